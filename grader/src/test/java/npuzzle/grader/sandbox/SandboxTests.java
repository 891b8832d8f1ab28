package npuzzle.grader.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.report.Status;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs fixture checks in real child JVMs: every outcome, a failing check class, exit, endless loop, floods. */
class SandboxTests {
    private static final String PIPELINE = "npuzzle.grader.fixture.PipelineFixtureChecks";
    private static final String HOSTILE = "npuzzle.grader.fixture.HostileFixtureChecks";
    private static final String BROKEN = "npuzzle.grader.fixture.BrokenFixtureChecks";

    @TempDir
    static Path dir;
    private static CompileResult compiled;

    @BeforeAll
    static void compileTheFixture() throws Exception {
        compiled = FixtureSubmission.compile(dir);
        assertTrue(compiled.solver().isPresent(), compiled.diagnostics().toString());
    }

    private static SandboxResult run(String name, List<String> classes, List<String> ids,
            Map<String, Duration> timeouts) throws Exception {
        return run(name, classes, ids, timeouts, Duration.ofSeconds(60));
    }

    private static SandboxResult run(String name, List<String> classes, List<String> ids,
            Map<String, Duration> timeouts, Duration deadline) throws Exception {
        SandboxConfig usual = SandboxConfig.ofThisJvm(dir.resolve(name), deadline);
        SandboxConfig config = new SandboxConfig(usual.java(), usual.classPath(), "64m", usual.stackSize(),
                usual.startTimeout(), usual.runDeadline(), usual.maxChildren(), usual.scratch(), usual.outputCap());
        return new SandboxRunner(config).run(FixtureSubmission.spec(compiled, classes, ids), timeouts);
    }

    @Test
    void eachOutcomeIsMappedAsTheContractSays() throws Exception {
        List<String> ids = List.of("fixture.passes", "fixture.notes", "fixture.note-then-fails",
                "fixture.fails-with-details", "fixture.plain-assertion",
                "fixture.error", "fixture.skipped", "fixture.prints", "fixture.stack", "fixture.reference-board",
                "fixture.isolation", "broken.one", "broken.two");
        SandboxResult result = run("pipeline", List.of(PIPELINE, BROKEN), ids, Map.of());
        Map<String, CheckOutcome> outcomes = result.outcomes();
        assertEquals(ids.size(), outcomes.size());

        assertEquals(Status.PASSED, outcomes.get("fixture.passes").status());
        assertEquals(1.0, outcomes.get("fixture.passes").fraction());
        assertNull(outcomes.get("fixture.passes").message());
        // a passed check's notes are its message; a failed check's message is its failure's
        assertEquals(Status.PASSED, outcomes.get("fixture.notes").status());
        assertEquals("not judged here; nor there", outcomes.get("fixture.notes").message());
        assertEquals(Status.FAILED, outcomes.get("fixture.note-then-fails").status());
        assertTrue(outcomes.get("fixture.note-then-fails").message().startsWith("one is not two"),
                outcomes.get("fixture.note-then-fails").message());

        CheckOutcome details = outcomes.get("fixture.fails-with-details");
        assertEquals(Status.FAILED, details.status());
        assertEquals(0.75, details.fraction());
        assertEquals("hamming() is wrong on 1 of 4 boards", details.message());
        assertEquals("42", details.details().actual());
        assertEquals(" 4  1  3\n    2  6\n 7  5  8", details.details().input());

        CheckOutcome plain = outcomes.get("fixture.plain-assertion");
        assertEquals(Status.FAILED, plain.status());
        assertEquals(0.0, plain.fraction());
        assertTrue(plain.message().startsWith("one is not two"), plain.message());

        CheckOutcome error = outcomes.get("fixture.error");
        assertEquals(Status.ERROR, error.status());
        assertTrue(error.message().startsWith("java.lang.ArrayIndexOutOfBoundsException"), error.message());
        assertTrue(error.message().contains("at Board.tileAt(Board.java:8)"), error.message());

        assertEquals(Status.SKIPPED, outcomes.get("fixture.skipped").status());
        assertEquals("Solver.java was not found", outcomes.get("fixture.skipped").message());

        CheckOutcome stack = outcomes.get("fixture.stack");
        assertEquals(Status.ERROR, stack.status());
        assertTrue(stack.message().contains("StackOverflowError"), stack.message());
        String recursion = "(?s).*at Board.recurse\\(Board.java:\\d+\\) \\(and \\d+ more calls of it\\)";
        assertTrue(stack.message().matches(recursion), stack.message());

        // a flood of lines that look like events saying fixture.error passed: capped, and only the channel counts
        CheckOutcome prints = outcomes.get("fixture.prints");
        assertEquals(Status.PASSED, prints.status());
        assertTrue(prints.output().length() < 4096 + 100, "kept " + prints.output().length());
        assertTrue(prints.output().endsWith("more bytes were not kept]"), prints.output());
        assertNull(error.output());

        assertEquals(Status.PASSED, outcomes.get("fixture.reference-board").status(),
                outcomes.get("fixture.reference-board").message());
        // a check class whose set-up fails: each of its checks is an error, none is dropped
        for (String id : List.of("broken.one", "broken.two")) {
            assertEquals(Status.ERROR, outcomes.get(id).status(), id);
            assertTrue(outcomes.get(id).message().contains("set-up broke"), outcomes.get(id).message());
        }

        assertEquals(Status.PASSED, outcomes.get("fixture.isolation").status(),
                outcomes.get("fixture.isolation").message());
        assertEquals(1, result.childrenStarted());
        assertEquals(List.of(), result.incidents());
    }

