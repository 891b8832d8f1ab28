package npuzzle.grader.checks.property;

/**
 * Thrown by a property for an input it does not judge, because another check already charges what went wrong on
 * it (the search did not finish, the student's Board is wrong on it): the input counts neither as passed nor as
 * failed, and the check says once how many inputs were not judged and why.
 */
public final class NotJudged extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** @param reason why, naming the check that charges it: "the search did not finish (see solver.moves.optimal)" */
    public NotJudged(String reason) {
        super(reason, null, false, false);
    }

    public String reason() {
        return getMessage();
    }
}
