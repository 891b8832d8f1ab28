package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The notes of checks that passed: a one-line message such as how many inputs a check could not judge and which
 * check charged them, each note once with the checks that share it. A hidden check's note is left out, as its
 * details are.
 *
 * @param ids the checks with this note, in report order
 * @param text the note on one line
 */
record Notes(List<String> ids, String text) {
    /** Returns the notes of the public checks that passed with one, in report order of their first check. */
    static List<Notes> of(List<CheckResult> checks) {
        Map<String, List<String>> byText = new LinkedHashMap<>();
        for (CheckResult check : checks) {
            if (check.passed() && check.message() != null && check.visibility() == Visibility.PUBLIC) {
                byText.computeIfAbsent(check.message().replace('\n', ' '), text -> new ArrayList<>()).add(check.id());
            }
        }
        List<Notes> notes = new ArrayList<>();
        byText.forEach((text, ids) -> notes.add(new Notes(List.copyOf(ids), text)));
        return notes;
    }
}
