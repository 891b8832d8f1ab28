package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course-style submission that imports dsa.* and stdlib.*, compiled against small stubs of those libraries. */
class CourseLibraryTests {
    static final Map<String, String> COURSE_LIBRARIES = Map.of(
            "dsa/Inversions", "package dsa; public class Inversions { public static long count(int[] a) { return 0; } }",
            "dsa/LinkedQueue", """
                    package dsa;
                    public class LinkedQueue<T> implements Iterable<T> {
                        public void enqueue(T item) { }
                        public java.util.Iterator<T> iterator() { return java.util.Collections.emptyIterator(); }
                    }
                    """,
            "dsa/MinPQ", """
                    package dsa;
                    public class MinPQ<T> {
                        public MinPQ(java.util.Comparator<T> order) { }
                        public void insert(T item) { }
                        public T delMin() { return null; }
                        public boolean isEmpty() { return true; }
                    }
                    """,
            "stdlib/In", "package stdlib; public class In { public In(String f) { } public int readInt() { return 0; } }",
            "stdlib/StdIn", "package stdlib; public class StdIn { public static int readInt() { return 0; } }",
            "stdlib/StdOut", "package stdlib; public class StdOut { public static void println(Object x) { } }");

    static final String COURSE_BOARD = """
            import dsa.Inversions;
            import dsa.LinkedQueue;
            import stdlib.In;
            import stdlib.StdOut;

            public class Board {
                private final int n;
                private final int[] tiles;

                public Board(int[][] tiles) {
                    n = tiles.length;
                    this.tiles = new int[n * n];
                    for (int i = 0; i < n; i++) {
                        System.arraycopy(tiles[i], 0, this.tiles, i * n, n);
                    }
                }

                public boolean isSolvable() {
                    int[] withoutBlank = java.util.Arrays.stream(tiles).filter(t -> t != 0).toArray();
                    return Inversions.count(withoutBlank) % 2 == 0;
                }

                public Iterable<Board> neighbors() {
                    LinkedQueue<Board> neighbors = new LinkedQueue<>();
                    neighbors.enqueue(this);
                    StdOut.println("neighbors of " + this);
                    return neighbors;
                }

                public static void main(String[] args) {
                    In in = new In(args[0]);
                    int n = in.readInt();
                    StdOut.println("The board (" + n + "-puzzle):");
                }
            }
            """;

    static final String COURSE_SOLVER = """
            import dsa.LinkedQueue;
            import dsa.MinPQ;
            import stdlib.In;
            import stdlib.StdOut;

            public class Solver {
                private final LinkedQueue<Board> solution = new LinkedQueue<>();

                public Solver(Board initial) {
                    MinPQ<Board> queue = new MinPQ<>((a, b) -> 0);
                    queue.insert(initial);
                    while (!queue.isEmpty()) {
                        solution.enqueue(queue.delMin());
                    }
                }

                public Iterable<Board> solution() { return solution; }

                public static void main(String[] args) {
                    In in = new In(args[0]);
                    StdOut.println(new Solver(new Board(new int[in.readInt()][])).solution());
                }
            }
            """;

    @TempDir
    Path folder;

    @Test
    void courseStyleSubmissionUsingDsaAndStdlibIsClean() throws Exception {
        Path libraries = SnippetCompiler.compile(folder, "libraries", COURSE_LIBRARIES);
        Path classes = SnippetCompiler.compile(folder, "course",
                Map.of("Board", COURSE_BOARD, "Solver", COURSE_SOLVER), libraries);
        ScanResult result = PolicyScanner.withDefaultPolicy().scan(classes);
        assertEquals(List.of(), result.findings());
    }

    @Test
    void stdlibInputOutsideMainIsFlagged() throws Exception {
        Path libraries = SnippetCompiler.compile(folder, "libraries", COURSE_LIBRARIES);
        String board = COURSE_BOARD.replace("neighbors.enqueue(this);",
                "neighbors.enqueue(this); new In(\"data/expected.json\"); stdlib.StdIn.readInt();");
        Path classes = SnippetCompiler.compile(folder, "reads", Map.of("Board", board), libraries);
        ScanResult result = PolicyScanner.withDefaultPolicy().scan(classes);
        assertEquals(List.of("stdlib/In.<init>(Ljava/lang/String;)V", "stdlib/StdIn.readInt()I"),
                result.findings().stream().map(Finding::api).toList());
        for (Finding finding : result.findings()) {
            assertEquals("neighbors", finding.methodName());
            assertEquals(SnippetCompiler.lineOf(board, "new In("), finding.line());
        }
        assertTrue(result.findings().get(0).rule().startsWith("stdlib.In: "), result.findings().get(0).rule());
        assertTrue(result.findings().get(1).rule().startsWith("stdlib.StdIn: "), result.findings().get(1).rule());
    }

    /**
     * A static helper of the test client that reads a file with In is main's code: the grader never runs it. The
     * same helper called from the constructor too is scanned, and so is a chain of helpers one of which is not
     * main's alone (its parameter type In is then flagged too).
     */
    @Test
    void staticHelpersOnlyMainCallsAreMainsCode() throws Exception {
        Path libraries = SnippetCompiler.compile(folder, "libraries", COURSE_LIBRARIES);
        String reader = """
                    private static Board read(String file) { return parse(new In(file)); }
                    private static Board parse(In in) { in.readInt(); return null; }
                    public static void main(String[] args) { read(args[0]); }
                """;
        String solver = COURSE_SOLVER.replaceFirst("public static void main\\(String\\[\\] args\\) \\{",
                reader.replace("public static void main(String[] args) { read(args[0]); }", "")
                        + "    public static void main(String[] args) { read(args[0]);");
        Path classes = SnippetCompiler.compile(folder, "main-only", Map.of("Board", COURSE_BOARD, "Solver",
                solver), libraries);
        assertEquals(List.of(), PolicyScanner.withDefaultPolicy().scan(classes).findings());

        String alsoInTheSearch = solver.replace("read(args[0]);", "read(args[0]); parse(null);")
                .replaceFirst("(public Solver\\([^)]*\\) \\{)", "$1 if (initial == null) parse(null);");
        Path scanned = SnippetCompiler.compile(folder, "also-outside-main", Map.of("Board", COURSE_BOARD, "Solver",
                alsoInTheSearch), libraries);
        assertEquals(List.of("stdlib/In", "stdlib/In.readInt()I"), PolicyScanner.withDefaultPolicy().scan(scanned)
                .findings().stream().map(Finding::api).toList());
    }
}
