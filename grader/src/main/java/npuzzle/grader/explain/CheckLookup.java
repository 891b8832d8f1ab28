package npuzzle.grader.explain;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.IdGlob;
import npuzzle.grader.checks.Assignment;

/**
 * Finds checks by id or glob among the rubric's, with their explanations: every check in its base words, or only the
 * checks one version of the assignment grades, in that version's words.
 */
public final class CheckLookup {
    /** A check and its explanation. */
    public record Explained(CheckInfo check, Explanation explanation) {
    }

    private final List<CheckInfo> checks;
    private final Explanations explanations;
    private final Optional<Assignment> version;
    private final List<CheckInfo> graded;

    /**
     * @param checks the rubric's checks, in report order
     * @param version the version whose checks and words to use, or empty for every check in its base words
     */
    public CheckLookup(List<CheckInfo> checks, Explanations explanations, Optional<Assignment> version) {
        this.checks = List.copyOf(checks);
        this.explanations = explanations;
        this.version = version;
        this.graded = this.checks.stream().filter(check -> version.map(v -> v.applies(check.id())).orElse(true))
                .toList();
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
     * Returns the check with this id and its explanation, or empty if no check the version grades has the id.
     *
     * @throws IllegalStateException if the check has no explanation (the grader's own mistake)
     */
    public Optional<Explained> explain(String id) {
        return graded.stream().filter(check -> check.id().equals(id)).findFirst().map(check -> new Explained(check,
                version.map(v -> explanations.of(id, v)).orElseGet(() -> explanations.of(id))
                        .orElseThrow(() -> new IllegalStateException("check " + id + " has no explanation in "
                                + Explanations.RESOURCE))));
    }

    /** Returns whether {@code id} is a check of the rubric that the version does not grade. */
    public boolean isOnlyInOtherVersions(String id) {
        return checks.stream().anyMatch(check -> check.id().equals(id))
                && graded.stream().noneMatch(check -> check.id().equals(id));
    }

    /** Returns the checks the version grades whose ids match the glob, in report order. */
    public List<CheckInfo> matching(String glob) {
        IdGlob ids = new IdGlob(glob);
        return graded.stream().filter(check -> ids.matches(check.id())).toList();
    }

    /** Returns the ids the version grades nearest to one that is not such a check (see {@link NearestIds}). */
    public List<String> nearest(String id) {
        return NearestIds.of(id, graded.stream().map(CheckInfo::id).toList());
    }
}
