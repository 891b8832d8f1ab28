package npuzzle.reference;

/**
 * Hamming, Manhattan and solvability computed from a tile array without {@link Board}, by other means than Board
 * uses, so that a fact in {@code expected.json} is checked by a second computation. Solvability here comes from
 * the parity of the permutation (cycles, blank included) against the parity of the blank's distance to its goal
 * corner: every slide is one transposition and moves the blank one cell.
 */
final class IndependentFacts {
    private IndependentFacts() {
    }

    static int hamming(int[][] tiles) {
        int n = tiles.length;
        int wrong = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                if (tile != 0 && tile != i * n + j + 1) {
                    wrong++;
                }
            }
        }
        return wrong;
    }

    static int manhattan(int[][] tiles) {
        int n = tiles.length;
        int sum = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                if (tile != 0) {
                    sum += Math.abs(i - (tile - 1) / n) + Math.abs(j - (tile - 1) % n);
                }
            }
        }
        return sum;
    }

    static boolean solvable(int[][] tiles) {
        int n = tiles.length;
        int cells = n * n;
        int[] goalCellOf = new int[cells]; // the blank's goal cell is the last one
        int blankCell = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int tile = tiles[i][j];
                goalCellOf[i * n + j] = tile == 0 ? cells - 1 : tile - 1;
                if (tile == 0) {
                    blankCell = i * n + j;
                }
            }
        }
        boolean[] visited = new boolean[cells];
        int cycles = 0;
        for (int start = 0; start < cells; start++) {
            if (!visited[start]) {
                cycles++;
                for (int cell = start; !visited[cell]; cell = goalCellOf[cell]) {
                    visited[cell] = true;
                }
            }
        }
        int permutationParity = (cells - cycles) % 2;
        int blankDistance = (n - 1 - blankCell / n) + (n - 1 - blankCell % n);
        return permutationParity == blankDistance % 2;
    }
}
