package npuzzle.grader.pipeline;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * One mistake costs points once, in the check that names it. A check that did not pass is not charged when a check
 * of the same category that the rubric says explains it ({@code explainedBy}) did not pass either and is worth
 * points: the Solver on the student's Board after a Board check or the same check on the reference Board, the
 * Solver's overall work after the check that names why it is slow. The mistake is charged where the chain of
 * explanations ends, to the check nothing explains. The others earn their points, and their notes name the check
 * that charges the mistake and what they saw.
 */
final class ChargedOnce {
    private final Rubric rubric;
    private final Map<String, CheckInfo> checks = new LinkedHashMap<>();
    private final Map<String, CheckOutcome> outcomes;
    private final Map<String, Optional<String>> chargedBy = new HashMap<>();

    private ChargedOnce(Rubric rubric, List<CheckInfo> checks, Map<String, CheckOutcome> outcomes) {
        this.rubric = rubric;
        checks.forEach(check -> this.checks.put(check.id(), check));
        this.outcomes = outcomes;
    }

    /**
     * Returns {@code outcomes} with each failure that another charged failure explains turned into a note; only the
     * checks that ran and count are given (none the grading config turns off).
     */
    static Map<String, CheckOutcome> apply(Rubric rubric, List<CheckInfo> checks, Map<String, CheckOutcome> outcomes) {
        ChargedOnce charges = new ChargedOnce(rubric, checks, outcomes);
        Map<String, CheckOutcome> charged = new LinkedHashMap<>(outcomes);
        for (String id : charges.checks.keySet()) {
            Optional<String> explainer = charges.explainer(id, new HashSet<>());
            if (explainer.isPresent()) {
                charged.put(id, notCharged(outcomes.get(id), explainer.get()));
            }
        }
        return charged;
    }

    /**
     * Returns the check charged for {@code id}'s failure: the first check in report order that explains it, or, when
     * that one is not charged itself, the check charged for it in turn (the mistake's root); empty when {@code id}
     * passed or nothing explains it.
     *
     * @throws IllegalStateException if the rubric's relation has a cycle among the failed checks: then no order
     *     says which of them names the mistake
     */
    private Optional<String> explainer(String id, Set<String> visiting) {
        Optional<String> known = chargedBy.get(id);
        if (known != null) {
            return known;
        }
        if (!failed(id)) {
            return Optional.empty();
        }
        if (!visiting.add(id)) {
            throw new IllegalStateException("rubric.json: the explainedBy relations form a cycle through " + id);
        }
        Optional<String> found = Optional.empty();
        for (CheckInfo other : checks.values()) {
            if (other.category() == checks.get(id).category() && rubric.explains(other.id(), id) && failed(other.id())
                    && rubric.entry(other.id()).points() > 0) {
                found = Optional.of(explainer(other.id(), visiting).orElse(other.id()));
                break;
            }
        }
        visiting.remove(id);
        chargedBy.put(id, found);
        return found;
    }

    /**
     * Ran and failed or timed out: a verdict on the student's code, unlike an error of the grader, a skipped check or
     * one that never started (nothing compiled, the run's deadline passed), which explains nothing.
     */
    private boolean failed(String id) {
        CheckOutcome outcome = outcomes.get(id);
        return outcome != null && outcome.ran()
                && (outcome.status() == Status.FAILED || outcome.status() == Status.TIMEOUT);
    }

    private static CheckOutcome notCharged(CheckOutcome outcome, String explainer) {
        String saw = outcome.message() == null ? "" : "; it saw: " + outcome.message().lines().findFirst().orElse("");
        return new CheckOutcome(outcome.id(), Status.PASSED, 1, "not charged: " + explainer
                + " charges the same mistake" + saw, null, outcome.output(), outcome.durationMs());
    }
}
