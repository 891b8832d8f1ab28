package npuzzle.reference.optimal;

/** The sum over tiles of their row and column distances to their goal cells (blank last in the goal). */
final class ManhattanHeuristic implements Heuristic {
    @Override
    public String name() {
        return "manhattan";
    }

    @Override
    public Evaluator start(int n, int[] tiles) {
        return new ManhattanEvaluator(n, tiles);
    }

    /** Returns {@code distance[tile][cell]}: the Manhattan distance of {@code tile} at {@code cell} from its goal. */
    static int[][] distanceTable(int n) {
        int cells = n * n;
        int[][] distance = new int[cells][cells];
        for (int tile = 1; tile < cells; tile++) {
            for (int cell = 0; cell < cells; cell++) {
                distance[tile][cell] = Math.abs((tile - 1) / n - cell / n) + Math.abs((tile - 1) % n - cell % n);
            }
        }
        return distance;
    }

    private static final class ManhattanEvaluator implements Evaluator {
        private final int[][] distance;
        private int value;

        ManhattanEvaluator(int n, int[] tiles) {
            distance = distanceTable(n);
            for (int cell = 0; cell < tiles.length; cell++) {
                value += distance[tiles[cell]][cell];
            }
        }

        @Override
        public int value() {
            return value;
        }

        @Override
        public int slide(int tile, int from, int to) {
            value += distance[tile][to] - distance[tile][from];
            return value;
        }

        @Override
        public void undo(int tile, int from, int to) {
            value -= distance[tile][to] - distance[tile][from];
        }
    }
}
