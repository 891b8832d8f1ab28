package npuzzle.reference.optimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class PatternDatabaseTests {
    @Test
    void everyEntryEqualsAPlainZeroOneSearchOverPlacements() {
        for (int[] pattern : List.of(new int[] {1, 2, 3}, new int[] {5, 8}, new int[] {4, 6, 7, 8})) {
            PatternDatabase database = new PatternDatabaseBuilder(3, pattern).build();
            Map<List<Integer>, Integer> expected = plainSearch(3, pattern);
            assertEquals(PatternDatabase.placements(9, pattern.length), expected.size());
            int[] cells = new int[pattern.length];
            expected.forEach((placement, distance) -> {
                for (int i = 0; i < cells.length; i++) {
                    cells[i] = placement.get(i);
                }
                assertEquals(distance, database.distance(PatternDatabase.rank(cells, cells.length, 9)),
                        Arrays.toString(pattern) + " at " + placement);
            });
        }
    }

    @Test
    void disjointDatabasesAddUpToNoMoreThanTheTrueDistance() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        List<PatternDatabase> split = List.of(new PatternDatabaseBuilder(3, new int[] {1, 2, 3, 4}).build(),
                new PatternDatabaseBuilder(3, new int[] {5, 6, 7, 8}).build());
        Heuristic plain = new AdditivePatternHeuristic(3, split, false);
        Heuristic reflected = new AdditivePatternHeuristic(3, split, true);
        assertEquals("pdb-4-4+reflection", reflected.name());
        Random random = new Random(31);
        int stronger = 0;
        for (int trial = 0; trial < 3000; trial++) {
            Board board = RandomBoards.solvable(3, random);
            int sum = plain.start(3, board.toRowMajor()).value();
            int best = reflected.start(3, board.toRowMajor()).value();
            assertTrue(board.manhattan() <= sum, board.toString());
            assertTrue(sum <= best && best <= table.distance(board), board.toString());
            stronger += best > sum ? 1 : 0;
        }
        assertTrue(stronger > 0, "reflection never improved the estimate");
    }

    @Test
    void idaStarWithDatabasesFindsTheTableDistances() {
        BreadthFirstTable table = BreadthFirstTable.of(3);
        List<PatternDatabase> split = List.of(new PatternDatabaseBuilder(3, new int[] {1, 2, 4, 5}).build(),
                new PatternDatabaseBuilder(3, new int[] {3, 6, 7, 8}).build());
        IdaStar search = new IdaStar(new AdditivePatternHeuristic(3, split, true), 10_000_000, Duration.ofMinutes(1));
        Random random = new Random(32);
        for (int trial = 0; trial < 100; trial++) {
            Board board = RandomBoards.solvable(3, random);
            OptimalSolution solution = search.solve(board);
            assertEquals(table.distance(board), solution.moves(), board.toString());
            RandomBoards.assertValidPath(board, solution.path(), solution.moves());
        }
    }

    @Test
    void incrementalEstimatesEqualFreshOnesWithManhattanTilesAndReflection() {
        List<PatternDatabase> split = List.of(new PatternDatabaseBuilder(4, new int[] {1, 2, 5, 6}).build(),
                new PatternDatabaseBuilder(4, new int[] {11, 12, 15}).build());
        Heuristic heuristic = new AdditivePatternHeuristic(4, split, true);
        Random random = new Random(33);
        int[] tiles = RandomBoards.solvable(4, random).toRowMajor();
        Heuristic.Evaluator evaluator = heuristic.start(4, tiles);
        int blank = 0;
        while (tiles[blank] != 0) {
            blank++;
        }
        for (int step = 0; step < 500; step++) {
            int[] next = Moves.of(4).neighbors(blank);
            int cell = next[random.nextInt(next.length)];
            int tile = tiles[cell];
            tiles[blank] = tile;
            tiles[cell] = 0;
            assertEquals(heuristic.start(4, tiles.clone()).value(), evaluator.slide(tile, cell, blank));
            blank = cell;
        }
    }

    @Test
    void overlappingOrForeignDatabasesAreRejected() {
        PatternDatabase a = new PatternDatabaseBuilder(3, new int[] {1, 2}).build();
        PatternDatabase b = new PatternDatabaseBuilder(3, new int[] {2, 3}).build();
        assertThrows(IllegalArgumentException.class, () -> new AdditivePatternHeuristic(3, List.of(a, b), false));
        assertThrows(IllegalArgumentException.class, () -> new AdditivePatternHeuristic(4, List.of(a), false));
        assertThrows(IllegalArgumentException.class, () -> new PatternDatabaseBuilder(3, new int[] {9}));
    }

    /** Dijkstra with a deque (0-cost moves in front) over (pattern cells, blank cell), keyed by lists. */
    private static Map<List<Integer>, Integer> plainSearch(int n, int[] pattern) {
        Map<List<Integer>, Integer> best = new HashMap<>();
        Map<List<Integer>, Integer> byPlacement = new HashMap<>();
        Deque<List<Integer>> deque = new ArrayDeque<>();
        Integer[] start = new Integer[pattern.length + 1];
        for (int i = 0; i < pattern.length; i++) {
            start[i] = pattern[i] - 1;
        }
        start[pattern.length] = n * n - 1;
        best.put(List.of(start), 0);
        deque.add(List.of(start));
        while (!deque.isEmpty()) {
            List<Integer> state = deque.poll();
            int distance = best.get(state);
            List<Integer> placement = state.subList(0, pattern.length);
            byPlacement.merge(List.copyOf(placement), distance, Math::min);
            int blank = state.get(pattern.length);
            for (int cell : Moves.of(n).neighbors(blank)) {
                Integer[] next = state.toArray(new Integer[0]);
                int cost = 0;
                for (int i = 0; i < pattern.length; i++) {
                    if (next[i] == cell) {
                        next[i] = blank;
                        cost = 1;
                    }
                }
                next[pattern.length] = cell;
                List<Integer> child = List.of(next);
                if (distance + cost < best.getOrDefault(child, Integer.MAX_VALUE)) {
                    best.put(child, distance + cost);
                    if (cost == 0) {
                        deque.addFirst(child);
                    } else {
                        deque.addLast(child);
                    }
                }
            }
        }
        return byPlacement;
    }
}
