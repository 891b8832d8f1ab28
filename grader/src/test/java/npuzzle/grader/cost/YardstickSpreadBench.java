package npuzzle.grader.cost;

import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import npuzzle.grader.checks.timing.BoardInputs;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.grader.cost.runtime.CostCounter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Not a test: the spread of student styles around the yardstick (the plain A*, {@link CountedSolvers#yardstick}) on
 * every puzzle the Solver timing checks measure, to set their limits. For each style, on the call-counted reference
 * Board: the ratio of its units, boards created, queue inserts and deletions to the yardstick's, the largest over
 * the puzzles; and on its own fast Board, the own-board puzzles' units against the yardstick's. The tuned reference
 * A* (ties by the smaller manhattan) is a row too. Run with {@code mvn -B -pl grader -am test
 * -Dtest=YardstickSpreadBench -Dsurefire.failIfNoSpecifiedTests=false [-Dseeds=1,2,3] [-Dthorough=true]}.
 */
class YardstickSpreadBench {
    private static final String[] CORRECT = {"GOOD", "ON_A_MIN_PQ", "MANHATTAN_TIE_BREAK", "TIES_BY_LARGER_MOVES",
        "TIES_FIRST_IN_FIRST_OUT", "TIES_LAST_IN_FIRST_OUT", "TIES_BY_HAMMING", "BOTH_PRIORITIES", "CLOSED_SET",
        "TWIN_LOCKSTEP"};
    private static final String[] SLOW = {"HAMMING_PRIORITY", "NO_CRITICAL_OPTIMIZATION", "UNCACHED_PRIORITY"};
    private static final long STOP = 200;

    record Metric(String name, ToLongFunction<SolverWork> of) {
    }

    private static final List<Metric> METRICS = List.of(
            new Metric("units", SolverWork::units),
            new Metric("boards", w -> w.calls(BoardMethod.CONSTRUCTION)),
            new Metric("inserts", w -> w.queue().inserts()),
            new Metric("deletions", w -> w.queue().deletions()));

    @Test
    void print(@TempDir Path dir) throws Exception {
        for (String seed : System.getProperty("seeds", "1").split(",")) {
            print(dir.resolve("seed-" + seed), Long.parseLong(seed));
        }
        if (Boolean.getBoolean("thorough")) {
            printThorough(dir.resolve("thorough"));
        }
    }

    /**
     * With {@code -Dthorough=true}: units against the plain A*'s on the --thorough puzzles (3x3 puzzle20 to 31, 4x4
     * 30 to 42 moves), for a few styles, each stopped just past the check's limit.
     */
    private static void printThorough(Path dir) throws Exception {
        Field names = Class.forName("npuzzle.grader.checks.timing.ThoroughTimingChecks").getDeclaredField("PUZZLES");
        names.setAccessible(true);
        java.util.Set<?> wanted = (java.util.Set<?>) names.get(null);
        Map<String, int[][]> puzzles = new java.util.TreeMap<>();
        try (java.io.Reader reader = new java.io.InputStreamReader(YardstickSpreadBench.class.getResourceAsStream(
                "/npuzzle/data/expected.json"), java.nio.charset.StandardCharsets.UTF_8)) {
            for (npuzzle.reference.PuzzleFacts facts : npuzzle.reference.ExpectedFile.read("expected.json", reader)) {
                if (wanted.contains(facts.file())) {
                    puzzles.put(facts.file(), facts.tiles());
                }
            }
        }
        CountedSolvers yardstick = CountedSolvers.yardstick();
        Map<String, Long> plain = new LinkedHashMap<>();
        puzzles.forEach((name, tiles) -> plain.put(name, SolverWork.run(yardstick, tiles, Long.MAX_VALUE).units()));
        System.out.println("\nTHOROUGH plain A* units: " + plain);
        for (String style : List.of("GOOD", "TIES_FIRST_IN_FIRST_OUT", "CLOSED_SET", "TWIN_LOCKSTEP",
                "HAMMING_PRIORITY")) {
            String source = (String) SolverFixtures.class.getDeclaredField(style).get(null);
            CountedSolvers solver = CountedSolvers.student(BoardChecksRun.compileSolver(dir.resolve(style),
                    BoardFixtures.FAST_WITH_TWIN, source));
            StringBuilder line = new StringBuilder("THOROUGH " + style + ":");
            double most = 0;
            for (Map.Entry<String, int[][]> puzzle : puzzles.entrySet()) {
                SolverWork work = SolverWork.run(solver, puzzle.getValue(), plain.get(puzzle.getKey()) * 7);
                double ratio = (double) work.units() / plain.get(puzzle.getKey());
                most = Math.max(most, ratio);
                line.append(String.format(Locale.ROOT, " %s %.2f%s;", puzzle.getKey(), ratio,
                        work.finished() ? "" : " (stopped)"));
            }
            System.out.println(line.append(String.format(Locale.ROOT, " most %.2f", most)));
        }
    }

    private static void print(Path dir, long seed) throws Exception {
        Map<String, int[][]> timing = puzzles("SolverComparison", false, seed);
        Map<String, int[][]> ownBoard = puzzles("SolverOwnBoardChecks", true, seed);
        CountedSolvers yardstick = CountedSolvers.yardstick();
        Map<String, SolverWork> plain = new LinkedHashMap<>();
        for (Map.Entry<String, int[][]> puzzle : timing.entrySet()) {
            plain.put(puzzle.getKey(), SolverWork.run(yardstick, puzzle.getValue(), Long.MAX_VALUE, true));
        }
        Map<String, SolverWork> plainOwn = new LinkedHashMap<>();
        for (Map.Entry<String, int[][]> puzzle : ownBoard.entrySet()) {
            plainOwn.put(puzzle.getKey(), SolverWork.run(yardstick, puzzle.getValue(), Long.MAX_VALUE));
        }
        System.out.println("\nYARDSTICK seed " + seed + ", plain A*: " + describe(plain));
        StringBuilder table = new StringBuilder("| style | puzzle | units | boards | inserts | deletions |"
                + " own-board units |\n|---|---|---|---|---|---|---|\n");
        row(table, "reference A* (ties by smaller h)", CountedSolvers.reference(), null, timing, plain, ownBoard,
                plainOwn);
        List<String> styles = new ArrayList<>(List.of(CORRECT));
        styles.addAll(List.of(SLOW));
        for (String style : styles) {
            String source = (String) SolverFixtures.class.getDeclaredField(style).get(null);
            Class<?> solver = BoardChecksRun.compileSolver(dir.resolve(style), BoardFixtures.FAST_WITH_TWIN, source);
            Class<?> board = solver.getClassLoader().loadClass("Board");
            row(table, style, CountedSolvers.student(solver), CountedSolvers.ownBoard(solver, board), timing, plain,
                    ownBoard, plainOwn);
        }
        System.out.println("\nSPREAD seed " + seed + " (ratio to the plain A*; max over the puzzles in the summary row)\n" + table);
    }

    private static void row(StringBuilder table, String style, CountedSolvers onReference, CountedSolvers onOwn,
            Map<String, int[][]> timing, Map<String, SolverWork> plain, Map<String, int[][]> ownBoard,
            Map<String, SolverWork> plainOwn) {
        double[] max = new double[METRICS.size() + 1];
        for (Map.Entry<String, int[][]> puzzle : timing.entrySet()) {
            SolverWork yard = plain.get(puzzle.getKey());
            SolverWork work = SolverWork.run(onReference, puzzle.getValue(), yard.units() * STOP, true);
            StringBuilder cells = new StringBuilder();
            for (int m = 0; m < METRICS.size(); m++) {
                double ratio = (double) METRICS.get(m).of().applyAsLong(work)
                        / Math.max(1, METRICS.get(m).of().applyAsLong(yard));
                max[m] = Math.max(max[m], ratio);
                cells.append(String.format(Locale.ROOT, " %.2f%s |", ratio, work.finished() ? "" : " (stopped)"));
            }
            table.append("| ").append(style).append(" | ").append(puzzle.getKey()).append(" |").append(cells)
                    .append(" |\n");
        }
        if (onOwn != null) {
            for (Map.Entry<String, int[][]> puzzle : ownBoard.entrySet()) {
                SolverWork yard = plainOwn.get(puzzle.getKey());
                SolverWork work = SolverWork.run(onOwn, puzzle.getValue(), yard.units() * STOP);
                double ratio = (double) work.units() / yard.units();
                max[METRICS.size()] = Math.max(max[METRICS.size()], ratio);
                table.append(String.format(Locale.ROOT, "| %s | %s (own Board) | | | | | %.2f%s |%n", style,
                        puzzle.getKey(), ratio, work.finished() ? "" : " (stopped)"));
            }
        }
        table.append(String.format(Locale.ROOT, "| **%s** | **max** | **%.2f** | **%.2f** | **%.2f** | **%.2f** |"
                + " **%.2f** |%n", style, max[0], max[1], max[2], max[3], max[4]));
        CostCounter.unlimited();
    }

    /** Returns the puzzles the named check class measures, read from its {@code PUZZLES} (side, slides) table. */
    private static Map<String, int[][]> puzzles(String checks, boolean picked, long seed) throws ReflectiveOperationException {
        Field field = Class.forName("npuzzle.grader.checks.timing." + checks).getDeclaredField("PUZZLES");
        field.setAccessible(true);
        Map<String, int[][]> puzzles = new LinkedHashMap<>();
        for (int[] puzzle : (int[][]) field.get(null)) {
            String name = puzzle[0] + "x" + puzzle[0] + " after " + puzzle[1] + " slides";
            puzzles.put(name, picked ? npuzzle.grader.checks.timing.ReferencePuzzle.pick(CountedSolvers.yardstick(),
                    puzzle[0], puzzle[1], seed, 2_000_000).tiles() : BoardInputs.walked(puzzle[0], puzzle[1], seed));
        }
        return puzzles;
    }

    private static String describe(Map<String, SolverWork> works) {
        StringBuilder s = new StringBuilder();
        works.forEach((name, work) -> s.append(name).append(": ").append(work.units()).append(" units, ")
                .append(work.calls(BoardMethod.CONSTRUCTION)).append(" boards, ").append(work.queue().inserts())
                .append(" inserts; "));
        return s.toString();
    }
}
