package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;
import org.junit.jupiter.api.Test;

class ReportTests {
    private static final String HASH = "0".repeat(64);

    static Report sample() {
        CheckResult passed = new CheckResult("board.size", "size() is n", Category.CORRECTNESS, Visibility.PUBLIC,
                Status.PASSED, 1, 1, 3, null, null, null);
        CheckResult failed = new CheckResult("board.hamming", "hamming() ignores the blank", Category.CORRECTNESS,
                Visibility.PUBLIC, Status.FAILED, 4.0 / 3, 2, 12, "hamming() is wrong on 1 of 3 boards",
                new CheckDetails(" 1  2\n    3", "1", "2", "do not count the blank", 2, 3), "debug line\n");
        CheckResult hidden = new CheckResult("board.secret", "a hidden check", Category.API, Visibility.HIDDEN,
                Status.TIMEOUT, 0, 1, 10_000, "did not finish within 10 s", null, null);
        List<CategoryScore> categories = List.of(new CategoryScore(Category.API, 0, 1, 0, 1),
                new CategoryScore(Category.CORRECTNESS, 1, 2, 1 + 4.0 / 3, 3));
        return new Report(Report.SCHEMA, new Report.Submission("alice", List.of(new Report.SourceFile("Board.java",
                "a".repeat(64)))), new Report.Grader("0.1.0", "17.0.15", 7, HASH),
                new Report.Compile(true, List.of(new Diagnostic("Solver.java", 3, 9, Diagnostic.Severity.WARNING,
                        "unchecked"), new Diagnostic("Board.java", 0, 0, Diagnostic.Severity.NOTE,
                        "a UTF-8 byte-order mark was dropped before compiling"))), List.of(passed, failed, hidden), categories, 1 + 4.0 / 3, 4,
                Instant.parse("2026-12-01T19:00:00Z"), 4321, List.of("refused a connection"));
    }

    /** Returns the sample report with other checks (its categories and score stay the sample's). */
    static Report withChecks(List<CheckResult> checks) {
        Report sample = sample();
        return new Report(sample.schema(), sample.submission(), sample.grader(), sample.compile(), checks,
                sample.categories(), sample.score(), sample.maxScore(), sample.startedAt(), sample.durationMs(),
                sample.incidents());
    }

    /** Returns a check worth one point that earned none, or all if it passed. */
    static CheckResult check(String id, Category category, Visibility visibility, Status status, String message,
            CheckDetails details) {
        return new CheckResult(id, id + " works", category, visibility, status, status == Status.PASSED ? 1 : 0, 1,
                1, message, details, null);
    }

    /**
     * A submission whose Board does not compile (eight checks not run, in three categories), two checks that fail on
     * the same input, two hidden timeouts, and a public and a hidden check that passed with a note.
     */
    static Report oneCauseForMany() {
        String notRun = "not run: Board.java did not compile";
        CheckDetails sameInput = CheckDetails.single(" 1  2\n    3", "1", "2", null);
        List<CheckResult> checks = new ArrayList<>(List.of(
                check("compile.board", Category.COMPILE, Visibility.PUBLIC, Status.FAILED,
                        "Board.java did not compile\nBoard.java:3:1: error: ';' expected", null),
                check("safety.forbidden-api", Category.SAFETY, Visibility.PUBLIC, Status.FAILED, notRun, null),
                check("board.api.constructor", Category.API, Visibility.PUBLIC, Status.FAILED, notRun, null),
                check("board.api.methods", Category.API, Visibility.PUBLIC, Status.FAILED, notRun, null)));
        for (String id : List.of("board.size", "board.tile-at", "board.hamming", "board.manhattan", "board.is-goal")) {
            checks.add(check(id, Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, notRun, null));
        }
        checks.add(check("solver.moves", Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, "wrong", sameInput));
        checks.add(check("solver.solution", Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, "wrong",
                sameInput));
        checks.add(check("solver.secret", Category.CORRECTNESS, Visibility.HIDDEN, Status.TIMEOUT, "secret one",
                null));
        checks.add(check("solver.secret-too", Category.CORRECTNESS, Visibility.HIDDEN, Status.TIMEOUT, "secret two",
                null));
        checks.add(check("solver.solution.goal", Category.CORRECTNESS, Visibility.PUBLIC, Status.PASSED,
                "3 of 113 boards not judged: the search did not finish (charged by solver.moves.optimal)", null));
        checks.add(check("solver.hidden-note", Category.CORRECTNESS, Visibility.HIDDEN, Status.PASSED,
                "a hidden check's note", null));
        return withChecks(checks);
    }

