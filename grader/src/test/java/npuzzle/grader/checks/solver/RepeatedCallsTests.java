package npuzzle.grader.checks.solver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import npuzzle.reference.Board;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;

/** repeated-calls says how the boards of a second solution() differ from the first's. */
class RepeatedCallsTests {
    private static final List<Board> PATH = path();

    private static List<Board> path() {
        List<Board> path = new ArrayList<>();
        new Solver(Board.ofRowMajor(3, 0, 1, 3, 4, 2, 5, 7, 8, 6)).solution().forEach(path::add);
        return path;
    }

    @Test
    void theSameBoardsReversedOrReorderedAreSaidSo() {
        List<Board> reversed = new ArrayList<>(PATH);
        java.util.Collections.reverse(reversed);
        assertEquals("the same " + PATH.size() + " boards in reverse order", RepeatedCalls.describe(PATH, reversed));
        List<Board> swapped = new ArrayList<>(PATH);
        swapped.add(0, swapped.remove(1));
        assertEquals("the same " + PATH.size() + " boards in another order", RepeatedCalls.describe(PATH, swapped));
    }

    @Test
    void fewerOrOtherBoardsAreCounted() {
        assertEquals("0 boards", RepeatedCalls.describe(PATH, List.of()));
        List<Board> appended = new ArrayList<>(PATH);
        appended.addAll(PATH);
        assertEquals(2 * PATH.size() + " boards", RepeatedCalls.describe(PATH, appended));
        List<Board> other = new ArrayList<>(PATH);
        other.set(0, Board.goal(3));
        other.set(1, Board.goal(3));
        assertEquals(PATH.size() + " boards, other boards", RepeatedCalls.describe(PATH, other));
    }
}
