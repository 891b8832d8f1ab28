package npuzzle.reference.optimal;

/**
 * Manhattan distance plus linear conflicts: in each row (column), the tiles whose goal is in that row (column)
 * but that are out of order must, except for a longest in-order subsequence, each step out and back, two moves
 * the Manhattan distance does not count. Row and column conflicts add: they cost vertical and horizontal moves.
 */
final class LinearConflictHeuristic implements Heuristic {
    @Override
    public String name() {
        return "linear-conflict";
    }

    @Override
    public Evaluator start(int n, int[] tiles) {
        return new LinearConflictEvaluator(n, tiles);
    }

    private static final class LinearConflictEvaluator implements Evaluator {
        private final int n;
        private final int[] tiles;
        private final int[][] distance;
        private final int[] rowConflicts;
        private final int[] columnConflicts;
        private final int[] line; // scratch: goal offsets along the line being scored
        private final int[] tails; // scratch: patience-sort tails for the longest increasing subsequence
        private int manhattan;
        private int conflicts;

        LinearConflictEvaluator(int n, int[] tiles) {
            this.n = n;
            this.tiles = tiles;
            this.distance = ManhattanHeuristic.distanceTable(n);
            this.rowConflicts = new int[n];
            this.columnConflicts = new int[n];
            this.line = new int[n];
            this.tails = new int[n];
            for (int cell = 0; cell < tiles.length; cell++) {
                manhattan += distance[tiles[cell]][cell];
            }
            for (int k = 0; k < n; k++) {
                rowConflicts[k] = rowConflict(k);
                columnConflicts[k] = columnConflict(k);
                conflicts += rowConflicts[k] + columnConflicts[k];
            }
        }

        @Override
        public int value() {
            return manhattan + 2 * conflicts;
        }

        @Override
        public int slide(int tile, int from, int to) {
            manhattan += distance[tile][to] - distance[tile][from];
            rescore(from, to);
            return value();
        }

        @Override
        public void undo(int tile, int from, int to) {
            manhattan -= distance[tile][to] - distance[tile][from];
            rescore(from, to);
        }

        /** A vertical slide changes which tiles are in two rows; a horizontal one, in two columns. */
        private void rescore(int from, int to) {
            if (from / n != to / n) {
                rescoreRow(from / n);
                rescoreRow(to / n);
            } else {
                rescoreColumn(from % n);
                rescoreColumn(to % n);
            }
        }

        private void rescoreRow(int row) {
            int updated = rowConflict(row);
            conflicts += updated - rowConflicts[row];
            rowConflicts[row] = updated;
        }

        private void rescoreColumn(int column) {
            int updated = columnConflict(column);
            conflicts += updated - columnConflicts[column];
            columnConflicts[column] = updated;
        }

        private int rowConflict(int row) {
            int count = 0;
            for (int column = 0; column < n; column++) {
                int tile = tiles[row * n + column];
                if (tile != 0 && (tile - 1) / n == row) {
                    line[count++] = (tile - 1) % n;
                }
            }
            return count - longestIncreasing(count);
        }

        private int columnConflict(int column) {
            int count = 0;
            for (int row = 0; row < n; row++) {
                int tile = tiles[row * n + column];
                if (tile != 0 && (tile - 1) % n == column) {
                    line[count++] = (tile - 1) / n;
                }
            }
            return count - longestIncreasing(count);
        }

        private int longestIncreasing(int count) {
            int length = 0;
            for (int k = 0; k < count; k++) {
                int value = line[k];
                int at = 0;
                while (at < length && tails[at] < value) {
                    at++;
                }
                tails[at] = value;
                if (at == length) {
                    length++;
                }
            }
            return length;
        }
    }
}
