package npuzzle.grader.report;

import java.util.List;

/**
 * The notes of checks that passed: a one-line message such as how many inputs a check could not judge and which
 * check charged them. A hidden check's note is left out, as its details are.
 */
final class Notes {
    private Notes() {
    }

    /** Returns the public checks that passed with a note, in report order. */
    static List<CheckResult> of(List<CheckResult> checks) {
        return checks.stream().filter(check -> check.passed() && check.message() != null
                && check.visibility() == Visibility.PUBLIC).toList();
    }

    /** Returns the check's note on one line. */
    static String text(CheckResult check) {
        return check.message().replace('\n', ' ');
    }
}