    /**
     * A check's limit counts CPU time while it computes (a busy machine does not take that away), and wall time while
     * it waits: a check that waits past its limit is stopped then, and its message says it was waiting.
     */
    @Test
    void aCheckThatWaitsInsteadOfComputingIsStoppedAtItsLimitInWallTime() throws Exception {
        Map<String, Duration> limits = Map.of("hostile.wait", Duration.ofSeconds(3), "hostile.blocked",
                Duration.ofSeconds(1));
        SandboxResult result = run("waiting", List.of(HOSTILE), List.of("hostile.wait", "hostile.blocked"), limits);
        CheckOutcome waited = result.outcomes().get("hostile.wait");
        assertEquals(Status.PASSED, waited.status(), waited.message());
        CheckOutcome blocked = result.outcomes().get("hostile.blocked");
        assertEquals(Status.TIMEOUT, blocked.status());
        assertTrue(blocked.message().startsWith("waited 1 s without computing (it used "), blocked.message());
        assertTrue(blocked.durationMs() >= 1_000 && blocked.durationMs() < 30_000, blocked.durationMs() + " ms");
    }

    @Test
    void exitAndAnEndlessLoopAreChargedToTheirChecksAndTheRestRunInFreshChildren() throws Exception {
        List<String> ids = List.of("hostile.exit", "hostile.after-exit", "hostile.loop", "hostile.raw-output",
                "hostile.memory");
        SandboxResult result = run("hostile", List.of(HOSTILE), ids, Map.of("hostile.loop", Duration.ofSeconds(1)));
        Map<String, CheckOutcome> outcomes = result.outcomes();

        CheckOutcome exit = outcomes.get("hostile.exit");
        assertEquals(Status.ERROR, exit.status());
        assertTrue(exit.message().contains("exited with status 3"), exit.message());

        CheckOutcome loop = outcomes.get("hostile.loop");
        assertEquals(Status.TIMEOUT, loop.status());
        assertEquals("did not finish within 1 s of CPU time (an endless loop, or far too slow)", loop.message());

        CheckOutcome memory = outcomes.get("hostile.memory");
        assertEquals(Status.ERROR, memory.status());
        assertEquals("ran out of memory: the child JVM's heap limit was reached", memory.message());

        assertEquals(Status.PASSED, outcomes.get("hostile.after-exit").status());
        assertEquals(Status.PASSED, outcomes.get("hostile.raw-output").status());
        assertEquals(3, result.childrenStarted());
        // 20000 lines of fake scores went to the real stdout: kept up to the cap, and changed nothing
        assertTrue(result.childOutput().length() < SandboxConfig.DEFAULT_OUTPUT_CAP + 100);
        assertTrue(result.childOutput().endsWith("more bytes were not kept]"));
    }

    /** Work that ran a check out of time is not run again: the checks that need it are not judged, charged to it. */
    @Test
    void sharedWorkThatRanOutOfTimeIsNotRunAgain() throws Exception {
        List<String> ids = List.of("shared.first", "shared.unrelated", "shared.second", "shared.third");
        Map<String, Duration> limits = new java.util.HashMap<>();
        ids.forEach(id -> limits.put(id, Duration.ofSeconds(1)));
        SandboxResult result = run("shared", List.of("npuzzle.grader.fixture.SharedWorkFixtureChecks"), ids, limits);
        CheckOutcome first = result.outcomes().get("shared.first");
        assertEquals(Status.TIMEOUT, first.status());
        assertTrue(first.message().contains("which are not run again: the checks that need them are not judged,"
                + " charged to this check"), first.message());
        assertEquals(Status.PASSED, result.outcomes().get("shared.unrelated").status());
        for (String id : List.of("shared.second", "shared.third")) {
            CheckOutcome outcome = result.outcomes().get(id);
            assertEquals(Status.FAILED, outcome.status(), outcome.message());
            assertTrue(outcome.message().contains("(charged by shared.first)"), outcome.message());
            assertTrue(outcome.durationMs() < 1_000, outcome.durationMs() + " ms: the work ran again");
            assertEquals(Map.of("shared.first", 1), outcome.details().causes(), outcome.toString());
        }
        assertEquals(2, result.childrenStarted(), "one child stopped in the work, one for the rest");
    }

    @Test
    void theWholeRunDeadlineStopsAnEndlessCheckAndLeavesTheRestTimedOut() throws Exception {
        SandboxResult result = run("deadline", List.of(HOSTILE), List.of("hostile.loop", "hostile.raw-output"),
                Map.of("hostile.loop", Duration.ofSeconds(60)), Duration.ofSeconds(3));
        // on a loaded machine the child may not even reach the loop in 3 s: either way nothing passes
        for (CheckOutcome outcome : result.outcomes().values()) {
            assertEquals(Status.TIMEOUT, outcome.status(), outcome.id());
            assertTrue(outcome.message().contains("the run's deadline passed (3 s)"), outcome.message());
        }
        assertEquals(2, result.outcomes().size());
        assertEquals(1, result.childrenStarted());
    }
}
