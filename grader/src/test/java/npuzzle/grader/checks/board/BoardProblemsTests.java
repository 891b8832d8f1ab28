package npuzzle.grader.checks.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import npuzzle.grader.checks.Assignment;
import org.junit.jupiter.api.Test;

/** A Board call that threw before a search is charged to the check of that call, as the exception names it. */
class BoardProblemsTests {
    @Test
    void theCallAStudentExceptionNamesFindsItsCheck() {
        Assignment course = Assignment.UMB_CS210;
        Assignment coursera = Assignment.PRINCETON_COURSERA;

        assertEquals("board.neighbors.set", BoardProblems.checkOf("iterating Board.neighbors()", 3, course));
        assertEquals("board.neighbors.set", BoardProblems.checkOf("Board.neighbors()", 3, course));
        assertEquals("board.is-goal", BoardProblems.checkOf("Board.isGoal()", 3, course));
        assertEquals("board.tile-at", BoardProblems.checkOf("Board.tileAt(...)", 3, course));
        assertEquals("board.solvable.even", BoardProblems.checkOf("Board.isSolvable()", 4, course));
        assertEquals("board.dimension", BoardProblems.checkOf("Board.dimension()", 3, coursera));
        assertEquals("board.tile-at", BoardProblems.checkOf("new Board(...)", 3, course), "the constructor");
        assertEquals("board.to-string.size-line", BoardProblems.checkOf("new Board(...)", 3, coursera),
                "no tileAt: the tiles are read from toString()");
        assertEquals("board.tile-at", BoardProblems.checkOf(null, 3, course));
    }
}