    @Test
    void scoresAreRoundedOnceAndKeptWithinTheirMaximum() {
        Report report = sample();
        assertEquals(1.33, report.checks().get(1).score());
        assertEquals(2.33, report.score());
        assertThrows(IllegalArgumentException.class, () -> new CheckResult("x", "x", Category.API,
                Visibility.PUBLIC, Status.PASSED, 2, 1, 0, null, null, null));
        assertThrows(IllegalArgumentException.class, () -> new CategoryScore(Category.API, 2, 1, 0, 1));
        assertThrows(NullPointerException.class, () -> new CheckResult("x", "x", Category.API, null,
                Status.PASSED, 0, 1, 0, null, null, null));
    }

    @Test
    void theJsonReportFollowsTheSchemaWithLowercaseNames() throws Exception {
        String json = JsonReportWriter.format(sample());
        assertEquals(List.of(), SchemaValidator.reportSchema().validate(json));
        assertTrue(json.contains("\"status\": \"timeout\""), json);
        assertTrue(json.contains("\"category\": \"correctness\""), json);
        assertTrue(json.contains("\"severity\": \"note\""), json);
        assertTrue(json.contains("\"startedAt\": \"2026-12-01T19:00:00Z\""), json);
        assertFalse(json.contains("null"), json);
    }

    @Test
    void aPassedCheckMayCarryANoteThatTheConsoleSaysOnceAndGradescopeShows() throws Exception {
        String note = "not judged on the reference Board: your Solver calls Board.blankRow(), which the"
                + " assignment's API does not have";
        List<CheckResult> checks = List.of(
                new CheckResult("solver.reference-board.null", "null", Category.CORRECTNESS, Visibility.PUBLIC,
                        Status.PASSED, 1, 1, 1, note, null, null),
                new CheckResult("solver.reference-board.unsolvable", "unsolvable", Category.CORRECTNESS,
                        Visibility.PUBLIC, Status.PASSED, 2, 2, 1, note, null, null));
        Report sample = sample();
        Report report = new Report(Report.SCHEMA, sample.submission(), sample.grader(), sample.compile(), checks,
                List.of(new CategoryScore(Category.CORRECTNESS, 2, 2, 3, 3)), 3, 3, sample.startedAt(), 10, List.of());
        assertEquals(List.of(), SchemaValidator.reportSchema().validate(JsonReportWriter.format(report)));
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(report);
        String console = text.toString();
        assertTrue(console.contains("note solver.reference-board.null, solver.reference-board.unsolvable: " + note),
                console);
        assertEquals(console.indexOf(note), console.lastIndexOf(note), console);
        assertEquals(note, JsonParser.parseString(GradescopeWriter.format(report)).getAsJsonObject()
                .getAsJsonArray("tests").get(0).getAsJsonObject().get("output").getAsString());
    }

    @Test
    void theValidatorRejectsWhatTheSchemaForbids() throws Exception {
        SchemaValidator schema = SchemaValidator.reportSchema();
        String json = JsonReportWriter.format(sample());
        assertEquals(List.of(), schema.validate(json));
        assertProblem(schema.validate(json.replaceFirst("\"passed\"", "\"won\"")), "/checks/0/status");
        assertProblem(schema.validate(json.replace("\n  \"score\": 2.33,", "")), "score");
        assertProblem(schema.validate(json.replaceFirst("\\{", "{\"extra\": 1,")), "extra");
    }

