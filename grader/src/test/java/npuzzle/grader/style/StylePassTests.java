package npuzzle.grader.style;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.StudentCompiler;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.StyleFinding;
import npuzzle.grader.sandbox.CheckOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The style pass on fixture submissions: each design rule, a tool that breaks or runs out of time, no compile. */
class StylePassTests {
    private static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"));
    private static final StylePass.Setting FREE = new StylePass.Setting(0, null, 60_000);

    @TempDir
    Path dir;

    private StyleInput compiled(String fixture) throws Exception {
        Submission submission = SourceLocator.locate(List.of(SUBMISSIONS.resolve(fixture)));
        CompileResult result = new StudentCompiler(List.of()).compile(submission, dir.resolve("classes"));
        return new StyleInput(submission, result.classDirs(), List.of());
    }

    private static Map<String, CheckOutcome> run(StyleRules rules, StyleInput input, StylePass.Setting setting)
            throws InterruptedException {
        return new StylePass(rules, check -> setting).run(input, List.of(StyleCheck.values()));
    }

    private static StyleRules graders() throws Exception {
        return StyleRules.of(Assignment.DEFAULT, Map.of());
    }

    private static Set<String> rules(CheckOutcome outcome) {
        Set<String> rules = new TreeSet<>();
        outcome.findings().forEach(finding -> rules.add(finding.rule()));
        return rules;
    }

    @Test
    void everyDesignRuleFiresOnTheFixtureThatBreaksIt() throws Exception {
        Map<String, CheckOutcome> outcomes = run(graders(), compiled("style-design-rules"), FREE);
        assertEquals(Set.of("BoardComparableOrIterable", "EqualsOverload", "NonFinalStaticField",
                "PriorityQueueInField", "PublicMutableField", "SolverCallsToString", "TilesStoredWithoutCopy"),
                rules(outcomes.get("style.design")));
        assertTrue(rules(outcomes.get("style.spotbugs")).contains("ST_WRITE_TO_STATIC_FROM_INSTANCE_METHOD"));
        assertEquals(Set.of("MemberName"), rules(outcomes.get("style.checkstyle")));
        String message = outcomes.get("style.design").message();
        assertTrue(message.startsWith("the design rules: 8 findings of 7 rules\n"), message);
        assertTrue(message.contains("SolverCallsToString (2 times: Solver.java:34, Solver.java:39): "),
                message);
        assertTrue(message.contains("the Solver's memory"), "an apostrophe survives PMD's formatting: " + message);
    }

    /** PMD's rules and the design rules in one analysis find what each finds in its own. */
    @Test
    void oneAnalysisForPmdAndTheDesignRulesFindsWhatTwoFind() throws Exception {
        StyleInput input = compiled("style-design-rules");
        StyleRules rules = graders();
        PmdTool pmd = (PmdTool) StylePass.create(StyleCheck.PMD, rules.of(StyleCheck.PMD));
        PmdTool design = (PmdTool) StylePass.create(StyleCheck.DESIGN, rules.of(StyleCheck.DESIGN));
        Map<PmdTool, List<StyleFinding>> together = PmdTool.together(input, List.of(pmd, design));
        assertEquals(Set.copyOf(pmd.findings(input)), Set.copyOf(together.get(pmd)));
        assertEquals(Set.copyOf(design.findings(input)), Set.copyOf(together.get(design)));
        assertFalse(together.get(design).isEmpty(), "the fixture breaks every design rule");
    }

