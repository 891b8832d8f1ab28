package npuzzle.grader.checks;

/**
 * The structured outcome of a failed check: the input that shows the failure (the smallest one found), what the
 * reference expected, what the student's code gave, a hint for the known mistake, k of m inputs passed, and for a
 * Solver check, the student's solution on that input to replay.
 *
 * @param input the failing input in the course's format (a board's toString, or a call sequence), or null
 * @param expected the reference's answer, or null
 * @param actual the student's answer (or the exception it threw), or null
 * @param hint what the likely mistake is, or null
 * @param passed inputs that passed
 * @param total inputs tried; {@code 0 <= passed <= total}, {@code total >= 1}
 * @param replay the student's solution() on the input, or null
 */
public record CheckDetails(String input, String expected, String actual, String hint, int passed, int total,
        Replay replay) {
    public CheckDetails {
        if (total < 1 || passed < 0 || passed > total) {
            throw new IllegalArgumentException("need 0 <= passed <= total and total >= 1, got " + passed + "/" + total);
        }
    }

    /** Returns details without a replay. */
    public CheckDetails(String input, String expected, String actual, String hint, int passed, int total) {
        this(input, expected, actual, hint, passed, total, null);
    }

    /** Returns these details with another replay (null for none). */
    public CheckDetails withReplay(Replay other) {
        return new CheckDetails(input, expected, actual, hint, passed, total, other);
    }

    /** Returns the details of a single-input check that failed. */
    public static CheckDetails single(String input, String expected, String actual, String hint) {
        return new CheckDetails(input, expected, actual, hint, 0, 1);
    }

    /** Returns the fraction of the check's points earned, {@code passed / total}. */
    public double fraction() {
        return (double) passed / total;
    }
}
