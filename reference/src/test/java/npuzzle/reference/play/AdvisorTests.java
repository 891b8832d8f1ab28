package npuzzle.reference.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.Solver;
import npuzzle.reference.optimal.OptimalSolution;
import npuzzle.reference.optimal.OptimalSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AdvisorTests {
    private static final Board PUZZLE05 = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);

    @TempDir
    Path cache;

    private final AtomicInteger searches = new AtomicInteger();
    private final Function<Board, OptimalSolution> counted = board -> {
        searches.incrementAndGet();
        return OptimalSolver.standard().solve(board);
    };

    @Test
    void aKnownSolutionIsShortestAndEndsAtTheGoal() {
        Advisor advisor = new Advisor(counted, Runnable::run);
        Advice.Known known = assertInstanceOf(Advice.Known.class, advisor.adviceFor(PUZZLE05));
        assertEquals(new Solver(PUZZLE05).moves(), known.moves());
        assertEquals(Board.goal(3), known.path().get(known.moves() - 1));
        assertEquals(0, ((Advice.Known) advisor.adviceFor(Board.goal(3))).moves());
    }

    @Test
    void followingASolutionNeedsNoFurtherSearch() {
        Advisor advisor = new Advisor(counted, Runnable::run);
        Advice.Known known = (Advice.Known) advisor.adviceFor(PUZZLE05);
        for (int k = 0; k < known.moves(); k++) {
            Advice.Known rest = assertInstanceOf(Advice.Known.class, advisor.adviceFor(known.path().get(k)));
            assertEquals(known.moves() - k - 1, rest.moves());
        }
        assertEquals(1, searches.get());
    }

    @Test
    void aBoardLeftBeforeItsSearchStartsIsNotSearched() {
        List<Runnable> queue = new ArrayList<>();
        Advisor advisor = new Advisor(counted, queue::add);
        Board next = Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 0, 7, 8); // its solution does not pass PUZZLE05
        assertSame(Advice.COMPUTING, advisor.adviceFor(PUZZLE05));
        assertSame(Advice.COMPUTING, advisor.adviceFor(next));
        queue.forEach(Runnable::run);
        assertEquals(1, searches.get());
        assertInstanceOf(Advice.Known.class, advisor.adviceFor(next));
        queue.clear();
        assertSame(Advice.COMPUTING, advisor.adviceFor(PUZZLE05), "asked again, the skipped board is searched");
        queue.forEach(Runnable::run);
        assertInstanceOf(Advice.Known.class, advisor.adviceFor(PUZZLE05));
    }

    @Test
    void anUnsolvableBoardIsNeverSearched() {
        Advisor advisor = new Advisor(counted, Runnable::run);
        assertSame(Advice.UNSOLVABLE, advisor.adviceFor(Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0)));
        assertEquals(0, searches.get());
    }

    @Test
    void aSearchOverItsBudgetIsNotComputedAndSaysWhichBudget() {
        OptimalSolver tiny = OptimalSolver.create(cache, 1, Duration.ofSeconds(1));
        Advisor advisor = new Advisor(tiny::solve, Runnable::run);
        Board board = new PuzzleGenerator(7).randomWalk(6, 30);
        Advice.NotComputed notComputed = assertInstanceOf(Advice.NotComputed.class, advisor.adviceFor(board));
        assertEquals("over 1 nodes", notComputed.reason());
    }

    @Test
    void inTheBackgroundTheAnswerArrivesLater() throws InterruptedException {
        Advisor advisor = Advisor.inBackground(OptimalSolver.create(cache, 1_000_000, Duration.ofMinutes(1)), 3);
        Advice advice = advisor.adviceFor(PUZZLE05);
        for (int k = 0; k < 600 && advice instanceof Advice.Computing; k++) {
            Thread.sleep(50);
            advice = advisor.adviceFor(PUZZLE05);
        }
        Advice.Known known = assertInstanceOf(Advice.Known.class, advice);
        assertEquals(new Solver(PUZZLE05).moves(), known.moves());
        assertTrue(known.path().get(known.moves() - 1).isGoal());
    }
}
