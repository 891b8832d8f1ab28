package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import npuzzle.grader.cost.runtime.BoardOracle;
import npuzzle.grader.cost.runtime.BoardShadow;
import npuzzle.grader.cost.runtime.CostCounter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shadow instrumentation of a Solver's Board calls: behaviour and counted units unchanged, each call seen by
 * the armed hook with its receiver and answer, nothing seen when it is not armed, and the Board's own code untouched.
 */
class BoardShadowInstrumenterTests {
    private static final String BOARD = String.join("\n",
            "package fixture;",
            "public class Board {",
            "    private final int[][] tiles;",
            "    public Board(int[][] tiles) { this.tiles = tiles; }",
            "    public int size() { return tiles.length; }",
            "    public int tileAt(int i, int j) { return tiles[i][j]; }",
            "    public boolean isGoal() { return tiles[0][0] == 1; }",
            "    public boolean isSolvable() { return true; }",
            "    public int manhattan() { return 3; }",
            "    public int hamming() { return manhattan() - 1; }", // a Board call the shadow must not see
            "    public Iterable<Board> neighbors() { return java.util.List.of(this); }",
            "    @Override public boolean equals(Object o) { return o == this; }",
            "    public boolean equals(Board o) { return o == this; }",
            "    @Override public int hashCode() { return 1; }",
            "}");
    private static final String SOLVER = String.join("\n",
            "package fixture;",
            "import java.util.function.IntSupplier;",
            "public class Solver {",
            "    private static final class Node {",
            "        final int priority;",
            "        Node(Board b) { priority = b.manhattan(); }",
            "    }",
            "    public static String run(Board b) {",
            "        StringBuilder s = new StringBuilder();",
            "        s.append(b.isGoal()).append(' ').append(b.isSolvable()).append(' ');",
            "        long wide = 10L + b.manhattan();", // a long beside the answer on the stack
            "        s.append(wide).append(' ').append(b.hamming()).append(' ');",
            "        for (Board x : b.neighbors()) { s.append(x == b).append(' '); }",
            "        s.append(b.equals((Object) b)).append(' ').append(b.equals(b)).append(' ').append(b.equals(null));",
            "        int loop = 0;",
            "        for (int i = 0; i < 3; i++) {",
            "            try { loop += b.isGoal() ? 1 : 2; } catch (RuntimeException e) { loop = -1; }",
            "        }",
            "        IntSupplier lambda = () -> b.manhattan();",
            "        return s.append(' ').append(loop).append(' ').append(new Node(b).priority)",
            "                .append(' ').append(lambda.getAsInt()).toString();",
            "    }",
            "}");
    private static final String EXPECTED = "true true 13 2 true true true false 3 3 3";

    private static CompiledSources sources;
    private final List<String> seen = new ArrayList<>();

    @BeforeAll
    static void compile(@TempDir Path dir) {
        sources = CompiledSources.compile(dir, Map.of("fixture.Board", BOARD, "fixture.Solver", SOLVER));
    }

    @AfterEach
    void disarm() {
        BoardShadow.disarm();
    }

    private static Object goal(Class<?> board) throws Exception {
        return board.getConstructor(int[][].class).newInstance((Object) new int[][] {{1, 2}, {3, 0}});
    }

    private static String run(CountedSolvers copy, Object board) throws Exception {
        Method run = copy.solver().getMethod("run", copy.board());
        return (String) run.invoke(null, board);
    }

    private BoardOracle recording() {
        return (query, board, argument, answer) -> {
            seen.add(query + "=" + answer + (argument == null ? "" : " of " + (argument == board ? "itself" : argument)));
            return true;
        };
    }

