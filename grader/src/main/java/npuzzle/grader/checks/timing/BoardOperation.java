package npuzzle.grader.checks.timing;

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
        Runnable prepare(BoardCalls calls, int n, long seed) {
            int[][] tiles = BoardInputs.shuffled(n, seed);
            return () -> calls.create(tiles);
        }
    },
    SIZE("size", "size()", GrowthLimit.of(0, "1"), "return the n stored by the constructor") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            return repeated(calls, BoardInputs.shuffled(n, seed), "size");
        }
    },
    TILE_AT("tile-at", "tileAt(i, j)", GrowthLimit.of(0, "1"), "index the stored array directly") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            Object board = calls.create(BoardInputs.shuffled(n, seed));
            calls.call(board, "tileAt", n - 1, n - 1);
            return () -> calls.call(board, "tileAt", n - 1, n - 1);
        }
    },
    HAMMING("hamming", "hamming()", GrowthLimit.of(0, "1"), "compute it once in the constructor and cache it") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            return repeated(calls, BoardInputs.shuffled(n, seed), "hamming");
        }
    },
    MANHATTAN("manhattan", "manhattan()", GrowthLimit.of(0, "1"), "compute it once in the constructor and cache it") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            return repeated(calls, BoardInputs.shuffled(n, seed), "manhattan");
        }
    },
    IS_GOAL("is-goal", "isGoal()", GrowthLimit.of(0, "1"),
            "do not compare every tile: the goal is the board whose cached hamming() is 0") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            return repeated(calls, BoardInputs.goal(n), "isGoal");
        }
    },
    IS_SOLVABLE("is-solvable", "isSolvable()", GrowthLimit.of(2, "n^2 log n"),
            "count inversions with merge sort (n^2 log n), not by comparing every pair of tiles (n^4)") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            Object board = calls.create(BoardInputs.shuffled(n, seed));
            return () -> calls.call(board, "isSolvable");
        }
    },
    NEIGHBORS("neighbors", "neighbors()", GrowthLimit.of(2, "n^2"),
            "build each neighbor with one copy of the tiles; do not search or copy the board more than that") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            Object board = calls.create(BoardInputs.shuffled(n, seed));
            return () -> calls.walkNeighbors(board);
        }
    },
    EQUALS("equals", "equals(Object)", GrowthLimit.of(2, "n^2"), "compare the tiles once, stopping at a difference") {
        @Override
        Runnable prepare(BoardCalls calls, int n, long seed) {
            Object board = calls.create(BoardInputs.shuffled(n, seed));
            Object same = calls.create(BoardInputs.shuffled(n, seed));
            return () -> calls.call(board, "equals", same);
        }
    };

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
    abstract Runnable prepare(BoardCalls calls, int n, long seed);

    /** Returns the last part of the check id, {@code timing.board.<id>}. */
    String id() {
        return id;
    }

    String member() {
        return member;
    }

    GrowthLimit limit() {
        return limit;
    }

    String hint() {
        return hint;
    }

    private static Runnable repeated(BoardCalls calls, int[][] tiles, String method) {
        Object board = calls.create(tiles);
        calls.call(board, method);
        return () -> calls.call(board, method);
    }
}
