package npuzzle.grader.checks.solver;

import java.util.List;
import npuzzle.reference.Board;

/**
 * The first wrong answer the student's Board gave the student's Solver during one search on the student's own Board,
 * found by shadowing each of the Solver's Board calls with the reference Board ({@link ShadowOracle}). It exists so
 * that a search that went wrong because of the Board, on a Board that passes the probes on fresh boards (an answer
 * that changes after other calls, say), is charged to a Board check rather than to the Solver.
 *
 * @param call the query, as a student writes it, e.g. {@code isGoal()}
 * @param board the tiles of the board asked, as a reference board
 * @param expected the reference Board's answer, as text (neighbors: the boards in the course's format, sorted)
 * @param actual the student's Board's answer, as text
 * @param description what a student reads: the call, the board, both answers, and which check to look at
 * @param checks the ids of the Board checks that may charge it, the one charged first: when a new Board with the same
 *     tiles answers the query right, {@code board.neighbors.derived} if the boards its neighbors() makes answer wrong
 *     when first asked (boards made from one another share state), else {@code board.repeated-calls} (the answer
 *     changed after other calls), or {@code board.two-same-size} if the board asked answers right again once a new
 *     board of its tiles is made (every board answers with what the board made last left in a static field);
 *     otherwise the query's own check
 */
record BoardFault(String call, Board board, String expected, String actual, String description,
        List<String> checks) {
    /** The check of answers that change when other calls were made on the same board. */
    static final String REPEATED_CALLS = "board.repeated-calls";
    /** The check of boards made by neighbors() that answer unlike a new board of the same tiles. */
    static final String DERIVED = "board.neighbors.derived";
    /** The check of boards that answer with what the board of the same size made last left. */
    static final String LAST_MADE = "board.two-same-size";
}
