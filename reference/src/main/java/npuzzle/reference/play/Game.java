package npuzzle.reference.play;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import npuzzle.reference.Board;

/**
 * The state of one game: the board, the slides made since the start (to undo), the hint shown, a solve in
 * progress and the message for the player. Knows nothing of terminals; the screen feeds it actions, calls
 * {@link #update} while it waits for keys and {@link #step} at the pace of a solve.
 */
public final class Game {
    private enum Request { NONE, HINT, SOLVE }

    private final Supplier<Puzzle> newPuzzles;
    private final Advisor advisor;
    private final Controls controls;
    private Puzzle puzzle;
    private Board board;
    private final Deque<Board> history = new ArrayDeque<>();
    private final Deque<Board> solving = new ArrayDeque<>();
    private int solveMoves;
    private Request pending = Request.NONE;
    private Slide hint;
    private String message = "";

    /** Starts a game on {@code first}; {@code n} brings a board from {@code newPuzzles}. */
    public Game(Puzzle first, Supplier<Puzzle> newPuzzles, Advisor advisor, Controls controls) {
        this.newPuzzles = Objects.requireNonNull(newPuzzles, "newPuzzles");
        this.advisor = Objects.requireNonNull(advisor, "advisor");
        this.controls = Objects.requireNonNull(controls, "controls");
        start(first);
    }

    /** Returns the board shown. */
    public Board board() {
        return board;
    }

    /** Returns the puzzle being played: its first board and its label. */
    public Puzzle puzzle() {
        return puzzle;
    }

    /** Returns the slides made since the start, undone ones excluded; a solve's slides count. */
    public int moves() {
        return history.size();
    }

    /** Returns what the optimal solver knows about the board shown. */
    public Advice advice() {
        return advisor.adviceFor(board);
    }

    /** Returns the slide a hint suggests, while it is shown, else null. */
    public Slide hint() {
        return hint;
    }

    /** Returns the tile the hint suggests sliding, or 0 when no hint is shown. */
    public int hintTile() {
        return hint == null ? 0 : hint.tile(board);
    }

    /** Returns the line for the player: what the last key did, or why it did nothing. */
    public String message() {
        return message;
    }

    /** Returns whether an optimal solve is being played. */
    public boolean solving() {
        return !solving.isEmpty();
    }

    /** Returns the controls the messages speak of. */
    public Controls controls() {
        return controls;
    }

    /**
     * Does what {@code action} asks. While a solve is played, any action interrupts it instead; {@link Action#QUIT}
     * and {@link Action#INTERRUPT} are for the screen and change nothing here.
     */
    public void apply(Action action) {
        if (solving()) {
            message = "solve interrupted after " + (solveMoves - solving.size()) + " of " + solveMoves + " moves";
            solving.clear();
            return;
        }
        hint = null;
        pending = Request.NONE;
        message = "";
        switch (action) {
            case SLIDE_UP, SLIDE_DOWN, SLIDE_LEFT, SLIDE_RIGHT -> slide(action.slide());
            case UNDO -> undo();
            case RESTART -> restart();
            case NEW_BOARD -> start(newPuzzles.get());
            case HINT -> ask(Request.HINT);
            case SOLVE -> ask(Request.SOLVE);
            case OTHER -> message = "keys: arrows, s solve, h hint, u undo, r restart, n new board, q quit";
            case QUIT, INTERRUPT -> { }
        }
    }

    /** Carries out a hint or solve that waited for the optimal solver, once its answer is there. */
    public void update() {
        if (pending != Request.NONE && !(advice() instanceof Advice.Computing)) {
            Request request = pending;
            pending = Request.NONE;
            answer(request);
        }
    }

    /**
     * Makes the next slide of the solve being played.
     *
     * @throws IllegalStateException if no solve is being played
     */
    public void step() {
        if (!solving()) {
            throw new IllegalStateException("no solve is being played");
        }
        history.push(board);
        board = solving.removeFirst();
        if (!solving()) {
            message = "solved by the optimal solver in " + movesText(solveMoves);
        }
    }

    private void start(Puzzle next) {
        puzzle = next;
        board = next.board();
        history.clear();
        solving.clear();
        hint = null;
        pending = Request.NONE;
        message = "";
    }

    private void slide(Slide slide) {
        Optional<Board> next = slide.apply(board);
        if (next.isEmpty()) {
            message = "no tile can slide " + slide.word() + " into the blank";
            return;
        }
        history.push(board);
        board = next.get();
        if (board.isGoal()) {
            message = "solved in " + movesText(moves());
        }
    }

    private void undo() {
        if (history.isEmpty()) {
            message = "nothing to undo";
            return;
        }
        board = history.pop();
    }

    private void restart() {
        board = puzzle.board();
        history.clear();
        message = "back to the first board";
    }

    private void ask(Request request) {
        if (advice() instanceof Advice.Computing) {
            pending = request;
            message = "the optimal solver is searching...";
            return;
        }
        answer(request);
    }

    private void answer(Request request) {
        Advice advice = advice();
        if (advice instanceof Advice.Unsolvable) {
            message = "this board cannot reach the goal: no " + (request == Request.HINT ? "hint" : "solve");
        } else if (advice instanceof Advice.NotComputed notComputed) {
            message = "the optimal solver gave up (" + notComputed.reason() + "): no "
                    + (request == Request.HINT ? "hint" : "solve") + " for this board";
        } else if (advice instanceof Advice.Known solution && solution.path().isEmpty()) {
            message = "already solved";
        } else if (advice instanceof Advice.Known solution && request == Request.HINT) {
            hint = Slide.between(board, solution.path().get(0));
            message = "hint: slide " + hint.tile(board) + " " + hint.word() + " (the " + controls.arrowFor(hint)
                    + " arrow); " + movesText(solution.moves()) + " to go";
        } else if (advice instanceof Advice.Known solution) {
            solving.addAll(solution.path());
            solveMoves = solution.moves();
            message = "solving: " + movesText(solveMoves) + " (any key stops)";
        }
    }

    static String movesText(int moves) {
        return moves + (moves == 1 ? " move" : " moves");
    }
}
