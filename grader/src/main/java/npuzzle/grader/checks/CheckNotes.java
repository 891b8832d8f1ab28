package npuzzle.grader.checks;

import java.util.ArrayList;
import java.util.List;

/**
 * What a passing check has to say all the same, e.g. that some inputs were not judged and why: the child's listener
 * takes the notes of each check when it finishes and reports them as the check's message. A grading context holds
 * one ({@link GradingContext#notes}).
 */
public final class CheckNotes {
    private final List<String> notes = new ArrayList<>();

    /** Adds a one-line note to the running check. */
    public synchronized void note(String note) {
        notes.add(note);
    }

    /** Returns the running check's notes joined by "; " and forgets them, or null when there are none. */
    public synchronized String take() {
        if (notes.isEmpty()) {
            return null;
        }
        String joined = String.join("; ", notes);
        notes.clear();
        return joined;
    }
}
