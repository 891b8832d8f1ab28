package npuzzle.grader.checks.timing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.property.NotJudged;

/** A rule of what a search may do, judged on each puzzle of a {@link SolverComparison}, smallest first. */
final class PuzzleRule {
    private static final String STOPPED = "the search passed " + SolverComparison.WORK_LIMIT
            + " times the plain A*'s work (charged by timing.solver.work)";

    private PuzzleRule() {
    }

    /**
     * Fails unless every puzzle passes {@code broken} (which returns what is wrong with a search, or null): credit is
     * the share of puzzles passed, the smallest failing puzzle is the input, and a stopped search with nothing wrong
     * is judged on what it did if {@code judgesStopped}, and otherwise not judged.
     */
    static void judge(SolverComparison c, Broken broken, boolean judgesStopped, String expected,
            String measured, String hint, String rightOnJudged) {
        List<String> failures = new ArrayList<>();
        String input = null;
        int passed = 0;
        int stopped = 0;
        for (int i = 0; i < c.puzzles().size(); i++) {
            String wrong = broken.of(c.student().get(i), c.reference().get(i));
            if (wrong != null) {
                input = input == null ? c.puzzles().get(i) : input;
                failures.add(c.puzzles().get(i) + ": " + wrong);
            } else if (!c.student().get(i).finished() && !judgesStopped) {
                stopped++;
            } else {
                passed++;
            }
        }
        int total = c.puzzles().size();
        Map<String, Integer> causes = stopped == 0 ? Map.of() : Map.of("timing.solver.work", stopped);
        String actual = measured == null ? String.join("; ", failures) : measured;
        if (!failures.isEmpty()) {
            throw new CheckFailure(failures.size() + " of " + total + " puzzles: " + failures.get(0),
                    new CheckDetails(input + ", on the reference Board", expected, actual, hint, passed, total, null,
                            causes));
        }
        if (stopped > 0) {
            String summary = NotJudged.summary(Map.of(STOPPED, stopped), total, "puzzles");
            String judged = rightOnJudged + " on the " + passed + " puzzle" + (passed == 1 ? "" : "s") + " judged";
            throw new CheckFailure(NotJudged.message(passed, judged, summary), new CheckDetails(null, null, actual,
                    null, passed, total, null, causes));
        }
    }

    /** What a search broke, given its work and the plain A*'s on the same puzzle. */
    interface Broken {
        String of(SolverWork student, SolverWork reference);
    }
}
