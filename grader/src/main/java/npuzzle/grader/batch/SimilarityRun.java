package npuzzle.grader.batch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.deploy.GraderJar;
import npuzzle.grader.report.TerminalText;

/**
 * {@code grader batch --similarity}: runs {@code npuzzle-similarity.jar} (GPL-3.0, so a program of its own, never
 * loaded into the grader) on the class folder as a separate process, its output in {@code OUT/similarity/}, which the
 * dashboard links. Without the jar, one line says where to get it and grading goes on.
 */
public final class SimilarityRun {
    /** The jar's name, beside the grader's. */
    public static final String JAR = "npuzzle-similarity.jar";
    /** The folder of the output that holds its results. */
    public static final String FOLDER = "similarity";

    private SimilarityRun() {
    }

    /** Returns the jar: the one named, else the one beside the grader's jar, if it exists. */
    public static Optional<Path> jar(Optional<Path> named) {
        if (named.isPresent()) {
            return named.filter(Files::isRegularFile);
        }
        return GraderJar.running().map(grader -> grader.resolveSibling(JAR)).filter(Files::isRegularFile);
    }

    /**
     * Runs the jar on {@code root}, its lines on {@code err}; returns whether it wrote its page. Without the jar, or
     * when it fails, says so in one line.
     */
    public static boolean run(Optional<Path> named, Path root, Path output, PrintWriter err)
            throws IOException, InterruptedException {
        Optional<Path> jar = jar(named);
        if (jar.isEmpty()) {
            err.println(TerminalText.escape("grader: --similarity: " + named.map(path -> path + " does not exist")
                    .orElse("no " + JAR + " beside the grader's jar") + "; build it with mvn -pl similarity -am "
                    + "package (similarity/target/" + JAR + ", GPL-3.0, shipped apart) and put it there or name it "
                    + "with --similarity-jar; grading goes on without it"));
            return false;
        }
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(List.of(java.toString(), "-jar", jar.get().toString(), root.toString(),
                "--out", output.resolve(FOLDER).toString())).redirectErrorStream(true).start();
        process.getOutputStream().close();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                err.println(TerminalText.escape("similarity: " + line));
            }
        }
        int status = process.waitFor();
        if (status != 0) {
            err.println("grader: --similarity: " + JAR + " exited with " + status + " (its reason is above); the "
                    + "grades are complete without it");
            return false;
        }
        return Files.isRegularFile(output.resolve(FOLDER).resolve("index.html"));
    }
}
