package npuzzle.grader.checks.student;

/**
 * Thrown when a student's class lacks a constructor or method a check needs; an {@link AssertionError}, so the
 * check is failed (not an error) with the exact signature that was expected.
 */
public final class MissingMemberError extends AssertionError {
    private static final long serialVersionUID = 1L;

    MissingMemberError(Class<?> type, String signature, String found) {
        super(type.getSimpleName() + " has no " + signature + (found == null ? "" : " (found " + found + ")"));
    }
}
