package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.explain.Explanation;
import npuzzle.grader.explain.ExplanationText;
import npuzzle.grader.explain.Explanations;
import npuzzle.grader.pipeline.CheckService;
import org.junit.jupiter.api.Test;

class ExplainCommandTests {
    private record Run(int status, String out, String err) {
    }

    private static Run grader(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void aCheckIsExplainedWithItsRuleItsMistakesAndTheCommandThatRerunsIt() throws Exception {
        Run run = grader("explain", "board.hamming");
        assertEquals(ExitCodes.OK, run.status(), run.err());
        assertEquals("", run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("board.hamming (correctness): hamming() counts the tiles out of place, not the blank",
                lines.get(0));
        List<String> headings = lines.stream().filter(line -> !line.isEmpty() && !line.startsWith(" ")).toList();
        assertEquals(List.of(lines.get(0), "What it tests:", "Why the assignment asks for it:",
                "Usual mistakes that fail it:", "Rerun just this check (DIR is your submission's folder):"), headings);
        assertEquals("  grader check DIR --only board.hamming", lines.get(lines.size() - 1));
        String flowing = flowing(run.out());
        Explanation explanation = Explanations.load().of("board.hamming").orElseThrow();
        assertTrue(flowing.contains("The assignment says (" + explanation.rule().section() + "): \""
                + explanation.rule().quote() + "\""), flowing);
        for (Explanation.Mistake mistake : explanation.mistakes()) {
            assertTrue(flowing.contains("- " + mistake.mistake() + " fix: " + mistake.fix()), mistake.mistake());
        }
        assertTrue(flowing.contains("the blank"), "the text says what the check tests: " + flowing);
    }

    @Test
    void everyExplanationInEveryVersionFitsTheTerminalAndEndsWithItsRerunCommand() throws Exception {
        Explanations explanations = Explanations.load();
        List<Optional<Assignment>> versions = new ArrayList<>(List.of(Optional.empty()));
        Arrays.stream(Assignment.values()).map(Optional::of).forEach(versions::add);
        for (Optional<Assignment> version : versions) {
            for (CheckInfo check : CheckService.allChecks(List.of())) {
                if (version.isPresent() && !version.get().applies(check.id())) {
                    continue;
                }
                Explanation explanation = version.map(v -> explanations.of(check.id(), v))
                        .orElseGet(() -> explanations.of(check.id())).orElseThrow();
                List<String> lines = ExplanationText.lines(check, explanation, version);
                assertEquals("  " + ExplanationText.rerun(check.id(), version), lines.get(lines.size() - 1));
                // the first line is the check's own one-line name; the last, a command, stays whole to be copied
                for (String line : lines.subList(1, lines.size() - 1)) {
                    assertTrue(line.length() <= ExplanationText.WIDTH, version + " " + check.id() + ": " + line);
                }
            }
        }
    }

    @Test
    void withAVersionTheTextIsThatVersionsAndTheCommandsItNamesGradeThatVersion() {
        Run princeton = grader("explain", "solver.null", "--assignment", "princeton-cos226-tileat");
        assertEquals(ExitCodes.OK, princeton.status(), princeton.err());
        String flowing = flowing(princeton.out());
        assertTrue(flowing.contains("What it tests: new Solver(null) must throw an IllegalArgumentException"), flowing);
        assertTrue(flowing.contains("\"Solver(Board initial): IllegalArgumentException if the argument is null or the "
                + "board is unsolvable\""), flowing);
        assertTrue(flowing.contains("grader explain solver.reference-board.null --assignment princeton-cos226-tileat "
                + "lists those mistakes"), flowing);
        assertTrue(princeton.out().endsWith("  grader check DIR --only solver.null --assignment "
                + "princeton-cos226-tileat\n"), princeton.out());

        Run course = grader("explain", "solver.null", "--assignment", "umb-cs210");
        assertEquals(ExitCodes.OK, course.status(), course.err());
        assertEquals(grader("explain", "solver.null").out(), course.out(), "the default version's text is the base");
        assertTrue(flowing(course.out()).contains("What it tests: new Solver(null) must throw a NullPointerException"),
                course.out());
        assertTrue(course.out().endsWith("  grader check DIR --only solver.null\n"), course.out());
        assertFalse(course.out().contains("--assignment"), course.out());
    }

    /** CS 61B's checks quote Java's contract or CS 61B's own API, and say where the version asks nothing. */
    @Test
    void cs61bQuotesJavasContractAndItsOwnApiAndNamesItsAdvice() {
        String equalsNull = flowing(grader("explain", "board.equals.null", "--assignment", "berkeley-cs61b").out());
        assertTrue(equalsNull.contains("(Java's contract, Object.equals): \"For any non-null reference value x, "
                + "x.equals(null) should return false.\""), equalsNull);
        assertFalse(equalsNull.contains("another type"), equalsNull);
        String solver = flowing(grader("explain", "solver.api.constructor", "--assignment", "berkeley-cs61b").out());
        assertTrue(solver.contains("The assignment says (CS 61B HW 4 (sp18), Solver, paraphrased): \"Solver(WorldState "
                + "initial)"), solver);
        String extra = flowing(grader("explain", "board.api.no-extra-public-methods", "--assignment",
                "berkeley-cs61b").out());
        assertTrue(extra.contains("Advice in this version, worth no points"), extra);
        String course = flowing(grader("explain", "board.api.no-extra-public-methods").out());
        assertFalse(course.contains("Advice in this version"), course);
    }

    @Test
    void aCheckThatTheVersionDoesNotGradeIsRefusedWithTheNearestOfItsOwn() {
        assertUsageError("grader: board.to-string is not graded in princeton-coursera; nearest: "
                + "board.to-string.size-line (see grader check --list-checks --assignment princeton-coursera)\n",
                "explain", "board.to-string", "--assignment", "princeton-coursera");
        assertUsageError("grader: no check matches board.twin.* (see grader check --list-checks --assignment "
                + "umb-cs210)\n", "explain", "board.twin.*", "--assignment", "umb-cs210");
        Run coursera = grader("explain", "board.twin.*", "--assignment", "princeton-coursera");
        assertEquals(ExitCodes.OK, coursera.status(), coursera.err());
        assertEquals(4, coursera.out().lines().count(), coursera.out());
    }

    @Test
    void anUnknownVersionIsTheSameUsageErrorAsForGraderCheck() {
        String error = "grader: --assignment princeton: expected one of umb-cs210 | princeton-coursera | "
                + "princeton-cos226-tileat | berkeley-cs61b\n";
        assertUsageError(error, "explain", "board.hamming", "--assignment", "princeton");
        assertUsageError(error, "check", "--assignment", "princeton", "no-such-folder");
    }

    private static void assertUsageError(String error, String... args) {
        Run run = grader(args);
        assertEquals(ExitCodes.USAGE, run.status(), String.join(" ", args));
        assertEquals("", run.out());
        assertEquals(error, run.err());
    }

    private static String flowing(String text) {
        return String.join(" ", text.lines().toList()).replaceAll("\\s+", " ");
    }

    @Test
    void aGlobListsTheMatchingChecksWithTheirSummaries() {
        Run run = grader("explain", "board.equals.*");
        assertEquals(ExitCodes.OK, run.status(), run.err());
        List<String> ids = new ArrayList<>();
        run.out().lines().forEach(line -> ids.add(line.split(" +")[0]));
        assertEquals(List.of("board.equals.as-object", "board.equals.null", "board.equals.one-tile",
                "board.equals.other-size", "board.equals.other-type", "board.equals.reflexive",
                "board.equals.same-tiles", "board.equals.symmetric", "board.equals.transitive"), ids);
        assertTrue(run.out().lines().anyMatch(line -> line.matches(
                "board\\.equals\\.null +equals\\(null\\) is false, not an exception")), run.out());
    }

    @Test
    void anUnknownIdGetsTheNearestIdsAndExitsWithTwo() {
        Run typo = grader("explain", "board.hammming");
        assertEquals(ExitCodes.USAGE, typo.status());
        assertEquals("", typo.out());
        assertEquals("grader: no check is named board.hammming; nearest: board.hamming (see grader check "
                + "--list-checks)\n", typo.err());
        Run part = grader("explain", "hamming");
        assertEquals(ExitCodes.USAGE, part.status());
        assertTrue(part.err().contains("nearest: board.hamming, timing.board.hamming "), part.err());
        Run nothing = grader("explain", "xyz");
        assertEquals(ExitCodes.USAGE, nothing.status());
        assertEquals("grader: no check is named xyz (see grader check --list-checks)\n", nothing.err());
        Run glob = grader("explain", "board.nothing.*");
        assertEquals(ExitCodes.USAGE, glob.status());
        assertEquals("grader: no check matches board.nothing.* (see grader check --list-checks)\n", glob.err());
    }

    @Test
    void theIdIsReadAsIdsAreWrittenAndIsRequired() {
        Run upper = grader("explain", " Board.Size ");
        assertEquals(ExitCodes.OK, upper.status(), upper.err());
        assertTrue(upper.out().startsWith("board.size (correctness): "), upper.out());
        Run missing = grader("explain");
        assertEquals(ExitCodes.USAGE, missing.status());
        assertTrue(missing.err().contains("Missing required parameter: 'CHECK-ID'"), missing.err());
    }

    @Test
    void aStyleRuleIsExplainedByItsIdAndAToolCheckListsItsRulesInTheVersionsFile() {
        Run design = grader("explain", "style.EqualsOverload");
        assertEquals(ExitCodes.OK, design.status(), design.err());
        assertTrue(design.out().startsWith("style.EqualsOverload"), design.out());
        assertTrue(flowing(design.out()).contains("equals(Object)"), design.out());
        Run spotbugs = grader("explain", "style.ei_expose_rep2");
        assertEquals(ExitCodes.OK, spotbugs.status(), spotbugs.err());
        assertTrue(spotbugs.out().startsWith("style.EI_EXPOSE_REP2"), spotbugs.out());
        Run unknown = grader("explain", "style.NoSuchRule");
        assertEquals(ExitCodes.USAGE, unknown.status());

        Run course = grader("explain", "style.checkstyle");
        Run princeton = grader("explain", "style.checkstyle", "--assignment", "princeton-coursera");
        assertEquals(ExitCodes.OK, princeton.status(), princeton.err());
        assertTrue(course.out().contains("MemberName") && princeton.out().contains("MemberName"), course.out());
        assertFalse(course.out().contains("HiddenField"), course.out());
        assertTrue(princeton.out().contains("HiddenField"), "Princeton's versions add the check its reports show: "
                + princeton.out());
    }
}
