package npuzzle.mutation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A mutant PIT exported (its {@code +EXPORT} feature): the mutated class file and where and how it differs from the
 * original.
 *
 * @param id the mutated class and PIT's number of the mutant in it, e.g. {@code Board#17}
 * @param className the binary name of the mutated class
 * @param method the mutated method
 * @param line the mutated line
 * @param description PIT's description of the change
 * @param classFile the mutant's class file
 */
record ExportedMutant(String id, String className, String method, int line, String description, Path classFile) {
    private static final Pattern DETAILS = Pattern.compile(
            "clazz=([^,]+), method=([^,]+),.*lineNumber=(\\d+), description=(.*?), testsInOrder=");

    /** Returns every mutant exported under {@code export} (PIT's {@code export/<class>/mutants/<n>/} folders). */
    static List<ExportedMutant> readAll(Path export) throws IOException {
        List<ExportedMutant> mutants = new ArrayList<>();
        try (Stream<Path> details = Files.walk(export)) {
            for (Path file : details.filter(path -> path.getFileName().toString().equals("details.txt")).toList()) {
                mutants.add(read(file));
            }
        }
        mutants.sort(Comparator.comparing(ExportedMutant::className).thenComparingInt(ExportedMutant::line)
                .thenComparing(ExportedMutant::id));
        return mutants;
    }

    private static ExportedMutant read(Path details) throws IOException {
        String text = Files.readString(details);
        Matcher matcher = DETAILS.matcher(text);
        if (!matcher.find()) {
            throw new IOException(details + ": not PIT's mutant details: " + text);
        }
        String className = matcher.group(1);
        Path folder = details.getParent();
        Path classFile = folder.resolve(className + ".class");
        if (!Files.isRegularFile(classFile)) {
            throw new IOException(folder + ": no " + classFile.getFileName());
        }
        return new ExportedMutant(className + "#" + folder.getFileName(), className, matcher.group(2),
                Integer.parseInt(matcher.group(3)), matcher.group(4), classFile);
    }
}
