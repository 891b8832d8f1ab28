package npuzzle.grader.checks.property;

import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Thrown by a property for an input it cannot judge, because something another check charges went wrong on it (the
 * search did not finish, the student's Board is wrong on it): the input earns nothing, its loss is charged to that
 * check's cause, and the check says once how many inputs were not judged and why.
 */
public final class NotJudged extends RuntimeException {
    private static final long serialVersionUID = 1L;
    /** How a check that judged none of its inputs starts its message. */
    public static final String NOTHING_JUDGED = "nothing judged, so no point earned: ";

    private final String cause;

    /**
     * @param reason why, naming the check that charges it: "the search did not finish (charged by
     *     solver.moves.optimal)"
     * @param cause the id of that check
     */
    public NotJudged(String reason, String cause) {
        super(reason, null, false, false);
        this.cause = Objects.requireNonNull(cause, "cause");
    }

    public String reason() {
        return getMessage();
    }

    /** Returns the id of the check charged for this input. */
    public String cause() {
        return cause;
    }

    /**
     * Returns the one line a check says of the inputs it did not judge, e.g. "2 of 83 boards not judged: the search
     * did not finish (charged by solver.moves.optimal)", or null when it judged them all.
     *
     * @param reasons how many inputs each reason left unjudged, in the order first seen
     * @param total how many inputs the check has
     */
    public static String summary(Map<String, Integer> reasons, int total) {
        return summary(reasons, total, "boards");
    }

    /** Returns the line of {@link #summary(Map, int)} for inputs that are {@code inputs}, e.g. "puzzles". */
    public static String summary(Map<String, Integer> reasons, int total, String inputs) {
        if (reasons.isEmpty()) {
            return null;
        }
        int count = reasons.values().stream().mapToInt(Integer::intValue).sum();
        return count + " of " + total + " " + inputs + " not judged: " + reasons.entrySet().stream()
                .map(e -> e.getKey() + (reasons.size() > 1 ? " (" + e.getValue() + ")" : ""))
                .collect(Collectors.joining("; "));
    }

    /**
     * Returns the message of a check that found nothing wrong on the inputs it judged but left some unjudged:
     * "nothing judged, so no point earned: ..." when it judged none, otherwise {@code rightOnJudged} and then
     * {@code summary}.
     *
     * @param judged how many inputs it judged
     * @param rightOnJudged what it saw on them, e.g. "hamming() is right on the 80 boards judged"
     * @param summary the line of {@link #summary}
     */
    public static String message(int judged, String rightOnJudged, String summary) {
        return (judged == 0 ? NOTHING_JUDGED : rightOnJudged + "; ") + summary;
    }
}