    @Test
    void theShadowedSolverAnswersAsTheUnshadowedOneAndCountsTheSameUnits() throws Exception {
        Class<?> solver = sources.load("fixture.Solver");
        Class<?> board = sources.load("fixture.Board");
        CountedSolvers plain = CountedSolvers.ownBoard(solver, board);
        CountedSolvers shadowed = CountedSolvers.shadowed(solver, board);
        assertNotSame(plain.solver(), shadowed.solver());
        assertEquals(EXPECTED, run(plain, goal(plain.board())));
        assertEquals(EXPECTED, run(shadowed, goal(shadowed.board())));
        long before = CostCounter.units();
        run(plain, goal(plain.board()));
        long plainUnits = CostCounter.units() - before;
        before = CostCounter.units();
        run(shadowed, goal(shadowed.board()));
        assertEquals(plainUnits, CostCounter.units() - before, "the inert hooks count nothing");
        BoardShadow.arm(recording());
        before = CostCounter.units();
        assertEquals(EXPECTED, run(shadowed, goal(shadowed.board())));
        assertEquals(plainUnits, CostCounter.units() - before, "the armed hooks count nothing either");
    }

    @Test
    void theArmedHookSeesEachCallOfTheSolverAndItsNestedClassesButNotTheBoardsOwn() throws Exception {
        CountedSolvers shadowed = CountedSolvers.shadowed(sources.load("fixture.Solver"), sources.load("fixture.Board"));
        Object board = goal(shadowed.board());
        run(shadowed, board);
        assertEquals(List.of(), seen, "not armed, the hooks are inert");
        BoardShadow.arm(recording());
        run(shadowed, board);
        assertEquals(List.of("IS_GOAL=true", "IS_SOLVABLE=true", "MANHATTAN=3", "HAMMING=2",
                "NEIGHBORS=[" + board + "]", "EQUALS=true of itself", "EQUALS=true of itself", "EQUALS=false",
                "IS_GOAL=true", "IS_GOAL=true", "IS_GOAL=true", "MANHATTAN=3", "MANHATTAN=3"), seen);
        assertEquals(seen.size(), BoardShadow.calls());
    }

    @Test
    void aWrongAnswerQuietsTheShadowAndAThrowingOracleDoesNotReachTheSearch() throws Exception {
        CountedSolvers shadowed = CountedSolvers.shadowed(sources.load("fixture.Solver"), sources.load("fixture.Board"));
        Object board = goal(shadowed.board());
        BoardShadow.arm((query, b, argument, answer) -> {
            seen.add(query.name());
            return query != BoardOracle.Query.MANHATTAN;
        });
        run(shadowed, board);
        assertEquals(List.of("IS_GOAL", "IS_SOLVABLE", "MANHATTAN"), seen);
        seen.clear();
        IllegalStateException thrown = new IllegalStateException("the student's tileAt threw");
        BoardShadow.arm((query, b, argument, answer) -> {
            seen.add(query.name());
            throw thrown;
        });
        assertEquals(EXPECTED, run(shadowed, board));
        assertEquals(List.of("IS_GOAL"), seen);
        assertSame(thrown, BoardShadow.thrown());
    }

    @Test
    void theOraclesOwnCountedWorkIsNotCountedAndTheLimitIsRestored() throws Exception {
        CountedSolvers shadowed = CountedSolvers.shadowed(sources.load("fixture.Solver"), sources.load("fixture.Board"));
        Object board = goal(shadowed.board());
        long before = CostCounter.units();
        run(shadowed, board);
        long units = CostCounter.units() - before;
        Method hamming = shadowed.board().getMethod("hamming");
        BoardShadow.arm((query, b, argument, answer) -> {
            try {
                for (int i = 0; i < 100; i++) {
                    hamming.invoke(b); // counted student code, run by the oracle
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            return true;
        });
        long ceiling = CostCounter.units() + 1_000_000;
        CostCounter.limit(ceiling);
        try {
            before = CostCounter.units();
            run(shadowed, board);
            assertEquals(units, CostCounter.units() - before);
            assertEquals(ceiling, CostCounter.ceiling());
        } finally {
            CostCounter.unlimited();
        }
    }
}
