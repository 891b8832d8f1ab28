package npuzzle.grader.sandbox.child;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.CheckNotes;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.grader.report.Status;
import org.junit.platform.engine.TestExecutionResult;

/**
 * Maps a JUnit result to a check's outcome: passed; a {@link CheckFailure} is failed with its details and partial
 * credit; another AssertionError is failed; any other throwable is an error naming the exception and the top
 * frames of the student's code; aborted is skipped.
 */
final class ResultMapper {
    private static final int FRAMES = 5;
    /** The longest message or detail kept: a student's toString() may return megabytes. */
    static final int TEXT_CAP = 16 * 1024;

    private final Predicate<String> studentClass;
    private final CheckNotes notes;

    ResultMapper(Predicate<String> studentClass, CheckNotes notes) {
        this.studentClass = studentClass;
        this.notes = notes;
    }

    ChildEvent.CheckFinished map(String id, TestExecutionResult result, String output) {
        Throwable thrown = result.getThrowable().orElse(null);
        return switch (result.getStatus()) {
            case SUCCESSFUL -> new ChildEvent.CheckFinished(id, Status.PASSED, 1, cap(notes.take()), null, output);
            case ABORTED -> new ChildEvent.CheckFinished(id, Status.SKIPPED, 0,
                    thrown == null ? "skipped" : String.valueOf(thrown.getMessage()).replaceFirst(
                            "^Assumption failed: ", ""), null, output);
            case FAILED -> failed(id, thrown, output);
        };
    }

    private ChildEvent.CheckFinished failed(String id, Throwable thrown, String output) {
        if (thrown instanceof CheckFailure failure) {
            CheckDetails d = failure.details();
            double fraction = d == null ? 0 : Math.min(d.fraction(), 1);
            CheckDetails capped = d == null ? null : new CheckDetails(cap(d.input()), cap(d.expected()),
                    cap(d.actual()), cap(d.hint()), d.passed(), d.total(), d.replay(), d.causes(), cap(d.call()));
            return new ChildEvent.CheckFinished(id, Status.FAILED, fraction, cap(failure.getMessage()), capped,
                    output);
        }
        if (WorkLimit.passed(thrown)) {
            return new ChildEvent.CheckFinished(id, Status.TIMEOUT, 0, unfinished(thrown), null, output);
        }
        if (thrown instanceof AssertionError) {
            String message = thrown.getMessage() == null ? headline(thrown) : thrown.getMessage();
            return new ChildEvent.CheckFinished(id, Status.FAILED, 0, cap(message), null, output);
        }
        return error(id, thrown, output);
    }

    /** Returns an error outcome naming the exception (unwrapped from reflection) and the student's frames. */
    ChildEvent.CheckFinished error(String id, Throwable thrown, String output) {
        return new ChildEvent.CheckFinished(id, Status.ERROR, 0, cap(describe(thrown)), null, output);
    }

    /** Returns what a student reads when the code a check called passed its limit of counted work. */
    private static String unfinished(Throwable thrown) {
        String call = null;
        for (Throwable t = thrown; t != null && call == null; t = t.getCause()) {
            call = t instanceof StudentException student ? student.call() : null;
        }
        return (call == null ? "your code" : call) + " did not finish within its limit of counted work (an endless "
                + "loop, or far too slow?)";
    }

    static String cap(String text) {
        if (text == null || text.length() <= TEXT_CAP) {
            return text;
        }
        return text.substring(0, TEXT_CAP) + "\n[truncated: " + (text.length() - TEXT_CAP) + " more characters]";
    }

    String describe(Throwable thrown) {
        if (thrown == null) {
            return "the check failed without an exception";
        }
        Throwable cause = thrown;
        while (cause instanceof InvocationTargetException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        StringBuilder text = new StringBuilder(headline(cause));
        if (cause instanceof ExceptionInInitializerError && cause.getCause() != null) {
            text.append(" caused by ").append(headline(cause.getCause()));
            cause = cause.getCause();
        }
        for (String frame : studentFrames(cause)) {
            text.append("\n    at ").append(frame);
        }
        return text.toString();
    }

    private static String headline(Throwable thrown) {
        if (thrown instanceof StackOverflowError) {
            return "java.lang.StackOverflowError (a recursion that went too deep or never ends)";
        }
        try {
            return thrown.toString(); // a student's exception may override getMessage()
        } catch (RuntimeException | StackOverflowError e) {
            return thrown.getClass().getName() + " (its message could not be read: " + e.getClass().getName() + ")";
        }
    }

    /** Returns the top frames of the student's code, a run of one repeated frame (recursion) shown once. */
    private List<String> studentFrames(Throwable thrown) {
        List<String> frames = new ArrayList<>();
        String previous = null;
        int repeats = 0;
        for (StackTraceElement element : thrown.getStackTrace()) {
            String frame = element.toString();
            if (!studentClass.test(element.getClassName())) {
                continue;
            }
            if (frame.equals(previous)) {
                repeats++;
                continue;
            }
            if (repeats > 0) {
                frames.set(frames.size() - 1, previous + " (and " + repeats + " more calls of it)");
                repeats = 0;
            }
            if (frames.size() == FRAMES) {
                return frames;
            }
            frames.add(frame);
            previous = frame;
        }
        if (repeats > 0) {
            frames.set(frames.size() - 1, previous + " (and " + repeats + " more calls of it)");
        }
        return frames;
    }
}
