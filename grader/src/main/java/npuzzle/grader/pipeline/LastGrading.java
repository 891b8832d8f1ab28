package npuzzle.grader.pipeline;

import java.io.IOException;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.sandbox.CheckProgress;
import npuzzle.grader.sandbox.SandboxResult;
import npuzzle.grader.sandbox.child.ChildSpec;

/**
 * The last grading of a series of gradings of one submission ({@code check --watch}), kept as data (its key, its
 * classes, its checks' outcomes in the child JVM, never an object of the student's code) so that the next grading
 * runs only the checks whose outcomes may have changed ({@link ReusedChecks}). Only an undisturbed run is kept: a
 * stopped check can spoil the shared work of others, so a run that a stop disturbed after reusing outcomes runs every
 * check again.
 */
public final class LastGrading {
    /** One grading's key, classes and child outcomes, all of undisturbed runs. */
    record Graded(GradingKey key, CompiledClasses classes, Map<String, CheckOutcome> outcomes) {
        Graded {
            outcomes = Map.copyOf(outcomes);
        }
    }

    /** The child outcomes of a grading, and the line that says what it reused, if it did. */
    record Run(SandboxResult result, Optional<String> reuse) {
    }

    /** Runs some of a spec's checks in child JVMs, in a scratch folder of the given name. */
    interface Runner {
        SandboxResult run(ChildSpec spec, String folder) throws IOException, InterruptedException;
    }

    private Graded graded;

    /**
     * Runs the checks of {@code spec} that the last grading's outcomes do not answer, and keeps this grading for the
     * next.
     *
     * @param checks how many checks the grading has, the parent's and the style checks included
     */
    Run run(GradingKey key, CompiledClasses classes, ChildSpec spec, int checks, Runner runner,
            CheckProgress progress) throws IOException, InterruptedException {
        ReusedChecks reused = last().map(earlier -> ReusedChecks.of(earlier, key, classes)).orElse(ReusedChecks.NONE);
        reused.outcomes().keySet().forEach(progress::finished);
        Set<String> rest = new HashSet<>(spec.checkIds());
        rest.removeAll(reused.outcomes().keySet());
        SandboxResult run = runner.run(spec.onlyChecks(rest, spec.probe(), Map.of()), "run");
        if (!run.undisturbed() && !reused.isEmpty()) {
            reused = ReusedChecks.NONE;
            run = runner.run(spec, "run-all");
        }
        run = run.withOutcomes(reused.outcomes());
        keep(run.undisturbed() ? new Graded(key, classes, run.outcomes()) : null);
        return new Run(run, reused.isEmpty() ? Optional.empty() : Optional.of(reused.note(checks)));
    }

    private synchronized Optional<Graded> last() {
        return Optional.ofNullable(graded);
    }

    private synchronized void keep(Graded graded) {
        this.graded = graded;
    }
}
