package npuzzle.grader.explain;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.IdGlob;

/** Finds checks by id or glob among the rubric's, with their explanations. */
public final class CheckLookup {
    /** A check and its explanation. */
    public record Explained(CheckInfo check, Explanation explanation) {
    }

    private final List<CheckInfo> checks;
    private final Explanations explanations;

    /** @param checks the rubric's checks, in report order */
    public CheckLookup(List<CheckInfo> checks, Explanations explanations) {
        this.checks = List.copyOf(checks);
        this.explanations = explanations;
    }

    /** Returns whether {@code query} is a glob ({@code board.equals.*}) rather than one id. */
    public static boolean isGlob(String query) {
        return query.contains("*") || query.contains("?") || query.contains(",");
    }

    /** Returns the query as ids are written: trimmed, lowercase. */
    public static String normalized(String query) {
        return query.trim().toLowerCase(Locale.ROOT);
    }

    /**
     * Returns the check with this id and its explanation, or empty if no check has the id.
     *
     * @throws IllegalStateException if the check has no explanation (the grader's own mistake)
     */
    public Optional<Explained> explain(String id) {
        return checks.stream().filter(check -> check.id().equals(id)).findFirst().map(check -> new Explained(check,
                explanations.of(id).orElseThrow(() -> new IllegalStateException("check " + id
                        + " has no explanation in " + Explanations.RESOURCE))));
    }

    /** Returns the checks whose ids match the glob, in report order. */
    public List<CheckInfo> matching(String glob) {
        IdGlob ids = new IdGlob(glob);
        return checks.stream().filter(check -> ids.matches(check.id())).toList();
    }

    /** Returns the ids nearest to one that is not a check (see {@link NearestIds}). */
    public List<String> nearest(String id) {
        return NearestIds.of(id, checks.stream().map(CheckInfo::id).toList());
    }
}
