package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.sandbox.CheckProgress;
import npuzzle.grader.sandbox.SandboxResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A grading keeps only undisturbed runs, and a disturbed run that reused outcomes runs every check again. */
class LastGradingTests {
    @TempDir
    Path work;

    @Test
    void aRunThatAStopDisturbedAfterReusingRunsEveryCheckAgainAndIsNotKept() throws Exception {
        LastGrading last = new LastGrading();
        GradingKey key = ReusedChecksTests.key(1);
        CompiledClasses classes = ReusedChecksTests.compile(work, ReusedChecksTests.sources());
        List<String> all = key.spec().checkIds();
        List<List<String>> ran = new ArrayList<>();

        LastGrading.Run first = last.run(key, classes, key.spec(), 3, runner(ran, true), CheckProgress.NONE);
        assertEquals(List.of(all), ran);
        assertEquals(Optional.empty(), first.reuse());

        LastGrading.Run unchanged = last.run(key, classes, key.spec(), 3, runner(ran, true), CheckProgress.NONE);
        assertEquals(List.of(), ran.get(1), "the same classes: every outcome is reused");
        assertEquals(Optional.of("re-graded 0 of 3 checks: the compiled classes are unchanged"), unchanged.reuse());
        assertEquals(first.result().outcomes(), unchanged.result().outcomes());

        LastGrading.Run disturbed = last.run(key, classes, key.spec(), 3, runner(ran, false), CheckProgress.NONE);
        assertEquals(List.of(List.of(), all), ran.subList(2, 4), "reused, disturbed, then run whole");
        assertEquals(Optional.empty(), disturbed.reuse());

        last.run(key, classes, key.spec(), 3, runner(ran, true), CheckProgress.NONE);
        assertEquals(all, ran.get(4), "nothing of a disturbed run is kept");
    }

    /** Returns a runner that records the checks it is asked to run and passes them, disturbed or not. */
    private static LastGrading.Runner runner(List<List<String>> ran, boolean undisturbed) {
        return (spec, folder) -> {
            ran.add(spec.checkIds());
            Map<String, CheckOutcome> outcomes = new HashMap<>();
            for (String id : spec.checkIds()) {
                outcomes.put(id, new CheckOutcome(id, Status.PASSED, 1, null, null, null, 5));
            }
            return new SandboxResult(outcomes, List.of(), "", 1, 0, 0, undisturbed);
        };
    }
}
