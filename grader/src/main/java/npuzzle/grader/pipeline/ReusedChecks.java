package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.link.ReferenceBoardLinker;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * The outcomes of the last grading's checks that hold for the sources as they are now, so the child JVM need not run
 * those checks again: all of them when the key and every class file are unchanged; otherwise those of a
 * {@link CheckGroup} whose classes did not change, when nothing else can reach its checks. A group's classes are
 * those its root classes (the Board's, or the Solver's less the Board, which the reference Board replaces) reach by
 * naming one another, in the last grading and now. Its outcomes hold only when none of those classes changed, keeps
 * static state (another group's checks in the same JVM could change it), reflects (it could load a class it does not
 * name), or names a class outside the JDK but the student's (a course jar's static state is shared the same way);
 * and, for the Solver's group, when the Solver runs on the reference Board: it names no class nested in the Board,
 * extends none of the Board's, and uses no Board member the reference Board lacks.
 */
final class ReusedChecks {
    static final ReusedChecks NONE = new ReusedChecks(Map.of(), "");

    private final Map<String, CheckOutcome> outcomes;
    private final String why;

    private ReusedChecks(Map<String, CheckOutcome> outcomes, String why) {
        this.outcomes = Collections.unmodifiableMap(outcomes);
        this.why = why;
    }

    /** Returns what of {@code last} holds for a grading of {@code key} on {@code now}. */
    static ReusedChecks of(LastGrading.Graded last, GradingKey key, CompiledClasses now) {
        String board = key.spec().boardClass();
        String solver = key.spec().solverClass();
        if (!last.key().equals(key) || board == null || solver == null) {
            return NONE;
        }
        Set<String> changed = now.changedSince(last.classes());
        List<String> unchanged = new ArrayList<>();
        Predicate<String> boardFamily = name -> name.equals(board) || name.startsWith(board + "$");
        Set<CheckGroup> groups = new HashSet<>();
        if (holds(last.classes(), now, changed, board, name -> false)) {
            groups.add(CheckGroup.BOARD);
            unchanged.add(sourceOf(board));
        }
        if (holds(last.classes(), now, changed, solver, boardFamily)
                && runsOnReferenceBoard(now, solver, board, boardFamily)) {
            groups.add(CheckGroup.SOLVER_ON_REFERENCE_BOARD);
            unchanged.add(sourceOf(solver));
        }
        Map<String, CheckOutcome> reused = new LinkedHashMap<>();
        for (CheckInfo check : key.checks()) {
            CheckOutcome outcome = last.outcomes().get(check.id());
            if (outcome != null && (changed.isEmpty() || groups.contains(CheckGroup.of(check.className())))) {
                reused.put(check.id(), outcome);
            }
        }
        if (reused.isEmpty()) {
            return NONE;
        }
        return new ReusedChecks(reused, changed.isEmpty() ? "the compiled classes are unchanged"
                : String.join(" and ", unchanged) + " unchanged");
    }

    /** Returns the reused outcomes, by check id. */
    Map<String, CheckOutcome> outcomes() {
        return outcomes;
    }

    boolean isEmpty() {
        return outcomes.isEmpty();
    }

    /** Says in one line how many of the {@code checks} were graded again and why the others were not. */
    String note(int checks) {
        return "re-graded " + (checks - outcomes.size()) + " of " + checks + " checks: " + why;
    }

    private static boolean holds(CompiledClasses last, CompiledClasses now, Set<String> changed, String root,
            Predicate<String> outside) {
        Set<String> roots = new HashSet<>(last.family(root));
        roots.addAll(now.family(root));
        Set<String> group = new HashSet<>(last.reach(roots, outside));
        group.addAll(now.reach(roots, outside));
        return !group.isEmpty() && Collections.disjoint(group, changed) && group.stream().map(now::use)
                .allMatch(use -> !use.keepsState() && !use.reflects() && use.names().stream()
                        .allMatch(name -> now.has(name) || name.startsWith("java.") || name.startsWith("javax.")));
    }

    private static boolean runsOnReferenceBoard(CompiledClasses now, String solver, String board,
            Predicate<String> boardFamily) {
        Set<String> group = now.reach(now.family(solver), boardFamily);
        return group.stream().map(now::use).allMatch(use -> use.names().stream()
                .noneMatch(name -> name.startsWith(board + "$")) && use.supertypes().stream().noneMatch(boardFamily))
                && new ReferenceBoardLinker(board).notJudged(solver, now::file).isEmpty();
    }

    /** Returns the source file a top-level class is compiled from, as the student named it. */
    private static String sourceOf(String className) {
        return className.substring(className.lastIndexOf('.') + 1) + ".java";
    }
}