    @Test
    void theSampleBreaksNoDesignRuleAndTheToolsPrintNothing() throws Exception {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Map<String, CheckOutcome> outcomes;
        try (PrintStream capture = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            System.setOut(capture);
            System.setErr(capture);
            outcomes = run(graders(), compiled("correct-reference"), FREE);
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8));
        assertEquals(Status.PASSED, outcomes.get("style.design").status());
        assertEquals(Status.PASSED, outcomes.get("style.checkstyle").status());
    }

    /** Our own reference Board and Solver, graded as a submission, pass every tool with the rule files we ship. */
    @Test
    void theReferenceModulesBoardAndSolverPassEveryTool() throws Exception {
        Path reference = Path.of(System.getProperty("npuzzle.reference.sources",
                "../reference/src/main/java/npuzzle/reference"));
        Path folder = Files.createDirectories(dir.resolve("reference"));
        for (String file : List.of("Board.java", "Solver.java")) {
            Files.copy(reference.resolve(file), folder.resolve(file));
        }
        Submission submission = SourceLocator.locate(List.of(folder));
        CompileResult result = new StudentCompiler(List.of()).compile(submission, dir.resolve("classes"));
        assertFalse(result.classDirs().isEmpty(), "the reference compiles: " + result.diagnostics());
        Map<String, CheckOutcome> outcomes = run(graders(), new StyleInput(submission, result.classDirs(), List.of()),
                FREE);
        for (StyleCheck check : StyleCheck.values()) {
            assertEquals(Status.PASSED, outcomes.get(check.id()).status(), check.id() + ": "
                    + outcomes.get(check.id()).message());
        }
    }

    @Test
    void sourcesThatDoNotCompileStillGetCheckstyleAndPmd() throws Exception {
        Map<String, CheckOutcome> outcomes = run(graders(), compiled("does-not-compile"), FREE);
        for (String id : List.of("style.pmd", "style.checkstyle", "style.design")) {
            assertTrue(Set.of(Status.PASSED, Status.ADVICE).contains(outcomes.get(id).status()), id + ": "
                    + outcomes.get(id));
            assertTrue(outcomes.get(id).ran(), id);
        }
    }

    /** Princeton's versions read Princeton's Checkstyle file, which adds HiddenField to the course's rules. */
    @Test
    void princetonsVersionsFindALocalThatHidesAField() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("hidden"));
        Files.writeString(folder.resolve("Board.java"), """
                public final class Board {
                    private final int n;

                    public Board(int[][] tiles) {
                        n = tiles.length;
                    }

                    public int size() {
                        int n = this.n;
                        return n;
                    }
                }
                """);
        Submission submission = SourceLocator.locate(List.of(folder));
        StyleInput input = new StyleInput(submission, List.of(), List.of());
        List<StyleCheck> checkstyle = List.of(StyleCheck.CHECKSTYLE);
        CheckOutcome course = new StylePass(graders(), check -> FREE).run(input, checkstyle).get("style.checkstyle");
        CheckOutcome princeton = new StylePass(StyleRules.of(Assignment.PRINCETON_COURSERA, Map.of()), check -> FREE)
                .run(input, checkstyle).get("style.checkstyle");
        assertEquals(Status.PASSED, course.status(), course.message());
        assertEquals(List.of(new StyleFinding("Board.java", 9, "HiddenField",
                "'n' hides a field.")), princeton.findings());
    }

    @Test
    void aToolThatThrowsIsAnErrorAndTheOthersGoOn() throws Exception {
        Map<StyleCheck, RuleFile> files = new EnumMap<>(graders().files());
        files.put(StyleCheck.PMD, new RuleFile("broken-pmd.xml", "<ruleset"));
        Map<String, CheckOutcome> outcomes = run(new StyleRules(files), compiled("style-design-rules"), FREE);
        assertEquals(Status.ERROR, outcomes.get("style.pmd").status());
        assertTrue(outcomes.get("style.pmd").message().startsWith("PMD could not finish: "),
                outcomes.get("style.pmd").message());
        assertEquals(Status.ADVICE, outcomes.get("style.design").status(), "worth no points: advice");
        assertEquals(Status.ADVICE, outcomes.get("style.checkstyle").status());
    }

    @Test
    void aToolOutOfTimeIsAnError() throws Exception {
        Map<String, CheckOutcome> outcomes = run(graders(), compiled("style-design-rules"),
                new StylePass.Setting(0, null, 0));
        outcomes.values().forEach(outcome -> {
            assertEquals(Status.ERROR, outcome.status(), outcome.id());
            assertTrue(outcome.message().endsWith("did not finish within 0 s"), outcome.message());
        });
    }

    @Test
    void findingsAreAdviceWhileTheCheckIsWorthNothingAndAFailureOnceItIsWorthPoints() {
        List<StyleFinding> one = List.of(new StyleFinding("Board.java", 1, "A", "a"));
        assertEquals(Status.ADVICE, StyleOutcome.of(StyleCheck.PMD, one, 0, Optional.empty(), 0).status());
        assertEquals(Status.FAILED, StyleOutcome.of(StyleCheck.PMD, one, 1, Optional.empty(), 0).status());
        assertEquals(Status.PASSED, StyleOutcome.of(StyleCheck.PMD, List.of(), 0, Optional.empty(), 0).status());
    }

    @Test
    void eachFindingCostsWhatTheConfigSaysUpToThePoints() {
        List<StyleFinding> three = List.of(new StyleFinding("Board.java", 1, "A", "a"),
                new StyleFinding("Board.java", 2, "A", "a"), new StyleFinding("Solver.java", 3, "B", "b"));
        assertEquals(0.25, StyleOutcome.of(StyleCheck.PMD, three, 2, Optional.of(0.5), 0).fraction());
        assertEquals(0, StyleOutcome.of(StyleCheck.PMD, three, 1, Optional.of(0.5), 0).fraction());
        assertEquals(0, StyleOutcome.of(StyleCheck.PMD, three, 2, Optional.empty(), 0).fraction());
        CheckOutcome clean = StyleOutcome.of(StyleCheck.PMD, List.of(), 2, Optional.of(0.5), 0);
        assertEquals(Status.PASSED, clean.status());
        assertFalse(clean.findings().iterator().hasNext());
    }
}
