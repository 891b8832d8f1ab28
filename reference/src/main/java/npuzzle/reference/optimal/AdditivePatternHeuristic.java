package npuzzle.reference.optimal;

import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

/**
 * The sum of disjoint pattern databases, and, with reflection, the larger of that sum and the same sum on the
 * board reflected about its main diagonal: the transpose maps the goal (blank last) onto itself, so the
 * databases of a partition also score the transposed partition for free (Culberson and Schaeffer 1998).
 *
 * <p>Tiles outside every pattern count their Manhattan distance. Each slide updates one database lookup per
 * view, taking time proportional to the pattern size.
 */
final class AdditivePatternHeuristic implements Heuristic {
    private final int n;
    private final int cells;
    private final List<PatternDatabase> databases;
    private final boolean reflect;
    private final int[] groupOf; // by tile: index of its database, or -1 for a Manhattan tile
    private final int[] slotOf; // by tile: its place in its database's tile order
    private final int[] mirrorCell;
    private final int[] mirrorTile;
    private final int[][] manhattan;

    AdditivePatternHeuristic(int n, List<PatternDatabase> databases, boolean reflect) {
        this.n = n;
        this.databases = List.copyOf(databases);
        this.reflect = reflect;
        this.cells = n * n;
        groupOf = new int[cells];
        slotOf = new int[cells];
        Arrays.fill(groupOf, -1);
        for (int g = 0; g < this.databases.size(); g++) {
            PatternDatabase database = this.databases.get(g);
            if (database.n() != n) {
                throw new IllegalArgumentException(database + " is not for " + n + "x" + n + " boards");
            }
            int[] tiles = database.tiles();
            for (int slot = 0; slot < tiles.length; slot++) {
                if (groupOf[tiles[slot]] >= 0) {
                    throw new IllegalArgumentException("tile " + tiles[slot] + " is in two pattern databases");
                }
                groupOf[tiles[slot]] = g;
                slotOf[tiles[slot]] = slot;
            }
        }
        mirrorCell = new int[cells];
        mirrorTile = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            mirrorCell[cell] = cell % n * n + cell / n;
        }
        for (int tile = 1; tile < cells; tile++) {
            mirrorTile[tile] = mirrorCell[tile - 1] + 1;
        }
        manhattan = ManhattanHeuristic.distanceTable(n);
    }

    @Override
    public String name() {
        StringJoiner sizes = new StringJoiner("-", "pdb-", reflect ? "+reflection" : "");
        for (PatternDatabase database : databases) {
            sizes.add(Integer.toString(database.tileCount()));
        }
        return sizes.toString();
    }

    @Override
    public Evaluator start(int n, int[] tiles) {
        if (n != this.n) {
            throw new IllegalArgumentException(name() + " is for " + this.n + "x" + this.n + " boards, not " + n + "x" + n);
        }
        return new PatternEvaluator(tiles);
    }

    /** The database sums of one view of the board, the board itself or its transpose, with an undo stack. */
    private final class View {
        private final byte[][] tables;
        private final int[][] cellsOf; // by database: the cells of its tiles, in its order
        private final int[] values;
        private int sum;
        private int[] savedValues = new int[64]; // per slide: the changed database's old value, and the old sum
        private int[] savedSums = new int[64];
        private int depth;

        View(int[] tiles, boolean mirrored) {
            tables = new byte[databases.size()][];
            cellsOf = new int[databases.size()][];
            values = new int[databases.size()];
            for (int g = 0; g < databases.size(); g++) {
                tables[g] = databases.get(g).bytes();
                cellsOf[g] = new int[databases.get(g).tileCount()];
            }
            for (int cell = 0; cell < tiles.length; cell++) {
                int tile = tiles[cell];
                if (tile != 0) {
                    place(mirrored ? mirrorTile[tile] : tile, mirrored ? mirrorCell[cell] : cell);
                }
            }
            for (int g = 0; g < databases.size(); g++) {
                values[g] = lookup(g);
                sum += values[g];
            }
        }

        private void place(int tile, int cell) {
            int g = groupOf[tile];
            if (g < 0) {
                sum += manhattan[tile][cell];
            } else {
                cellsOf[g][slotOf[tile]] = cell;
            }
        }

        private int lookup(int g) {
            return tables[g][PatternDatabase.rank(cellsOf[g], cellsOf[g].length, cells)];
        }

        void move(int tile, int from, int to) {
            if (depth == savedSums.length) {
                savedSums = Arrays.copyOf(savedSums, depth * 2);
                savedValues = Arrays.copyOf(savedValues, depth * 2);
            }
            savedSums[depth] = sum;
            int g = groupOf[tile];
            if (g < 0) {
                depth++;
                sum += manhattan[tile][to] - manhattan[tile][from];
                return;
            }
            savedValues[depth++] = values[g];
            cellsOf[g][slotOf[tile]] = to;
            int updated = lookup(g);
            sum += updated - values[g];
            values[g] = updated;
        }

        void unmove(int tile, int from) {
            depth--;
            sum = savedSums[depth];
            int g = groupOf[tile];
            if (g >= 0) {
                cellsOf[g][slotOf[tile]] = from;
                values[g] = savedValues[depth];
            }
        }
    }

    private final class PatternEvaluator implements Evaluator {
        private final View straight;
        private final View mirrored;

        PatternEvaluator(int[] tiles) {
            straight = new View(tiles, false);
            mirrored = reflect ? new View(tiles, true) : null;
        }

        @Override
        public int value() {
            return mirrored == null ? straight.sum : Math.max(straight.sum, mirrored.sum);
        }

        @Override
        public int slide(int tile, int from, int to) {
            straight.move(tile, from, to);
            if (mirrored != null) {
                mirrored.move(mirrorTile[tile], mirrorCell[from], mirrorCell[to]);
            }
            return value();
        }

        @Override
        public void undo(int tile, int from, int to) {
            straight.unmove(tile, from);
            if (mirrored != null) {
                mirrored.unmove(mirrorTile[tile], mirrorCell[from]);
            }
        }
    }
}
