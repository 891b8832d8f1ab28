package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import npuzzle.grader.checks.Category;

/**
 * Checks that did not pass for one cause: the same status and the same text to show (message, details, output),
 * so that a report prints the cause once, e.g. for the seventy checks an absent Board.java leaves not run.
 *
 * @param status how they ended
 * @param body the text each of them shows, as {@link FailureText#lines} gives it
 * @param checks the checks, in report order
 */
record SharedFailure(Status status, List<String> body, List<CheckResult> checks) {
    private record Cause(Status status, List<String> body) {
    }

    SharedFailure {
        body = List.copyOf(body);
        checks = List.copyOf(checks);
    }

    /**
     * Returns the graded checks that did not pass, those with one cause together, in the report order of their first;
     * advice ({@link CheckResult#advice}) is not among them: reports list it apart, after them.
     */
    static List<SharedFailure> of(List<CheckResult> checks) {
        Map<Cause, List<CheckResult>> byCause = new LinkedHashMap<>();
        for (CheckResult check : checks) {
            if (!check.passed() && !check.advice()) {
                byCause.computeIfAbsent(new Cause(check.status(), FailureText.lines(check)),
                        cause -> new ArrayList<>()).add(check);
            }
        }
        List<SharedFailure> failures = new ArrayList<>();
        byCause.forEach((cause, list) -> failures.add(new SharedFailure(cause.status(), cause.body(), list)));
        return failures;
    }

    /** Returns whether every one of them found nothing wrong itself ({@link CheckResult#notJudged}). */
    boolean notJudged() {
        return checks.stream().allMatch(CheckResult::notJudged);
    }

    /** Returns the word a report shows for how they ended: {@code NOT JUDGED}, else the status's name. */
    String word() {
        return notJudged() ? "NOT JUDGED" : status.name();
    }

    /** Returns the checks per category, in the order reports list the categories. */
    Collection<List<CheckResult>> byCategory() {
        Map<Category, List<CheckResult>> byCategory = new EnumMap<>(Category.class);
        for (CheckResult check : checks) {
            byCategory.computeIfAbsent(check.category(), category -> new ArrayList<>()).add(check);
        }
        return byCategory.values();
    }

    /** Returns what some of these checks earned of their points, e.g. {@code 0.00 / 11.00}, or "not graded". */
    String worth(List<CheckResult> some) {
        if (status == Status.SKIPPED) {
            return "not graded";
        }
        return Scores.format(some.stream().mapToDouble(CheckResult::score).sum()) + " / "
                + Scores.format(some.stream().mapToDouble(CheckResult::maxScore).sum());
    }
}
