package npuzzle.grader.checks.timing;

import java.util.function.Consumer;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.cost.GrowthLimit;

/**
 * A Board operation whose cost the assignment bounds, with how one measured call is set up at side n (the set-up
 * is not counted) and the hint for a student whose code grows faster. Repeated calls are measured for the cached
 * values, so computing them lazily on the first call is not charged.
 */
enum BoardOperation {
    CONSTRUCTOR("constructor", "Board(int[][])", GrowthLimit.of(2, "n^2"),
            "the constructor should pass over the tiles a constant number of times") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            int[][] tiles = BoardInputs.shuffled(n, seed);
            return () -> type.create(tiles);
        }
    },
    SIZE("size", "size()", GrowthLimit.of(0, "1"), "return the n stored by the constructor") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            return repeated(type.create(BoardInputs.shuffled(n, seed)), StudentBoard::size);
        }
    },
    TILE_AT("tile-at", "tileAt(i, j)", GrowthLimit.of(0, "1"), "index the stored array directly") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            return repeated(type.create(BoardInputs.shuffled(n, seed)), board -> board.tileAt(n - 1, n - 1));
        }
    },
    HAMMING("hamming", "hamming()", GrowthLimit.of(0, "1"), "compute it once in the constructor and cache it") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            return repeated(type.create(BoardInputs.shuffled(n, seed)), StudentBoard::hamming);
        }
    },
    MANHATTAN("manhattan", "manhattan()", GrowthLimit.of(0, "1"), "compute it once in the constructor and cache it") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            return repeated(type.create(BoardInputs.shuffled(n, seed)), StudentBoard::manhattan);
        }
    },
    ESTIMATED_DISTANCE("estimated-distance", "estimatedDistanceToGoal()", GrowthLimit.of(0, "1"),
            "compute the Manhattan distance once in the constructor and return it") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            return repeated(type.create(BoardInputs.shuffled(n, seed)), StudentBoard::estimatedDistanceToGoal);
        }
    },
    IS_GOAL("is-goal", "isGoal()", GrowthLimit.of(0, "1"),
            "do not compare every tile: the goal is the board whose cached hamming() is 0") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            return repeated(type.create(BoardInputs.goal(n)), StudentBoard::isGoal);
        }
    },
    IS_SOLVABLE("is-solvable", "isSolvable()", GrowthLimit.of(2, "n^2 log n"),
            "count inversions with merge sort (n^2 log n), not by comparing every pair of tiles (n^4)") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            StudentBoard board = type.create(BoardInputs.shuffled(n, seed));
            return board::isSolvable;
        }
    },
    NEIGHBORS("neighbors", "neighbors()", GrowthLimit.of(2, "n^2"),
            "build each neighbor with one copy of the tiles; do not search or copy the board more than that") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            StudentBoard board = type.create(BoardInputs.shuffled(n, seed));
            return board::neighbors;
        }
    },
    EQUALS("equals", "equals(Object)", GrowthLimit.of(2, "n^2"), "compare the tiles once, stopping at a difference") {
        @Override
        Runnable prepare(BoardType type, int n, long seed) {
            StudentBoard board = type.create(BoardInputs.shuffled(n, seed));
            Object same = type.create(BoardInputs.shuffled(n, seed)).unwrap();
            return () -> board.equalsObject(same);
        }
    };

    /**
     * This course asks constant time of the values a Board computes once; Princeton's versions ask "time
     * proportional to n^2 (or better)" of them, so there they may loop over the tiles on each call.
     */
    private static final GrowthLimit PRINCETON_CACHED = GrowthLimit.of(2, "n^2");

    private final String id;
    private final String member;
    private final GrowthLimit limit;
    private final String hint;

    BoardOperation(String id, String member, GrowthLimit limit, String hint) {
        this.id = id;
        this.member = member;
        this.limit = limit;
        this.hint = hint;
    }

    /** Sets up one measured call on a board of side n; only the returned call is counted. */
    abstract Runnable prepare(BoardType type, int n, long seed);

    /** Returns the last part of the check id, {@code timing.board.<id>}. */
    String id() {
        return id;
    }

    String member() {
        return member;
    }

    /** Returns the growth {@code assignment} allows this operation. */
    GrowthLimit limit(Assignment assignment) {
        boolean cachedValue = this == HAMMING || this == MANHATTAN || this == ESTIMATED_DISTANCE || this == IS_GOAL;
        return cachedValue && assignment != Assignment.UMB_CS210 ? PRINCETON_CACHED : limit;
    }

    String hint() {
        return hint;
    }

    /** Calls {@code method} once, uncounted, and returns the repeated call to measure. */
    private static Runnable repeated(StudentBoard board, Consumer<StudentBoard> method) {
        method.accept(board);
        return () -> method.accept(board);
    }
}
