package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a passing check has to say, e.g. why it was not judged: the child's listener takes the notes when the check
 * ends and makes them the message of its result. Checks run one at a time, so the notes belong to the running one.
 */
public final class CheckNotes {
    private static final List<String> NOTES = new ArrayList<>();

    private CheckNotes() {
    }

    /** Adds a one-line note to the running check's result. */
    public static synchronized void note(String note) {
        NOTES.add(Objects.requireNonNull(note, "note"));
    }

    /** Returns the notes since the last call, joined by "; ", and forgets them; null when there were none. */
    public static synchronized String take() {
        if (NOTES.isEmpty()) {
            return null;
        }
        String notes = String.join("; ", NOTES);
        NOTES.clear();
        return notes;
    }
}
