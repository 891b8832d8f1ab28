package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code docs/princeton-parity.md} names real checks: every id in a profile's column is in the rubric and graded in
 * that profile, and each section has a row for each of Princeton's tests.
 */
class PrincetonParityDocTests {
    private static final Path DOC = Path.of("..", "docs", "princeton-parity.md");
    private static final Pattern CODE = Pattern.compile("`([a-z0-9.-]+)`");
    /** A section of Princeton's report: "## Memory (22 tests)". */
    private static final Pattern SECTION = Pattern.compile("## (.+) \\((\\d+) tests.*");
    /** The profiles of the table's last three columns. */
    private static final List<Assignment> COLUMNS = List.of(Assignment.UMB_CS210, Assignment.PRINCETON_COURSERA,
            Assignment.PRINCETON_COS226_TILEAT);

    @Test
    void everyIdInTheTableIsARubricCheckGradedInItsColumnsProfile() throws IOException {
        Set<String> rubric = Set.copyOf(RubricTests.rubricIds());
        List<String> problems = new ArrayList<>();
        int cited = 0;
        for (String row : rows(Files.readAllLines(DOC)).values().stream().flatMap(List::stream).toList()) {
            String[] cells = row.split(" \\| ");
            assertEquals(5, cells.length, "a row of five cells: " + row);
            for (int column = 0; column < COLUMNS.size(); column++) {
                Matcher id = CODE.matcher(cells[column + 2]);
                while (id.find()) {
                    cited++;
                    if (!rubric.contains(id.group(1))) {
                        problems.add(id.group(1) + " is not in rubric.json: " + cells[0]);
                    } else if (!COLUMNS.get(column).applies(id.group(1))) {
                        problems.add(id.group(1) + " is not graded in " + COLUMNS.get(column).wireName() + ": "
                                + cells[0]);
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
        assertTrue(cited > 100, "the table names the checks: " + cited);
    }

    @Test
    void eachSectionHasARowForEachOfPrincetonsTests() throws IOException {
        Map<String, List<String>> rows = rows(Files.readAllLines(DOC));
        assertEquals(List.of("Board correctness", "Solver correctness", "Memory", "Timing"), rows.keySet().stream()
                .map(heading -> SECTION.matcher(heading).replaceAll("$1")).toList());
        rows.forEach((heading, table) -> assertEquals(Integer.parseInt(SECTION.matcher(heading).replaceAll("$2")),
                table.size(), heading));
    }

    /** Returns the table rows under each heading of a section of Princeton's report, by heading. */
    private static Map<String, List<String>> rows(List<String> lines) {
        Map<String, List<String>> rows = new LinkedHashMap<>();
        String section = null;
        for (String line : lines) {
            if (line.startsWith("## ")) {
                section = SECTION.matcher(line).matches() ? line : null;
            } else if (section != null && line.startsWith("| ") && !line.startsWith("| Princeton test")) {
                rows.computeIfAbsent(section, s -> new ArrayList<>()).add(line);
            }
        }
        return rows;
    }
}
