package npuzzle.grader.sandbox.child;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.report.Status;
import org.junit.platform.engine.TestExecutionResult;

/**
 * Maps a JUnit result to a check's outcome: passed; a {@link CheckFailure} is failed with its details and partial
 * credit; another AssertionError is failed; any other throwable is an error naming the exception and the top
 * frames of the student's code; aborted is skipped.
 */
final class ResultMapper {
    private static final int FRAMES = 5;

    private final Predicate<String> studentClass;

    ResultMapper(Predicate<String> studentClass) {
        this.studentClass = studentClass;
    }

    ChildEvent.CheckFinished map(String id, TestExecutionResult result, String output) {
        Throwable thrown = result.getThrowable().orElse(null);
        return switch (result.getStatus()) {
            case SUCCESSFUL -> new ChildEvent.CheckFinished(id, Status.PASSED, 1, null, null, output);
            case ABORTED -> new ChildEvent.CheckFinished(id, Status.SKIPPED, 0,
                    thrown == null ? "skipped" : String.valueOf(thrown.getMessage()), null, output);
            case FAILED -> failed(id, thrown, output);
        };
    }

    private ChildEvent.CheckFinished failed(String id, Throwable thrown, String output) {
        if (thrown instanceof CheckFailure failure) {
            CheckDetails details = failure.details();
            double fraction = details == null ? 0 : Math.min(details.fraction(), 1);
            return new ChildEvent.CheckFinished(id, Status.FAILED, fraction, failure.getMessage(), details, output);
        }
        if (thrown instanceof AssertionError) {
            String message = thrown.getMessage() == null ? thrown.toString() : thrown.getMessage();
            return new ChildEvent.CheckFinished(id, Status.FAILED, 0, message, null, output);
        }
        return error(id, thrown, output);
    }

    /** Returns an error outcome naming the exception (unwrapped from reflection) and the student's frames. */
    ChildEvent.CheckFinished error(String id, Throwable thrown, String output) {
        return new ChildEvent.CheckFinished(id, Status.ERROR, 0, describe(thrown), null, output);
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
        return thrown.toString();
    }

    private List<String> studentFrames(Throwable thrown) {
        List<String> frames = new ArrayList<>();
        for (StackTraceElement frame : thrown.getStackTrace()) {
            if (studentClass.test(frame.getClassName())) {
                frames.add(frame.toString());
                if (frames.size() == FRAMES) {
                    break;
                }
            }
        }
        return frames;
    }
}
