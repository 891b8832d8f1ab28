package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import npuzzle.grader.report.ReportSchema;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged jar on every fixture under {@code tests/submissions/} with an {@code expected.json} (the adversarial
 * ones have their own test): exactly the failing check ids the fixture lists, and a report valid against the
 * schema. The fixtures are graded by {@link FixtureGradings}: one {@code grader batch} per set of options (the version
 * of the assignment, the checks run), two batches at a time, as an instructor grades a class, and once for every
 * test that reads them; the reports are what {@code grader check} writes. The exit codes of {@code grader check} (0 full
 * marks, 1 a check fails, 2 nothing gradable) have their own tests below.
 * Two invariants hold over the fixtures that say so in their {@code expected.json}: with {@code "solverCorrect"},
 * no check of the Solver on the reference Board and not {@code solver.null} fails, whatever the Board's mistake;
 * with {@code "correctButSlow"}, no correctness check fails (slowness is charged in the timing category only).
 * Calibration fixtures bound what a submission that does little can earn: {@code "maxPercent"} (the score's share
 * of the points at most) and {@code "zeroChecks"} (ids, or prefixes ending in {@code *}, that must earn nothing);
 * {@code "charges"} maps a cause to checks whose lost points the report must list under it; {@code "advice"} lists the
 * checks that found something the version states no rule for (status advice, worth nothing), never failures.
 * {@code "fixLines"} (file to lines, read by hand) names the lines a minimal fix of a one-mistake fixture edits: its
 * report has one cause, located on those lines (a few lines, with their text, where the evidence picks them, else
 * the method that holds them), and its console reads to the end in {@value #CONSOLE_LINES} lines; {@code "gaps"}
 * names, with why, what the grader does not do yet for it ({@code "causes"}: more than one cause; {@code
 * "location"}: a cause that is not on the fix's lines or their method; {@code "console"}: a console over
 * {@value #CONSOLE_LINES} lines), so that closing a gap shows as a failure.
 * {@code "style"} maps each style check to its findings ("FILE:LINE RULE"): every correct fixture records them
 * ({@code tests/record-style-findings.py}), so a new tool version or rule file that changes them shows in a diff.
 * With {@code "assignment"} (e.g. {@code "princeton-coursera"}) the fixture is graded with {@code --assignment} of
 * that version, and its report must record it; without, the report records this course's, {@code umb-cs210}.
 * The system property {@code npuzzle.fixture} (a regex of fixture names) runs a few only, e.g.
 * {@code -Dnpuzzle.fixture='equals-.*'}.
 * Slow for a reason: about 130 gradings (every fixture once, and the copies the determinism test reads), each about
 * 4 s of CPU (3.2 s of it the child JVM running the checks), two at a time: 384 s in CI's run of stop 44.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class GraderCheckEndToEndTests {
    /** The most lines the console of a one-mistake fixture may take. */
    static final int CONSOLE_LINES = 60;
    static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "submissions"));
    /**
     * The checks a mistake's list covers. A correct submission runs the whole rubric (full marks on every check),
     * but timing, memory and the policy scan have their own fixtures and tests: a classic mistake's counted work or
     * memory is not what its fixture is about, and predicting them would tie every fixture to the cost model.
     */
    private static final String BOARD_AND_SOLVER = "board.*,solver.*";
    /**
     * The style checks (advice, worth nothing by default, on unless --no-style): a fixture that records their
     * findings runs them too; the others are graded with --no-style.
     */
    private static final String STYLE = "style.*";
    private static final String FIXTURES = System.getProperty("npuzzle.fixture", ".*");

    @TempDir
    Path work;

    /**
     * Queues the fixtures' batches before the first test: the tests of {@code grader check} below, one grader at a
     * time, run while the batches grade, and the fixtures' tests, which wait for the batches, run last.
     */
    @BeforeAll
    static void planTheFixtures() throws IOException {
        FixtureGradings.plan(plan());
    }

    @TestFactory
    @Order(Integer.MAX_VALUE)
    Stream<DynamicTest> everyFixtureFailsExactlyItsChecks() throws IOException {
        List<Path> fixtures = fixtures();
        assertFalse(fixtures.isEmpty(), "no fixture under " + SUBMISSIONS.toAbsolutePath());
        return fixtures.stream().map(fixture -> DynamicTest.dynamicTest(fixture.getFileName().toString(),
                () -> assertVerdict(expected(fixture), FixtureGradings.graded(fixture.getFileName().toString(),
                        options(expected(fixture))))));
    }

    /** Returns the fixtures this class grades: those with an expected.json but the adversarial ones, by name. */
    private static List<Path> fixtures() throws IOException {
        try (Stream<Path> list = Files.list(SUBMISSIONS)) {
            return list.filter(folder -> Files.isRegularFile(folder.resolve("expected.json")))
                    .filter(folder -> !folder.getFileName().toString().startsWith("adversarial-"))
                    .filter(folder -> folder.getFileName().toString().matches(FIXTURES)).sorted().toList();
        }
    }

    /**
     * Returns what this class grades, each fixture with its options, and the copies of the slow fixture that
     * {@link SlowSubmissionDeterminismTests} reads beside it in the same batch: whichever of the two runs first
     * plans it all, so that no fixture is graded twice with the same options.
     */
    static List<FixtureGradings.Entry> plan() throws IOException {
        List<FixtureGradings.Entry> plan = new ArrayList<>();
        for (Path fixture : fixtures()) {
            List<String> options = options(expected(fixture));
            plan.add(new FixtureGradings.Entry(fixture.getFileName().toString(), fixture, options));
            if (fixture.getFileName().toString().equals(SlowSubmissionDeterminismTests.SLOW)) {
                SlowSubmissionDeterminismTests.copies().stream().filter(copy -> !copy.equals(fixture.getFileName()
                        .toString())).forEach(copy -> plan.add(new FixtureGradings.Entry(copy, fixture, options)));
            }
        }
        return plan;
    }

    /** Returns the options of {@code grader batch} a fixture is graded with. */
    static List<String> options(JsonObject expected) {
        List<String> options = new ArrayList<>();
        if (expected.has("assignment")) {
            options.addAll(List.of("--assignment", expected.get("assignment").getAsString()));
        }
        if (!fullMarks(expected) && !flag(expected, "correctButSlow") && boardAndSolverOnly(expected)) {
            options.addAll(List.of("--only", expected.has("style") ? BOARD_AND_SOLVER + "," + STYLE
                    : BOARD_AND_SOLVER));
        }
        if (!expected.has("style")) {
            options.add("--no-style"); // the style checks run by default; a fixture without their findings saves them
        }
        return options;
    }

    private static boolean compiles(JsonObject expected) {
        return !expected.has("compiles") || expected.get("compiles").getAsBoolean();
    }

    private static boolean flag(JsonObject expected, String name) {
        return expected.has(name) && expected.get(name).getAsBoolean();
    }

    private static boolean boardAndSolverOnly(JsonObject expected) {
        for (JsonElement id : expected.getAsJsonArray("failing")) {
            if (!id.getAsString().startsWith("board.") && !id.getAsString().startsWith("solver.")) {
                return false;
            }
        }
        return true;
    }

    private static boolean fullMarks(JsonObject expected) {
        return compiles(expected) && expected.getAsJsonArray("failing").isEmpty();
    }

    /** Returns the check ids a fixture's expected.json lists as failing. */
    static Set<String> failing(JsonObject expected) {
        Set<String> failing = new TreeSet<>();
        expected.getAsJsonArray("failing").forEach(id -> failing.add(id.getAsString()));
        return failing;
    }

    private static void assertVerdict(JsonObject expected, Graded graded) {
        Set<String> failing = failing(expected);
        if (!compiles(expected)) {
            assertFalse(graded.checks("skipped", false).isEmpty(), graded.output());
            assertEquals(graded.checks("skipped", false), graded.failing(), "nothing compiled, so every check the "
                    + "grading config does not turn off fails:\n" + graded.output());
        } else if (failing.isEmpty()) {
            assertNoPointLost(graded);
        } else {
            assertEquals(failing, graded.failing(), graded.output());
        }
        if (compiles(expected)) {
            assertEquals(expected.has("assignment") ? expected.get("assignment").getAsString() : "umb-cs210",
                    graded.report().getAsJsonObject("grader").get("assignment").getAsString(), "the report's assignment");
        }
        if (flag(expected, "solverCorrect")) {
            assertEquals(Set.of(), graded.failing().stream().filter(id -> id.startsWith("solver.reference-board.")
                    || id.equals("solver.null")).collect(Collectors.toSet()), "a correct Solver is charged for "
                    + "its Board's mistake:\n" + graded.output());
        }
        if (expected.has("maxPercent")) {
            double percent = 100 * graded.report().get("score").getAsDouble()
                    / graded.report().get("maxScore").getAsDouble();
            assertTrue(percent <= expected.get("maxPercent").getAsDouble(), "a submission that does little scored "
                    + percent + "%, over its bound of " + expected.get("maxPercent") + "%:\n" + graded.output());
        }
        if (expected.has("zeroChecks")) {
            for (JsonElement glob : expected.getAsJsonArray("zeroChecks")) {
                Map<String, Double> scores = graded.scores(glob.getAsString());
                assertFalse(scores.isEmpty(), "no check matches " + glob);
                scores.forEach((id, score) -> assertEquals(0, score, id + " earned points with nothing to show for "
                        + "them:\n" + graded.output()));
            }
        }
        if (expected.has("advice")) {
            Set<String> advice = new TreeSet<>();
            expected.getAsJsonArray("advice").forEach(id -> advice.add(id.getAsString()));
            assertEquals(advice, graded.checks("advice", true), "the checks the version runs as advice, worth "
                    + "nothing:\n" + graded.output());
        }
        if (expected.has("charges")) {
            for (Map.Entry<String, JsonElement> cause : expected.getAsJsonObject("charges").entrySet()) {
                Set<String> charged = graded.chargedTo(cause.getKey());
                cause.getValue().getAsJsonArray().forEach(id -> assertTrue(charged.contains(id.getAsString()),
                        id + " lost points that are not charged to " + cause.getKey() + ":\n" + graded.output()));
            }
        }
        if (expected.has("fixLines")) {
            assertOneCauseWhereTheFixGoes(expected.getAsJsonObject("fixLines"), expected.has("gaps")
                    ? expected.getAsJsonObject("gaps") : new JsonObject(), graded);
        }
        if (compiles(expected) && fullMarks(expected)) {
            assertTrue(expected.has("style"), "a correct fixture records its style findings: run "
                    + "tests/record-style-findings.py and read the diff");
        }
        if (expected.has("style")) {
            assertEquals(styleFindings(expected.getAsJsonObject("style")), graded.styleFindings(), "the style findings "
                    + "(tests/record-style-findings.py records them):\n" + graded.output());
            assertAdviceAfterTheGradedChecks(graded);
        }
        if (flag(expected, "correctButSlow")) {
            assertEquals(Set.of(), graded.failing("correctness"), "a correct but slow program lost correctness "
                    + "points:\n" + graded.output());
        }
    }

    /**
     * A one-mistake fixture's report has one cause, located where its fix goes: in a file the fix edits, on lines that
     * take in one of the fix's lines (a few lines with their text where the evidence picks them, at most
     * {@code Location.MOST_LINES}, else the method); its console fits {@value #CONSOLE_LINES} lines. A gap its
     * expected.json names is held as it is: more than one cause, or a cause elsewhere.
     */
    private static void assertOneCauseWhereTheFixGoes(JsonObject fixLines, JsonObject gaps, Graded graded) {
        JsonArray causes = graded.report().getAsJsonArray("causes");
        assertEquals(gaps.has("causes"), causes.size() > 1, "one mistake, one cause (or the gap its expected.json "
                + "names, until it is closed):\n" + graded.output());
        assertEquals(gaps.has("console"), graded.output().lines().count() > CONSOLE_LINES, graded.output().lines()
                .count() + " lines (or more than " + CONSOLE_LINES + ", the gap its expected.json names):\n"
                + graded.output());
        JsonObject cause = causes.get(0).getAsJsonObject();
        assertFalse(cause.has("fix"), "a fix is shown only where the grading config allows it:\n" + graded.output());
        if (!cause.has("location")) {
            assertTrue(gaps.has("location"), "the cause is located:\n" + graded.output());
            return;
        }
        JsonObject location = cause.getAsJsonObject("location");
        String file = location.get("file").getAsString();
        int line = location.get("line").getAsInt();
        int endLine = location.get("endLine").getAsInt();
        Set<Integer> fix = new TreeSet<>();
        fixLines.entrySet().stream().filter(entry -> file.equals(entry.getKey()) || file.endsWith("/" + entry.getKey())
                || entry.getKey().endsWith("/" + file)).forEach(entry -> entry.getValue().getAsJsonArray()
                        .forEach(fixLine -> fix.add(fixLine.getAsInt())));
        assertEquals(!gaps.has("location"), fix.stream().anyMatch(fixLine -> line <= fixLine && fixLine <= endLine),
                "the cause at " + file + ":" + line + "-" + endLine + " takes in a line of the fix " + fixLines
                + " (or misses it, the gap its expected.json names, until it is closed):\n" + graded.output());
        if (location.has("text")) {
            assertTrue(endLine - line < 5, "a location the evidence picks is a few lines: " + location);
        }
    }

    /**
     * Style findings worth no points are advice: status advice, never a FAILED line, listed after every graded check
     * under their own heading.
     */
    private static void assertAdviceAfterTheGradedChecks(Graded graded) {
        Map<String, List<String>> findings = graded.styleFindings();
        for (String id : findings.keySet()) {
            assertEquals("advice", graded.status(id), id + " found something and is worth no points:\n"
                    + graded.output());
        }
        String text = graded.output();
        assertFalse(text.contains("FAILED style."), text);
        int heading = text.indexOf("\nStyle advice (");
        assertEquals(findings.isEmpty(), heading < 0, "the advice heading, if and only if something was found:\n"
                + text);
        for (String id : findings.keySet()) {
            assertTrue(text.indexOf("\nADVICE " + id + ": ") > heading, id + " under the heading:\n" + text);
        }
        for (String word : List.of("\nFAILED ", "\nERROR ", "\nTIMEOUT ")) {
            assertTrue(heading < 0 || text.lastIndexOf(word) < heading, "the advice comes after every graded "
                    + "check:\n" + text);
        }
    }

    /**
     * A Board whose neighbors() slides down while {@code blankRow < n}: the fix search finds the edit that makes every
     * check of the cause pass, and with {@code showFix} in the grading config the console and the JSON show it.
     */
    @Test
    void aFixTheGraderRanIsShownWhereTheConfigAllowsIt() throws IOException, InterruptedException {
        Path config = Files.writeString(work.resolve("show-fix.json"),
                "{\"schema\": \"npuzzle-grader/config/1\", \"showFix\": true}");
        Graded graded = Graded.run(work, "show-fix", "--config", config.toString(), "--only", BOARD_AND_SOLVER,
                "--no-style", SUBMISSIONS.resolve("neighbors-off-by-one-bottom").toString());
        JsonObject cause = graded.report().getAsJsonArray("causes").get(0).getAsJsonObject();
        assertEquals(111, cause.getAsJsonObject("location").get("line").getAsInt(), graded.output());
        assertEquals("if (blankRow < n - 1) {", cause.getAsJsonObject("fix").get("text").getAsString());
        assertTrue(graded.output().contains(" at: Board.java:111  if (blankRow < n) {\n"), graded.output());
        assertTrue(graded.output().contains(" fix: if (blankRow < n - 1) {  (the grader ran it"), graded.output());
    }

    /** The bundled sample, the whole rubric with the style checks on: no FAILED line anywhere, and exit 0. */
    @Test
    void theSampleGradedWholePrintsNoFailedAndExitsZero() throws IOException, InterruptedException {
        Graded sample = Graded.run(work, "sample", SUBMISSIONS.resolve("correct-reference").toString(), "--style");
        assertEquals(0, sample.exitCode(), sample.output());
        assertFalse(sample.output().contains("FAILED"), sample.output());
        assertTrue(sample.output().contains("  style        0 findings"), sample.output());
        assertNoPointLost(sample);
        assertEquals(Map.of(), sample.styleFindings(), "our own sample passes every style tool");
    }

    @Test
    @Tag("same-on-every-jdk") // exit codes, not the JDK: the fixtures the JDK 25 run grades fail and pass as well
    void aMistakeExitsOneAndFullMarksExitZero() throws IOException, InterruptedException {
        // the style checks are advice, which no exit code counts: the sample's test runs them
        Graded mistake = Graded.run(work, "hamming-counts-blank", SUBMISSIONS.resolve("hamming-counts-blank")
                .toString(), "--only", BOARD_AND_SOLVER, "--no-style");
        assertEquals(1, mistake.exitCode(), mistake.output());
        assertEquals(Set.of("board.hamming"), mistake.failing(), mistake.output());
        assertFullMarks(Graded.run(work, "correct-reference", SUBMISSIONS.resolve("correct-reference").toString(),
                "--only", BOARD_AND_SOLVER, "--no-style"));
    }

    @Test
    @Tag("same-on-every-jdk") // the exit code, not the JDK: the JDK 25 run grades does-not-compile, its line asserted
    void aSubmissionThatDoesNotCompileExitsTwoWithTheLine() throws IOException, InterruptedException {
        Graded graded = Graded.run(work, "does-not-compile", SUBMISSIONS.resolve("does-not-compile").toString());
        assertEquals(2, graded.exitCode(), graded.output());
        assertTrue(graded.output().contains("Board.java:52"), graded.output());
    }

    /** The whole rubric: the course's dsa.MinPQ is not charged to the student, as java.util's queues are not. */
    @Test
    void aCourseLibraryInALibFolderGetsFullMarks() throws IOException, InterruptedException {
        Path submission = CourseLibrary.copyOfSubmission(work.resolve("in-lib"));
        CourseLibrary.jar(submission.resolve("lib").resolve("dsa.jar"), work.resolve("lib-classes"));
        assertFullMarks(Graded.run(work, "course-library", submission.toString()));
    }

    @Test
    @Tag("same-on-every-jdk") // an option's path, not the JDK: the library in lib/ is compiled and run on every JDK
    void aCourseLibraryGivenWithClasspathGetsFullMarks() throws IOException, InterruptedException {
        Path submission = CourseLibrary.copyOfSubmission(work.resolve("on-classpath"));
        Path jar = CourseLibrary.jar(work.resolve("jars").resolve("dsa.jar"), work.resolve("jar-classes"));
        assertFullMarks(Graded.run(work, "course-library-classpath", submission.toString(),
                "--classpath", jar.toString()));
    }

    private static void assertFullMarks(Graded graded) {
        assertEquals(0, graded.exitCode(), graded.output());
        assertNoPointLost(graded);
    }

    private static void assertNoPointLost(Graded graded) {
        assertEquals(Set.of(), graded.failing(), graded.output());
        assertEquals(graded.report().get("maxScore").getAsDouble(), graded.report().get("score").getAsDouble(),
                graded.output());
    }

    /** Returns the findings a fixture records, "FILE:LINE RULE" per style check id that found any. */
    private static Map<String, List<String>> styleFindings(JsonObject style) {
        Map<String, List<String>> findings = new TreeMap<>();
        style.entrySet().forEach(check -> findings.put(check.getKey(), check.getValue().getAsJsonArray().asList()
                .stream().map(JsonElement::getAsString).toList()));
        return findings;
    }

    static <T> T result(Future<T> graded) throws InterruptedException {
        try {
            return graded.get();
        } catch (ExecutionException e) {
            throw new AssertionError("the grader run failed", e.getCause());
        }
    }

    static JsonObject expected(Path fixture) {
        try {
            return JsonParser.parseString(Files.readString(fixture.resolve("expected.json"))).getAsJsonObject();
        } catch (IOException e) {
            throw new AssertionError(fixture + ": cannot read expected.json", e);
        }
    }

    /** A finished grader run and its JSON report, already checked against the report schema. */
    record Graded(int exitCode, String output, JsonObject report) {
        static Graded run(Path work, String name, String... arguments) throws IOException, InterruptedException {
            Path folder = Files.createDirectories(work.resolve(name));
            Path json = folder.resolve("report.json");
            List<String> command = new ArrayList<>(List.of("check", "--json", json.toString(), "--no-color"));
            command.addAll(List.of(arguments));
            GraderProcess.Result result = GraderProcess.run(folder, command.toArray(String[]::new));
            return new Graded(result.exitCode(), result.output(), report(json, name, result.output()));
        }

        /**
         * Returns the report {@code grader batch} wrote for the submission {@code id} into {@code out}, with the
         * console text of the report as its output; a batch grades no exit code, so it is -1.
         */
        static Graded inBatch(Path out, String id) throws IOException {
            JsonObject report = report(out.resolve(id).resolve("report.json"), id,
                    Files.readString(out.getParent().resolve("batch.log")));
            return new Graded(-1, Files.readString(out.resolve(id).resolve("report.txt")), report);
        }

        /** Returns the report in {@code json}, checked against the schema; {@code printed} says why it is missing. */
        private static JsonObject report(Path json, String name, String printed) throws IOException {
            assertTrue(Files.isRegularFile(json), name + ": no report; the grader printed:\n" + printed);
            String report = Files.readString(json);
            assertEquals(List.of(), ReportSchema.problems(report), name + ": the report");
            return JsonParser.parseString(report).getAsJsonObject();
        }

        /**
         * Returns the ids of the checks whose status is {@code status} ({@code is}) or is not ({@code !is}), but the
         * style checks: advice, whose findings {@link #styleFindings} gives.
         */
        Set<String> checks(String status, boolean is) {
            Set<String> ids = new TreeSet<>();
            for (JsonElement element : report.getAsJsonArray("checks")) {
                JsonObject check = element.getAsJsonObject();
                if (!isStyle(check) && check.get("status").getAsString().equals(status) == is) {
                    ids.add(check.get("id").getAsString());
                }
            }
            return ids;
        }

        /** Returns the status of the check {@code id}, or null when the report has no such check. */
        String status(String id) {
            for (JsonElement element : report.getAsJsonArray("checks")) {
                JsonObject check = element.getAsJsonObject();
                if (check.get("id").getAsString().equals(id)) {
                    return check.get("status").getAsString();
                }
            }
            return null;
        }

        /** Returns the checks that lost points to the cause {@code check}, as the report's causes list them. */
        Set<String> chargedTo(String check) {
            Set<String> charged = new TreeSet<>();
            for (JsonElement element : report.getAsJsonArray("causes")) {
                JsonObject cause = element.getAsJsonObject();
                if (cause.get("check").getAsString().equals(check)) {
                    cause.getAsJsonArray("charges").forEach(charge -> charged.add(charge.getAsJsonObject()
                            .get("check").getAsString()));
                }
            }
            return charged;
        }

        /** Returns the score of each check whose id matches {@code glob} (a trailing {@code *} matches any rest). */
        Map<String, Double> scores(String glob) {
            Map<String, Double> scores = new LinkedHashMap<>();
            for (JsonElement element : report.getAsJsonArray("checks")) {
                JsonObject check = element.getAsJsonObject();
                String id = check.get("id").getAsString();
                if (glob.endsWith("*") ? id.startsWith(glob.substring(0, glob.length() - 1)) : id.equals(glob)) {
                    scores.put(id, check.get("score").getAsDouble());
                }
            }
            return scores;
        }

        /** Returns the ids of the checks that neither passed nor were skipped. */
        Set<String> failing() {
            return failing(null);
        }

        /**
         * Returns the ids of the checks of {@code category} (every one but the style checks if null) that neither
         * passed, nor were skipped, nor are advice (worth nothing in the version graded).
         */
        Set<String> failing(String category) {
            Set<String> ids = new TreeSet<>();
            for (JsonElement element : report.getAsJsonArray("checks")) {
                JsonObject check = element.getAsJsonObject();
                String status = check.get("status").getAsString();
                if (!status.equals("passed") && !status.equals("skipped") && !status.equals("advice")
                        && (category != null || !isStyle(check))
                        && (category == null || category.equals(check.get("category").getAsString()))) {
                    ids.add(check.get("id").getAsString());
                }
            }
            return ids;
        }

        /** Returns each style check's findings as "FILE:LINE RULE", for the checks that found any. */
        Map<String, List<String>> styleFindings() {
            Map<String, List<String>> findings = new TreeMap<>();
            for (JsonElement element : report.getAsJsonArray("checks")) {
                JsonObject check = element.getAsJsonObject();
                if (isStyle(check) && check.has("findings")) {
                    findings.put(check.get("id").getAsString(), check.getAsJsonArray("findings").asList().stream()
                            .map(JsonElement::getAsJsonObject).map(finding -> finding.get("file").getAsString() + ":"
                                    + finding.get("line").getAsInt() + " " + finding.get("rule").getAsString())
                            .toList());
                }
            }
            return findings;
        }

        private static boolean isStyle(JsonObject check) {
            return check.get("category").getAsString().equals("style");
        }
    }
}
