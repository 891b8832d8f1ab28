package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Correct submissions, plain and course-style, pass the default policy. */
class CleanSubmissionTests {
    static final String BOARD = """
            package pkg;

            import java.util.ArrayList;
            import java.util.Arrays;
            import java.util.Iterator;
            import java.util.List;
            import java.util.Objects;
            import java.util.stream.Collectors;
            import java.util.stream.IntStream;

            public final class Board {
                enum Direction { UP, DOWN, LEFT, RIGHT }

                private record Cell(int row, int column) { }

                private final int n;
                private final int[] tiles;
                private final int hamming;
                private final int manhattan;

                public Board(int[][] tiles) {
                    Objects.requireNonNull(tiles, "tiles is null");
                    n = tiles.length;
                    this.tiles = Arrays.stream(tiles).flatMapToInt(Arrays::stream).toArray();
                    assert this.tiles.length == n * n : "not square";
                    int h = 0;
                    int m = 0;
                    for (int i = 0; i < this.tiles.length; i++) {
                        int tile = this.tiles[i];
                        if (tile != 0 && tile != i + 1) {
                            h++;
                            m += Math.abs((tile - 1) / n - i / n) + Math.abs((tile - 1) % n - i % n);
                        }
                    }
                    hamming = h;
                    manhattan = m;
                }

                public int size() { return n; }
                public int tileAt(int i, int j) { return tiles[i * n + j]; }
                public int hamming() { return hamming; }
                public int manhattan() { return manhattan; }
                public boolean isGoal() { return hamming == 0; }

                public boolean isSolvable() {
                    long inversions = 0;
                    for (int i = 0; i < tiles.length; i++) {
                        for (int j = i + 1; j < tiles.length; j++) {
                            if (tiles[i] != 0 && tiles[j] != 0 && tiles[j] < tiles[i]) {
                                inversions++;
                            }
                        }
                    }
                    int blankRow = blank().row();
                    return n % 2 == 1 ? inversions % 2 == 0 : (inversions + blankRow) % 2 == 1;
                }

                private Cell blank() {
                    int at = IntStream.range(0, tiles.length).filter(i -> tiles[i] == 0).findFirst().orElseThrow();
                    return new Cell(at / n, at % n);
                }

                public Iterable<Board> neighbors() {
                    List<Board> neighbors = new ArrayList<>();
                    Cell blank = blank();
                    for (Direction direction : Direction.values()) {
                        int row = blank.row();
                        int column = blank.column();
                        switch (direction) {
                            case UP -> row--;
                            case DOWN -> row++;
                            case LEFT -> column--;
                            case RIGHT -> column++;
                        }
                        if (row >= 0 && row < n && column >= 0 && column < n) {
                            neighbors.add(swap(blank.row() * n + blank.column(), row * n + column));
                        }
                    }
                    return () -> new Iterator<Board>() {
                        private int next;
                        @Override public boolean hasNext() { return next < neighbors.size(); }
                        @Override public Board next() { return neighbors.get(next++); }
                    };
                }

                private Board swap(int a, int b) {
                    int[][] copy = new int[n][n];
                    for (int i = 0; i < tiles.length; i++) {
                        copy[i / n][i % n] = tiles[i];
                    }
                    copy[a / n][a % n] = tiles[b];
                    copy[b / n][b % n] = tiles[a];
                    return new Board(copy);
                }

                @Override
                public boolean equals(Object other) {
                    if (other == this) return true;
                    if (other == null || other.getClass() != getClass()) return false;
                    return Arrays.equals(tiles, ((Board) other).tiles);
                }

                @Override
                public int hashCode() { return Arrays.hashCode(tiles); }

                @Override
                public String toString() {
                    return IntStream.range(0, n).mapToObj(i -> IntStream.range(0, n)
                            .mapToObj(j -> String.format("%2s", tileAt(i, j) == 0 ? " " : tileAt(i, j)))
                            .collect(Collectors.joining(" "))).collect(Collectors.joining("\\n"));
                }

                public static void main(String[] args) {
                    Board board = new Board(new int[][] {{4, 1, 3}, {0, 2, 6}, {7, 5, 8}});
                    System.out.println("The board (" + board.size() + "-puzzle):\\n" + board);
                }
            }
            """;

    static final String SOLVER = """
            package pkg;

            import java.util.ArrayDeque;
            import java.util.Comparator;
            import java.util.Deque;
            import java.util.HashSet;
            import java.util.List;
            import java.util.PriorityQueue;
            import java.util.Set;

            public final class Solver {
                private record Node(Board board, int moves, Node previous) {
                    int priority() { return moves + board.manhattan(); }
                }

                private final List<Board> solution;

                public Solver(Board initial) {
                    if (initial == null) throw new NullPointerException("board is null");
                    if (!initial.isSolvable()) throw new IllegalArgumentException("board is unsolvable");
                    PriorityQueue<Node> queue = new PriorityQueue<>(Comparator.comparingInt(Node::priority));
                    Set<Board> done = new HashSet<>();
                    queue.add(new Node(initial, 0, null));
                    Node node = queue.remove();
                    while (!node.board().isGoal()) {
                        done.add(node.board());
                        for (Board next : node.board().neighbors()) {
                            if (node.previous() == null || !next.equals(node.previous().board())) {
                                queue.add(new Node(next, node.moves() + 1, node));
                            }
                        }
                        node = queue.remove();
                    }
                    Deque<Board> path = new ArrayDeque<>();
                    for (Node at = node; at.previous() != null; at = at.previous()) {
                        path.addFirst(at.board());
                    }
                    solution = List.copyOf(path);
                }

                public int moves() { return solution.size(); }

                public Iterable<Board> solution() { return solution; }

                public static void main(String[] args) {
                    System.out.println(new Solver(new Board(new int[][] {{1, 2}, {0, 3}})).moves());
                }
            }
            """;

    @TempDir
    Path folder;

    @Test
    void correctBoardAndSolverWithLambdasStreamsRecordsAndFormatAreClean() throws Exception {
        Path classes = SnippetCompiler.compile(folder, "clean", Map.of("pkg/Board", BOARD, "pkg/Solver", SOLVER));
        ScanResult result = PolicyScanner.withDefaultPolicy().scan(classes);
        assertEquals(List.of(), result.findings());
        assertTrue(result.clean());
        assertEquals(Set.of(), result.offendingClasses());
    }
}
