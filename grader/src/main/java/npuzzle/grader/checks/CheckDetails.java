package npuzzle.grader.checks;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

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
 * @param causes the inputs that earned nothing because the check could not judge them, counted by the check that
 *     charges what went wrong on them (another check's id); the other inputs that did not pass are this check's own
 * @param call the student's method that gave the wrong answer on the input, where the check asks several (a board's
 *     answers that change after other calls): {@code Board.neighbors()}, as {@code judged-methods.json} names methods;
 *     or null
 */
public record CheckDetails(String input, String expected, String actual, String hint, int passed, int total,
        Replay replay, Map<String, Integer> causes, String call) {
    public CheckDetails {
        causes = causes == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(causes));
        int unjudged = causes.values().stream().mapToInt(Integer::intValue).sum();
        if (total < 1 || passed < 0 || passed + unjudged > total) {
            throw new IllegalArgumentException("need 0 <= passed, passed + not judged <= total and total >= 1, got "
                    + passed + " + " + unjudged + " of " + total);
        }
    }

    /** Returns details that name no call. */
    public CheckDetails(String input, String expected, String actual, String hint, int passed, int total,
            Replay replay, Map<String, Integer> causes) {
        this(input, expected, actual, hint, passed, total, replay, causes, null);
    }

    /** Returns details without a replay, every input judged. */
    public CheckDetails(String input, String expected, String actual, String hint, int passed, int total) {
        this(input, expected, actual, hint, passed, total, null, null);
    }

    /** Returns these details with another replay (null for none). */
    public CheckDetails withReplay(Replay other) {
        return new CheckDetails(input, expected, actual, hint, passed, total, other, causes, call);
    }

    /** Returns the details of a check that judged none of its {@code total} inputs, all for {@code cause}. */
    public static CheckDetails notJudged(String cause, int total) {
        return new CheckDetails(null, null, null, null, 0, total, null, Map.of(cause, total));
    }

    /** Returns the details of a single-input check that failed. */
    public static CheckDetails single(String input, String expected, String actual, String hint) {
        return new CheckDetails(input, expected, actual, hint, 0, 1);
    }

    /** Returns how many inputs failed on the check's own: neither passed nor charged to another check. */
    public int ownFailures() {
        return total - passed - causes.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** Returns the fraction of the check's points earned, {@code passed / total}. */
    public double fraction() {
        return (double) passed / total;
    }
}
