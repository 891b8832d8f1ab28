package npuzzle.grader.checks.solver;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import npuzzle.grader.checks.CompiledSubmission;

/**
 * Solvers for the search budget, on the correct-reference fixture's Board: correct but slow ones, copies of the
 * correct-reference Solver with one change, which must pass every solver check, and an endless one.
 */
final class BudgetFixtures {
    static final Path CORRECT = CompiledSubmission.FIXTURES.resolve("correct-reference");
    private static final String PRIORITY = "this.priority = moves + board.manhattan();";
    private static final String CRITICAL = "if (node.previous == null || !neighbor.equals(node.previous.board)) {";
    private static final String QUEUE = "PriorityQueue<SearchNode> pq = new PriorityQueue<>(byPriority);";

    /** The hamming priority: many more nodes, still optimal. */
    static final String HAMMING = correct().replace(PRIORITY, "this.priority = moves + board.hamming();");
    /** No critical optimization: each board's parent is enqueued again. */
    static final String NO_CRITICAL = correct().replace(CRITICAL, "{");
    /** A priority queue that scans a list for the minimum on each removal. */
    static final String LINEAR_SCAN = correct().replace(QUEUE, "LinearScanQueue pq = new LinearScanQueue(byPriority);")
            .replace("public class Solver {", """
                    public class Solver {
                        private static final class LinearScanQueue {
                            private final java.util.ArrayList<SearchNode> nodes = new java.util.ArrayList<>();
                            private final Comparator<SearchNode> order;
                            LinearScanQueue(Comparator<SearchNode> order) {
                                this.order = order;
                            }
                            void add(SearchNode node) {
                                nodes.add(node);
                            }
                            SearchNode remove() {
                                int min = 0;
                                for (int i = 1; i < nodes.size(); i++) {
                                    if (order.compare(nodes.get(i), nodes.get(min)) < 0) {
                                        min = i;
                                    }
                                }
                                SearchNode node = nodes.get(min);
                                nodes.set(min, nodes.get(nodes.size() - 1));
                                nodes.remove(nodes.size() - 1);
                                return node;
                            }
                        }
                    """);
    /** A constructor that spins forever, and catches the budget's error to spin again. */
    static final String CATCHES_AND_SPINS = """
            public class Solver {
                private static long spun;

                public Solver(Board initial) {
                    if (initial == null) {
                        throw new NullPointerException("board is null");
                    }
                    while (true) {
                        try {
                            spin();
                        } catch (Throwable t) {
                            spun = -spun; // tries to outlive the budget
                        }
                    }
                }

                private static void spin() {
                    while (true) {
                        spun++;
                    }
                }

                public int moves() {
                    return 0;
                }

                public Iterable<Board> solution() {
                    return java.util.List.of();
                }
            }
            """;

    private BudgetFixtures() {
    }

    /** Writes the correct-reference Board and {@code solver} as a fixture folder in {@code dir}. */
    static Path write(Path dir, String solver) {
        try {
            Files.createDirectories(dir);
            Files.copy(CORRECT.resolve("Board.java"), dir.resolve("Board.java"));
            Files.writeString(dir.resolve("Solver.java"), solver);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String correct() {
        try {
            String source = Files.readString(CORRECT.resolve("Solver.java"));
            for (String part : new String[] {PRIORITY, CRITICAL, QUEUE}) {
                if (!source.contains(part)) {
                    throw new IllegalStateException("the correct-reference Solver no longer contains " + part);
                }
            }
            return source;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
