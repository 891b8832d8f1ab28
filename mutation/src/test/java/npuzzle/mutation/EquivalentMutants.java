package npuzzle.mutation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mutants listed as equivalent, each with why no correct check can charge it: the rows of the Markdown table
 * under a heading of {@code tests/MUTANTS.md} ({@code | Board#26 | isSolvable:64 | change | why |}; the place may be
 * in backquotes).
 */
final class EquivalentMutants {
    private static final Pattern ROW = Pattern.compile("^\\|\\s*(\\w+(?:\\$\\w+)*#\\d+)\\s*\\|\\s*([^|]+?)\\s*\\|.*");

    private final Map<String, String> whereById;

    private EquivalentMutants(Map<String, String> whereById) {
        this.whereById = whereById;
    }

    /** Reads the table in the section of {@code file} whose heading is {@code ## heading}. */
    static EquivalentMutants read(Path file, String heading) throws IOException {
        List<String> lines = Files.readAllLines(file);
        int start = lines.indexOf("## " + heading);
        if (start < 0) {
            throw new IOException(file + ": no section \"## " + heading + "\"");
        }
        Map<String, String> whereById = new LinkedHashMap<>();
        for (String line : lines.subList(start + 1, lines.size())) {
            if (line.startsWith("## ")) {
                break;
            }
            Matcher row = ROW.matcher(line);
            if (row.matches() && whereById.put(row.group(1), row.group(2).replace("`", "")) != null) {
                throw new IOException(file + ": " + row.group(1) + " is listed twice");
            }
        }
        return new EquivalentMutants(whereById);
    }

    /** Returns what is wrong with the list for these verdicts: survivors it does not name, and names that are wrong. */
    List<String> problems(List<MutantGrading.Verdict> verdicts) {
        List<String> problems = new ArrayList<>();
        Map<String, String> unmatched = new LinkedHashMap<>(whereById);
        for (MutantGrading.Verdict verdict : verdicts) {
            ExportedMutant mutant = verdict.mutant();
            String where = mutant.method() + ":" + mutant.line();
            String listed = unmatched.remove(mutant.id());
            if (listed != null && !listed.equals(where)) {
                problems.add(mutant.id() + " is listed at " + listed + " but PIT made it at " + where);
            } else if (listed != null && verdict.killed()) {
                problems.add(mutant.id() + " (" + where + ") is listed as equivalent but " + verdict.charged()
                        + " charge it");
            } else if (listed == null && !verdict.killed()) {
                problems.add(mutant.id() + " (" + where + " " + mutant.description() + ") survives and is not listed");
            }
        }
        unmatched.forEach((id, where) -> problems.add(id + " (" + where + ") is listed but PIT made no such mutant"));
        return problems;
    }

    boolean lists(ExportedMutant mutant) {
        return whereById.containsKey(mutant.id());
    }
}
