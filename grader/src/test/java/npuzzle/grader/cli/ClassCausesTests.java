package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.report.Scores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader batch} on a class of fixtures ({@code summary.json}'s {@code causes}): the class sees mistakes, not
 * checks. Each cause is named once, with the students whose reports list it and what it cost them, the one that cost
 * the most students first; a correct submission is under none; and there are fewer causes than failed checks.
 */
class ClassCausesTests {
    /** Student name to fixture: two students made the same mistake. */
    private static final Map<String, String> CLASS = Map.of("ann", "hamming-counts-blank", "ben",
            "hamming-counts-blank", "cat", "global-move-counter", "dan", "correct-reference");

    @TempDir
    Path dir;

    @Test
    void theClassSeesEachMistakeOnceWithTheStudentsItCost() throws Exception {
        Path root = Files.createDirectories(dir.resolve("class"));
        for (Map.Entry<String, String> student : CLASS.entrySet()) {
            Files.createDirectories(root.resolve(student.getKey()));
            for (String name : List.of("Board.java", "Solver.java")) {
                Files.copy(CompiledSubmission.FIXTURES.resolve(student.getValue()).resolve(name),
                        root.resolve(student.getKey()).resolve(name));
            }
        }
        StringWriter err = new StringWriter();
        GraderCli.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "batch", root.toString(), "--out",
                dir.resolve("grades").toString(), "--jobs", "2", "--only", "compile.*,board.*,solver.*", "--no-style");
        JsonObject summary = JsonParser.parseString(Files.readString(dir.resolve("grades/summary.json")))
                .getAsJsonObject();
        assertEquals(4, summary.get("graded").getAsInt(), err.toString());

        Map<String, Map<String, Double>> fromReports = new TreeMap<>();
        for (String student : CLASS.keySet()) {
            JsonObject report = JsonParser.parseString(Files.readString(dir.resolve("grades").resolve(student)
                    .resolve("report.json"))).getAsJsonObject();
            for (JsonElement cause : report.getAsJsonArray("causes")) {
                fromReports.computeIfAbsent(cause.getAsJsonObject().get("check").getAsString(), id -> new TreeMap<>())
                        .put(student, cause.getAsJsonObject().get("points").getAsDouble());
            }
        }
        Map<String, Map<String, Double>> fromSummary = new LinkedHashMap<>();
        List<Integer> studentCounts = new ArrayList<>();
        for (JsonElement element : summary.getAsJsonArray("causes")) {
            JsonObject cause = element.getAsJsonObject();
            Map<String, Double> students = new TreeMap<>();
            cause.getAsJsonArray("where").forEach(w -> students.put(w.getAsJsonObject().get("id").getAsString(),
                    w.getAsJsonObject().get("points").getAsDouble()));
            assertNull(fromSummary.put(cause.get("check").getAsString(), students), "named once: " + cause);
            assertEquals(students.size(), cause.get("students").getAsInt(), cause.toString());
            double total = students.values().stream().mapToDouble(Double::doubleValue).sum();
            assertEquals(Scores.round(total), cause.get("points").getAsDouble(), cause.toString());
            assertEquals(Scores.round(total / students.size()), cause.get("meanPoints").getAsDouble(),
                    cause.toString());
            studentCounts.add(students.size());
        }
        assertEquals(fromReports, new TreeMap<>(fromSummary), "the summary's causes are the reports'");
        assertEquals(Map.of("ann", fromReports.get("board.hamming").get("ann"), "ben",
                fromReports.get("board.hamming").get("ben")), fromSummary.values().iterator().next(),
                "the mistake two students made comes first: " + fromSummary);
        List<Integer> mostFirst = new ArrayList<>(studentCounts);
        mostFirst.sort(Comparator.reverseOrder());
        assertEquals(mostFirst, studentCounts);
        assertTrue(fromSummary.values().stream().noneMatch(students -> students.containsKey("dan")));

        int failedChecks = 0;
        for (JsonElement rate : summary.getAsJsonArray("checks")) {
            JsonObject check = rate.getAsJsonObject();
            failedChecks += check.get("graded").getAsInt() - check.get("passed").getAsInt();
        }
        int causeCount = fromSummary.values().stream().mapToInt(Map::size).sum();
        assertTrue(causeCount < failedChecks, causeCount + " causes, " + failedChecks + " failed checks");
    }
}
