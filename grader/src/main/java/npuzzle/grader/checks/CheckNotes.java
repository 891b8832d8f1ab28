package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;

/**
 * What a passing check has to say all the same, e.g. that some inputs were not judged and why: the child's listener
 * takes the notes of each check when it finishes and reports them as the check's message.
 */
public final class CheckNotes {
    private static final List<String> NOTES = new ArrayList<>();

    private CheckNotes() {
    }

    /** Adds a one-line note to the running check. */
    public static synchronized void note(String note) {
        NOTES.add(note);
    }

    /** Returns the running check's notes joined by "; " and forgets them, or null when there are none. */
    public static synchronized String take() {
        if (NOTES.isEmpty()) {
            return null;
        }
        String notes = String.join("; ", NOTES);
        NOTES.clear();
        return notes;
    }
}
