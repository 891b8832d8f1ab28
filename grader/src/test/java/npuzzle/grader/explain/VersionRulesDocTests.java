package npuzzle.grader.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.pipeline.CheckService;
import org.junit.jupiter.api.Test;

/**
 * docs/versions.md's table of the rule each check rests on says what the code does: a row for every check, and in
 * each version's column whether it is graded, advice or not run ({@link Assignment#applies}, {@link
 * Assignment#advises}) with the section of the rule {@code grader explain} quotes in that version.
 */
class VersionRulesDocTests {
    private static final Path DOC = Path.of("..", "docs", "versions.md");

    @Test
    void theTableOfRulesIsTheCodes() throws IOException {
        Explanations explanations = Explanations.load();
        Map<String, List<String>> table = table();
        List<String> wrong = new ArrayList<>();
        for (CheckInfo check : CheckService.allChecks(List.of())) {
            List<String> cells = table.remove(check.id());
            if (cells == null) {
                wrong.add(check.id() + ": no row");
                continue;
            }
            for (Assignment version : Assignment.values()) {
                String expected = expected(check.id(), version, explanations);
                String cell = cells.get(version.ordinal());
                if (!cell.equals(expected)) {
                    wrong.add(check.id() + " in " + version.wireName() + ": \"" + cell + "\", expected \"" + expected
                            + "\"");
                }
            }
        }
        table.keySet().forEach(id -> wrong.add(id + ": a row of no check"));
        assertEquals(List.of(), wrong);
    }

    private static String expected(String id, Assignment version, Explanations explanations) {
        if (!version.applies(id)) {
            return "not run";
        }
        String section = explanations.of(id, version).orElseThrow().rule().section();
        return (version.advises(id) ? "advice: " : "graded: ") + section;
    }

    /** Returns the table's cells by check id, one per version in the order of {@link Assignment#values}. */
    private static Map<String, List<String>> table() throws IOException {
        String text = Files.readString(DOC);
        String header = "| check | " + String.join(" | ", List.of(Assignment.values()).stream()
                .map(version -> "`" + version.wireName() + "`").toList()) + " |";
        int start = text.indexOf(header);
        Map<String, List<String>> rows = new LinkedHashMap<>();
        for (String line : text.substring(start).split("\n")) {
            if (!line.startsWith("| `")) {
                if (!rows.isEmpty()) {
                    break;
                }
                continue;
            }
            String[] cells = line.substring(1, line.length() - 1).split(" \\| ");
            List<String> columns = new ArrayList<>();
            for (int k = 1; k < cells.length; k++) {
                columns.add(cells[k].trim());
            }
            rows.put(cells[0].trim().replace("`", ""), columns);
        }
        return rows;
    }
}