    private static void assertProblem(List<String> problems, String naming) {
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains(naming), problems.get(0));
    }

    @Test
    void theConsoleReportStartsWithTheSummaryThenTheFailures() {
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(sample());
        String[] lines = text.toString().split("\n");
        assertEquals("Assessment summary (alice, seed 7)", lines[0]);
        assertEquals("  api          0/1 passed    0.00 / 1.00", lines[1]);
        assertEquals("  correctness  1/2 passed    2.33 / 3.00", lines[2]);
        assertEquals("Score: 2.33 / 4.00", lines[3]);
        String all = text.toString();
        assertTrue(all.contains("FAILED board.hamming: hamming() ignores the blank (1.33 / 2.00)\n"
                + "    hamming() is wrong on 1 of 3 boards\n    passed 2 of 3 inputs\n    input:\n       1  2\n"
                + "          3\n    expected: 1\n    actual: 2\n    hint: do not count the blank\n"), all);
        assertTrue(all.contains("TIMEOUT board.secret: a hidden check (0.00 / 1.00)\n    (a hidden check"), all);
        assertFalse(all.contains("\u001b["), "no colour unless asked");
        assertTrue(all.contains("    output: debug line\n    more: grader explain board.hamming\n\n"), all);
        assertFalse(all.contains("grader explain board.secret"), "a hidden check names no explanation");
    }

    @Test
    void theLineNamingAnExplanationNamesTheReportsVersionOfTheAssignmentUnlessItIsTheDefault() {
        Report sample = sample();
        Map<String, List<String>> pointers = new HashMap<>();
        for (String version : List.of("princeton-coursera", "umb-cs210")) {
            Report.Grader grader = new Report.Grader(sample.grader().version(), sample.grader().javaVersion(),
                    sample.grader().seed(), sample.grader().configHash(), version);
            Report report = new Report(sample.schema(), sample.submission(), grader, sample.compile(),
                    sample.checks(), sample.categories(), sample.score(), sample.maxScore(), sample.startedAt(),
                    sample.durationMs(), sample.incidents());
            StringWriter text = new StringWriter();
            new ConsoleReportWriter(new PrintWriter(text), false, false).write(report);
            pointers.put(version, text.toString().lines().filter(line -> line.contains("grader explain")).toList());
        }
        assertEquals(Map.of("princeton-coursera", List.of("    more: grader explain board.hamming --assignment "
                + "princeton-coursera"), "umb-cs210", List.of("    more: grader explain board.hamming")), pointers);
    }

    @Test
    void checksThatFailForOneCauseArePrintedOnceAndPassedChecksNotesAfterThem() throws Exception {
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(oneCauseForMany());
        String all = text.toString();
        assertEquals("""
                Score: 2.33 / 4.00

                FAILED compile.board: compile.board works (0.00 / 1.00)
                    Board.java did not compile
                    Board.java:3:1: error: ';' expected
                    more: grader explain compile.board

                FAILED board.api.constructor, board.api.methods (0.00 / 2.00)
                FAILED correctness: 5 checks (0.00 / 5.00)
                FAILED safety.forbidden-api (0.00 / 1.00)
                    not run: Board.java did not compile

                FAILED solver.moves, solver.solution (0.00 / 2.00)
                    wrong
                    input:
                       1  2
                          3
                    expected: 1
                    actual: 2

                TIMEOUT solver.secret, solver.secret-too (0.00 / 2.00)
                    (a hidden check: its details are in the instructor's report)

                note solver.solution.goal: 3 of 113 boards not judged: the search did not finish (charged by \
                solver.moves.optimal)
                note: refused a connection
                """, all.substring(all.indexOf("Score:")));
        assertFalse(all.contains("secret one") || all.contains("hidden check's note"), "hidden checks show nothing");
        String json = JsonReportWriter.format(oneCauseForMany());
        assertEquals(List.of(), SchemaValidator.reportSchema().validate(json), "a passed check may carry a note");
        assertTrue(json.contains("\"id\": \"board.is-goal\""), "the JSON report keeps every check");

        StringWriter none = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(none), false, false).write(sample());
        assertTrue(none.toString().lines().noneMatch(line -> line.startsWith("note ")), none.toString());
    }

    @Test
    void aCheckThatJudgedNothingWrongIsNotJudgedBecauseOfItsCauseNotFailed() {
        CheckResult tileAt = new CheckResult("board.tile-at", "tileAt(i, j) is the tile at row i, column j",
                Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, 0, 1.5, 1,
                "tileAt(i, j) is wrong on 3 of 3 boards", new CheckDetails(null, null, null, null, 0, 3), null);
        CheckResult count = new CheckResult("board.neighbors.count", "neighbors() gives 2, 3 or 4 boards",
                Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, 0, 1, 1,
                "neighbors() is wrong on 3 of 3 boards", new CheckDetails(null, null, null, null, 0, 3), null);
        CheckResult parent = new CheckResult("board.neighbors.parent-unchanged", "neighbors() changes nothing",
                Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, 0.25, 1, 1, "neighbors() is right on the 1 "
                        + "boards judged; 3 of 4 boards not judged: your Board does not show the tiles it was made "
                        + "with (charged by board.tile-at)", new CheckDetails(null, null, null, null, 1, 4, null,
                        Map.of("board.tile-at", 3)), null);
        Cause cause = Cause.of("board.tile-at", tileAt.message(), List.of(new Cause.Charge("board.tile-at", 1.5, 3),
                new Cause.Charge("board.neighbors.count", 1, 3),
                new Cause.Charge("board.neighbors.parent-unchanged", 0.75, 3)), null);
        Report sample = withChecks(List.of(tileAt, count, parent));
        Report report = new Report(sample.schema(), sample.submission(), sample.grader(), sample.compile(),
                sample.checks(), sample.categories(), sample.score(), sample.maxScore(), sample.startedAt(),
                sample.durationMs(), List.of(), List.of(cause));

        assertEquals(List.of(false, false, true), report.checks().stream().map(CheckResult::notJudged).toList());
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), false, false).write(report);
        assertTrue(text.toString().contains("""
                    also failed because of it:
                      board.neighbors.count   1.00  (3 inputs)
                    not judged because of it:
                      board.neighbors.parent-unchanged   0.75  (3 inputs)
                """), text.toString());
        StringWriter every = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(every), false, false, true).write(report);
        assertTrue(every.toString().contains("\nFAILED board.neighbors.count: "), every.toString());
        assertTrue(every.toString().contains("\nNOT JUDGED board.neighbors.parent-unchanged: "), every.toString());
        String markdown = MarkdownWriter.format(report);
        assertTrue(markdown.contains("<summary>NOT JUDGED <code>board.neighbors.parent-unchanged</code>"), markdown);
    }

    @Test
    void quietLeavesOutTheDetailsAndColourIsOnlyForTerminalsWithoutNoColor() {
        StringWriter text = new StringWriter();
        new ConsoleReportWriter(new PrintWriter(text), true, true).write(sample());
        assertTrue(text.toString().contains("\u001b[1mScore: 2.33 / 4.00\u001b[0m"), text.toString());
        assertFalse(text.toString().contains("board.hamming"));
        assertTrue(ConsoleColor.enabled(false, Map.of(), true));
        assertFalse(ConsoleColor.enabled(false, Map.of(), false));
        assertFalse(ConsoleColor.enabled(true, Map.of(), true));
        assertFalse(ConsoleColor.enabled(false, Map.of("NO_COLOR", "1"), true));
        assertTrue(ConsoleColor.enabled(false, Map.of("NO_COLOR", ""), true));
    }

    @Test
    void theRubricGivesPointsVisibilityAndTimeoutsWithDefaults() {
        Rubric rubric = Rubric.parse("rubric.json", """
                {"schema":"npuzzle-grader/rubric/1","checks":[
                  {"id":"board.hamming","points":2,"visibility":"hidden","timeoutSeconds":3}]}
                """);
        assertEquals(new Rubric.Entry("board.hamming", 2, Visibility.HIDDEN, Duration.ofSeconds(3)),
                rubric.entry("board.hamming"));
        assertEquals(new Rubric.Entry("board.other", 1, Visibility.PUBLIC, Duration.ofSeconds(10)),
                rubric.entry("board.other"));
        assertEquals(Map.of("board.hamming", Duration.ofSeconds(3)), rubric.timeouts(java.util.List.of("board.hamming")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Rubric.parse("r.json",
                "{\"schema\":\"npuzzle-grader/rubric/1\",\"checks\":[{\"id\":\"a\",\"points\":-1}]}"));
        assertEquals("r.json: check a: need points >= 0 and timeoutSeconds >= 1, got -1.0 and 10", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Rubric.parse("r.json", "{\"schema\":\"other\"}"));
    }
}
