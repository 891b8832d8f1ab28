package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Rubric;

/**
 * Every lost point attributed to a cause seen in this run, each cause listed once with its whole cost. A check's
 * inputs that it could not judge are charged to the check its details name for them (the search did not finish:
 * {@code solver.moves.optimal}; the student's Board was wrong during it: that Board check); its other lost points
 * are its own. A cause that a failed check explains ({@code explainedBy} in the rubric: a logical implication on the
 * same input, such as a wrong neighbor count being a wrong neighbor set) is charged where the chain of explanations
 * ends. A charge to a check that lost nothing on inputs of its own (it found nothing wrong itself) goes on to the
 * checks it charged its inputs to, split as it split them: a check that judged nothing wrong is no cause. A check not
 * run because a class did not compile (or was not found) is charged to the first compile check that lost points: a
 * submission that does not compile has one cause.
 * Points are never given back: this only says where they went.
 */
final class Causes {
    private final Rubric rubric;
    private final Map<String, CheckResult> results = new LinkedHashMap<>();
    /** The first compile check that lost points, or null when every class compiled. */
    private final String compileFailure;

    private Causes(Rubric rubric, List<CheckResult> results) {
        this.rubric = rubric;
        results.forEach(result -> this.results.put(result.id(), result));
        this.compileFailure = results.stream().filter(result -> result.category() == Category.COMPILE)
                .filter(Causes::lostPoints).map(CheckResult::id).findFirst().orElse(null);
    }

    /** Returns the causes of the points {@code results} lost, the costliest first. */
    static List<Cause> of(Rubric rubric, List<CheckResult> results) {
        return new Causes(rubric, results).causes();
    }

    private List<Cause> causes() {
        Map<String, Map<String, double[]>> charged = new LinkedHashMap<>(); // root -> check -> {points, inputs}
        for (CheckResult result : results.values()) {
            double lost = result.maxScore() - result.score();
            if (lost < 0.005) {
                continue;
            }
            CheckDetails details = result.details();
            double unjudged = 0;
            if (details != null) {
                for (Map.Entry<String, Integer> cause : details.causes().entrySet()) {
                    double points = Math.min(lost - unjudged, result.maxScore() * cause.getValue() / details.total());
                    unjudged += points;
                    passedOn(cause.getKey(), new HashSet<>()).forEach((end, share) -> charge(charged, end,
                            result.id(), points * share, cause.getValue() * share));
                }
            }
            int own = details == null ? 0 : details.ownFailures();
            if (lost - unjudged >= 0.005) {
                charge(charged, notRun(result) ? compileFailure : root(result.id(), new HashSet<>()), result.id(),
                        lost - unjudged, own);
            }
        }
        List<Cause> causes = new ArrayList<>();
        charged.forEach((root, charges) -> {
            List<Cause.Charge> list = new ArrayList<>();
            charges.forEach((check, cost) -> list.add(new Cause.Charge(check, cost[0], (int) Math.round(cost[1]))));
            causes.add(Cause.of(root, message(root), list, null));
        });
        causes.sort(Comparator.comparingDouble(Cause::points).reversed());
        return causes;
    }

    private static void charge(Map<String, Map<String, double[]>> charged, String root, String check, double points,
            double inputs) {
        double[] cost = charged.computeIfAbsent(root, r -> new LinkedHashMap<>()).computeIfAbsent(check,
                c -> new double[2]);
        cost[0] += points;
        cost[1] += inputs;
    }

    /**
     * Returns where a charge to {@code id} ends, each cause with its share of the charge: a check that lost no points
     * on inputs of its own judged nothing wrong, so a charge to it is passed on to the checks it charged its inputs
     * to, in proportion to how many it charged each, and on to where theirs end (its mistake is theirs, on its own
     * inputs too); {@code id}'s cause otherwise, whole.
     */
    private Map<String, Double> passedOn(String id, Set<String> visiting) {
        CheckResult result = results.get(id);
        if (result == null || !lostPoints(result) || lostOwnPoints(result) || result.details().causes().isEmpty()
                || !visiting.add(id)) {
            return Map.of(root(id, new HashSet<>()), 1.0);
        }
        Map<String, Integer> causes = result.details().causes();
        double unjudged = causes.values().stream().mapToInt(Integer::intValue).sum();
        Map<String, Double> ends = new LinkedHashMap<>();
        causes.forEach((next, inputs) -> passedOn(next, new HashSet<>(visiting)).forEach((end, share) -> ends.merge(
                end, share * inputs / unjudged, Double::sum)));
        return ends;
    }

    /**
     * Returns the check charged for {@code id}'s mistake: the first check in report order that explains it and lost
     * points on inputs of its own, one of the same category before one of another (an equals(Board) overload, an API
     * finding, explains the equals checks), followed to the end of the chain; {@code id} when none does (a check whose
     * lost points are all charged elsewhere explains nothing).
     *
     * @throws IllegalStateException if the explanations form a cycle among checks that lost points
     */
    private String root(String id, Set<String> visiting) {
        CheckResult result = results.get(id);
        if (result == null || !lostPoints(result)) {
            return id;
        }
        if (!visiting.add(id)) {
            throw new IllegalStateException("rubric.json: the explainedBy relations form a cycle through " + id);
        }
        for (boolean sameCategory : new boolean[] {true, false}) {
            for (CheckResult other : results.values()) {
                if ((other.category() == result.category()) == sameCategory && lostOwnPoints(other)
                        && rubric.explains(other.id(), id)) {
                    return root(other.id(), visiting);
                }
            }
        }
        return id;
    }

    /** Returns whether {@code result} judged nothing because a class did not compile or was not found. */
    private boolean notRun(CheckResult result) {
        return compileFailure != null && result.category() != Category.COMPILE && result.message() != null
                && result.message().startsWith(CheckFailure.NOT_RUN);
    }

    private static boolean lostPoints(CheckResult result) {
        return result.maxScore() - result.score() >= 0.005;
    }

    /** Returns whether {@code result} lost points on inputs it did not charge to another check. */
    private static boolean lostOwnPoints(CheckResult result) {
        CheckDetails details = result.details();
        return lostPoints(result) && (details == null || details.ownFailures() > 0);
    }

    /** Returns what the cause's check saw, or its name when it lost nothing itself (its inputs were right alone). */
    private String message(String root) {
        CheckResult result = results.get(root);
        if (result == null) {
            return root;
        }
        if (lostPoints(result) && result.message() != null) {
            return result.message().lines().findFirst().orElse(result.name());
        }
        return result.name();
    }
}
