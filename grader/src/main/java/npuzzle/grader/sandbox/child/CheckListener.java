package npuzzle.grader.sandbox.child;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.checks.CheckNotes;
import npuzzle.grader.cost.runtime.StudentRandomness;
import npuzzle.grader.report.Status;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Turns the launcher's callbacks into channel events, one CheckStarted and one CheckFinished per check; a passed
 * check's {@link CheckNotes} become its message. A check class that fails or is skipped as a whole marks each of its
 * unfinished checks as error or skipped, so that no check silently disappears. A check that leaves more threads
 * running than allowed is an error, and the child then ends so that the parent goes on in a fresh one. Each check
 * starts with the student's randomness reseeded by the grading seed and its id ({@link StudentRandomness}), and a check
 * that did not pass after student code drew random numbers says that its result depends on them.
 */
final class CheckListener implements TestExecutionListener {
    /** What a check that did not pass says when the student's code drew random numbers during it. */
    static final String RANDOM_CHOICES = " (this result depends on the random choices your code made, such as a "
            + "random twin: the grader seeds them from the grading seed, so grading again gives the same result, and "
            + "another seed may give another)";
    private final EventSink sink;
    private final OutputCapture capture;
    private final ResultMapper mapper;
    private final Map<String, String> stubbed;
    private final ThreadCensus threads;
    private final CheckNotes notes;
    private final int maxThreads;
    private final Runnable end;
    private final long seed;
    private final Set<String> finished = new HashSet<>();
    private TestPlan plan;
    private volatile String running;

    /**
     * @param notes the notes the checks leave, taken as each check finishes
     * @param stubbed why each class with stubbed constructors is stubbed: a check that calls one is a timeout
     * @param threads the census of the threads the checks start
     * @param maxThreads how many threads a check may leave running
     * @param end ends the child JVM (after a check left too many threads running)
     * @param seed the grading seed, which each check's randomness is derived from
     */
    CheckListener(EventSink sink, OutputCapture capture, ResultMapper mapper, CheckNotes notes,
            Map<String, String> stubbed, ThreadCensus threads, int maxThreads, Runnable end, long seed) {
        this.seed = seed;
        this.notes = notes;
        this.stubbed = Map.copyOf(stubbed);
        this.sink = sink;
        this.capture = capture;
        this.mapper = mapper;
        this.threads = threads;
        this.maxThreads = maxThreads;
        this.end = end;
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
    }

    @Override
    public void executionStarted(TestIdentifier test) {
        Optional<String> id = checkId(test);
        if (id.isPresent()) {
            System.clearProperty(ConstructorStub.CALLED);
            notes.take(); // a note left by a check that did not pass
            capture.startCheck();
            running = id.get();
            StudentRandomness.startCheck(seed, id.get());
            sink.send(new ChildEvent.CheckStarted(id.get()));
        }
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        Optional<String> id = checkId(test);
        if (id.isPresent()) {
            String output = capture.finishCheck();
            String note = notes.take();
            int leftOver = threads.leftOver();
            if (leftOver > maxThreads) {
                finish(new ChildEvent.CheckFinished(id.get(), Status.ERROR, 0, "started " + leftOver
                        + " thread(s) that did not stop (at most " + maxThreads + " may be left running)", null,
                        output));
                end.run();
                return;
            }
            String stub = System.getProperty(ConstructorStub.CALLED);
            // a check that passed all the same did not judge what the stub stood for (it says so in its note)
            if (stub != null && stubbed.containsKey(stub) && result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                finish(new ChildEvent.CheckFinished(id.get(), Status.TIMEOUT, 0, stubbed.get(stub), null, output));
                return;
            }
            try {
                finish(withRandomness(withNote(chargeStub(mapper.map(id.get(), result, output)), note)));
            } catch (RuntimeException e) { // e.g. a student's exception whose getMessage() throws
                finish(new ChildEvent.CheckFinished(id.get(), Status.ERROR, 0,
                        "the grader could not read this check's result: " + e.getClass().getName(), null, output));
            }
        } else if (result.getStatus() == TestExecutionResult.Status.FAILED) {
            String why = "the check class " + test.getDisplayName() + " failed: "
                    + mapper.describe(result.getThrowable().orElse(null));
            forEachCheckUnder(test, check -> finish(new ChildEvent.CheckFinished(check, Status.ERROR, 0, why, null,
                    null)));
        }
    }

    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        forEachCheckUnder(test, check -> finish(new ChildEvent.CheckFinished(check, Status.SKIPPED, 0, reason, null,
                null)));
    }

    /**
     * Returns a timeout if the check's result names a stubbed constructor's reason: the check reused what an earlier
     * call of the stub threw (e.g. a cached Solver run), and it would have hung too.
     */
    private ChildEvent.CheckFinished chargeStub(ChildEvent.CheckFinished event) {
        if (event.status() == Status.PASSED) {
            return event;
        }
        String text = event.message() + (event.details() == null ? "" : " " + event.details().actual());
        for (String reason : stubbed.values()) {
            if (text.contains(reason)) {
                return new ChildEvent.CheckFinished(event.id(), Status.TIMEOUT, 0, reason, null, event.output());
            }
        }
        return event;
    }

    /** Returns a passed check's event with {@code note} as its message; a check that did not pass keeps its own. */
    private static ChildEvent.CheckFinished withNote(ChildEvent.CheckFinished event, String note) {
        if (event.status() != Status.PASSED || note == null) {
            return event;
        }
        return new ChildEvent.CheckFinished(event.id(), event.status(), event.fraction(), ResultMapper.cap(note),
                event.details(), event.output());
    }

    /**
     * Returns the event of a check that did not pass with a sentence saying that student code drew random numbers
     * during it, if it did: another grading seed may give another result, the same seed always this one.
     */
    private static ChildEvent.CheckFinished withRandomness(ChildEvent.CheckFinished event) {
        if (event.status() == Status.PASSED || !StudentRandomness.drawn()) {
            return event;
        }
        return new ChildEvent.CheckFinished(event.id(), event.status(), event.fraction(), ResultMapper.cap(
                (event.message() == null ? "" : event.message()) + RANDOM_CHOICES), event.details(), event.output());
    }

    /** Reports the running check as an error with the given cause: the JVM is about to die. */
    void crashed(String cause) {
        String id = running;
        if (id != null) {
            finish(new ChildEvent.CheckFinished(id, Status.ERROR, 0, cause, null, capture.finishCheck()));
        }
    }

    private void finish(ChildEvent.CheckFinished event) {
        if (finished.add(event.id())) {
            running = null;
            sink.send(event);
        }
    }

    private void forEachCheckUnder(TestIdentifier node, java.util.function.Consumer<String> action) {
        checkId(node).ifPresent(action);
        if (plan != null) {
            for (TestIdentifier descendant : plan.getDescendants(node)) {
                checkId(descendant).ifPresent(action);
            }
        }
    }

    private static Optional<String> checkId(TestIdentifier test) {
        return test.isTest() ? CheckIds.of(test.getSource()) : Optional.empty();
    }
}
