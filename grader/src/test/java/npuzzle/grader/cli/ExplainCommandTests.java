package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.CheckInfo;
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
        String flowing = String.join(" ", lines).replaceAll("\\s+", " ");
        Explanation explanation = Explanations.load().of("board.hamming").orElseThrow();
        assertTrue(flowing.contains("The assignment says (" + explanation.rule().section() + "): \""
                + explanation.rule().quote() + "\""), flowing);
        for (Explanation.Mistake mistake : explanation.mistakes()) {
            assertTrue(flowing.contains("- " + mistake.mistake() + " fix: " + mistake.fix()), mistake.mistake());
        }
        assertTrue(flowing.contains("the blank"), "the text says what the check tests: " + flowing);
    }

    @Test
    void everyExplanationFitsTheTerminalAndEndsWithItsRerunCommand() throws Exception {
        Explanations explanations = Explanations.load();
        for (CheckInfo check : CheckService.allChecks(List.of())) {
            List<String> lines = ExplanationText.lines(check, explanations.of(check.id()).orElseThrow());
            assertEquals("  " + ExplanationText.rerun(check.id()), lines.get(lines.size() - 1));
            for (String line : lines.subList(1, lines.size())) { // the first is the check's own one-line name
                assertTrue(line.length() <= ExplanationText.WIDTH, check.id() + ": " + line);
            }
        }
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
}
