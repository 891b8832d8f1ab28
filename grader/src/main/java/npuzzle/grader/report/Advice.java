package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The words every format uses for advice ({@link CheckResult#advice}): a style check worth no points that found
 * something, or whose tool could not run. Advice is never a failure: it is listed apart, after the graded checks.
 */
final class Advice {
    private Advice() {
    }

    /** Returns {@code 1 finding} or {@code N findings}. */
    static String count(int findings) {
        return String.format(Locale.ROOT, "%d %s", findings, findings == 1 ? "finding" : "findings");
    }

    /** Returns the word that heads the check: {@code ADVICE}, or {@code ERROR}/{@code TIMEOUT} for a tool that failed. */
    static String word(CheckResult check) {
        return check.status().name();
    }

    /**
     * Returns the check's one-line summary: the first line of its message ({@code SpotBugs: 2 findings of 2 rules},
     * {@code PMD could not finish: ...}); a hidden check's gives the count only.
     */
    static String summary(CheckResult check) {
        if (check.message() == null || check.visibility() == Visibility.HIDDEN) {
            return count(check.findingCount());
        }
        return check.message().split("\n", -1)[0];
    }

    /** Returns the lines under the summary: a rule and its places each; a hidden check's says it is hidden. */
    static List<String> lines(CheckResult check) {
        if (check.visibility() == Visibility.HIDDEN) {
            return List.of(FailureText.HIDDEN);
        }
        if (check.message() == null) {
            return List.of();
        }
        String[] all = check.message().split("\n", -1);
        return List.of(Arrays.copyOfRange(all, 1, all.length));
    }

    /** Returns the summary and the lines as one text: a test's output in Gradescope, JUnit XML and Classroom. */
    static String text(CheckResult check) {
        List<String> all = new ArrayList<>();
        all.add("Advice, not graded (it costs no points): " + summary(check));
        all.addAll(lines(check));
        return String.join("\n", all);
    }
}
