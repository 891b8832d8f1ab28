package npuzzle.grader.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

/** Student classes compiled against a Board with extras, then run on the reference Board once linked. */
class ReferenceBoardLinkerTests {
    private static final String BOARD = """
            import java.util.ArrayList;
            import java.util.List;
            public class Board {
                public final int[][] tiles;
                public Board(int[][] tiles) { this.tiles = tiles; }
                public Board(int[][] tiles, int moves) { this(tiles); }
                public int[][] getTiles() { return tiles; }
                public boolean equals(Board that) { return false; }
                public List<Board> neighbors() { return new ArrayList<>(); }
                public int manhattan() { return 0; }
                public int blankRow() { return 0; }
                public Board twin() { return this; }
            }
            """;
    /** Uses only extras the reference Board has an equivalent of, in calls and in method references. */
    private static final String LINKED = """
            import java.util.Arrays;
            import java.util.List;
            import java.util.function.BiPredicate;
            import java.util.function.Function;
            public class Linked {
                public static String use(Board board, Board goal) {
                    List<Board> neighbors = board.neighbors();
                    neighbors.remove(0);
                    Function<Board, int[][]> tiles = Board::getTiles;
                    BiPredicate<Board, Board> same = Board::equals;
                    return Arrays.deepToString(board.getTiles()) + " " + board.equals(goal) + " "
                            + board.equals(board) + " " + neighbors.size() + " "
                            + Arrays.deepToString(tiles.apply(goal)) + " " + same.test(board, board) + " "
                            + board.manhattan();
                }
            }
            """;
    /** A Solver whose nested class uses extras with no equivalent; a class it never names uses another. */
    private static final String SOLVER = """
            public class Solver {
                private static final class Node {
                    int row(Board board) {
                        Board other = new Board(board.tiles, 1);
                        return board.blankRow() + other.getTiles().length;
                    }
                }
                public Solver(Board initial) {
                    new Node().row(initial);
                    java.util.function.ToIntFunction<Board> row = Board::blankRow;
                }
            }
            class BoardHelper {
                static Board twin(Board board) {
                    return board.twin();
                }
            }
            """;

    @TempDir
    static Path classes;

    @BeforeAll
    static void compile() throws IOException {
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString()));
        for (Map.Entry<String, String> source : Map.of("Board", BOARD, "Linked", LINKED, "Solver", SOLVER)
                .entrySet()) {
            Path file = classes.resolve(source.getKey() + ".java");
            Files.writeString(file, source.getValue());
            arguments.add(file.toString());
        }
        assertEquals(0, ToolProvider.getSystemJavaCompiler().run(null, null, null, arguments.toArray(String[]::new)));
    }

    @Test
    void extrasWithAnEquivalentRunOnTheReferenceBoard() throws Exception {
        ReferenceBoardLinker linker = new ReferenceBoardLinker("Board");
        ClassLoader loader = new DefinedClasses(Map.of("Board", relocatedReferenceBoard(),
                "Linked", linker.link(classFile("Linked"))));
        Class<?> board = loader.loadClass("Board");
        Object puzzle05 = board.getConstructor(int[][].class).newInstance((Object) new int[][] {{4, 1, 3},
            {0, 2, 6}, {7, 5, 8}});
        Object goal = board.getConstructor(int[][].class).newInstance((Object) new int[][] {{1, 2, 3}, {4, 5, 6},
            {7, 8, 0}});
        Object used = loader.loadClass("Linked").getMethod("use", board, board).invoke(null, puzzle05, goal);
        assertEquals("[[4, 1, 3], [0, 2, 6], [7, 5, 8]] false true 2 [[1, 2, 3], [4, 5, 6], [7, 8, 0]] true 5", used,
                "getTiles() is toArray(), equals(Board) is equals(Object), a List of neighbors is a fresh copy");
        assertEquals(Optional.empty(), linker.notJudged("Linked", ReferenceBoardLinkerTests::studentClassFile));
    }

    @Test
    void extrasWithoutAnEquivalentAreNamedOnceWhereTheSolverReachesThem() {
        Optional<String> reason = new ReferenceBoardLinker("Board").notJudged("Solver",
                ReferenceBoardLinkerTests::studentClassFile);
        assertEquals(Optional.of("not judged on the reference Board: your Solver calls Board.blankRow(), uses the field"
                + " Board.tiles and calls new Board(int[][], int), which the assignment's API does not have"), reason,
                "BoardHelper's twin() is not the Solver's: it never names BoardHelper");
    }

    @Test
    void theBoardItselfIsNotLinked() {
        byte[] board = classFile("Board");
        assertSame(board, new ReferenceBoardLinker("Board").link(board));
    }

    @Test
    void neighborsAreCopiedIntoACollectionOfTheDeclaredType() {
        assertEquals(Optional.of("java/util/ArrayList"), BoardLink.of("Board", "neighbors", "()Ljava/util/List;")
                .map(BoardLink::copyInto));
        assertEquals(Optional.of("java/util/LinkedList"), BoardLink.of("Board", "neighbors", "()Ljava/util/Deque;")
                .map(BoardLink::copyInto));
        assertEquals(Optional.empty(), BoardLink.of("Board", "neighbors", "()Ljava/util/Stack;"));
        assertEquals(Optional.empty(), BoardLink.of("Board", "neighbors", "()[LBoard;"));
        assertEquals(Optional.of(new BoardLink("toArray", "()[[I", null)), BoardLink.of("Board", "copyTiles", "()[[I"));
    }

    private static byte[] studentClassFile(String name) {
        return Files.exists(classes.resolve(name + ".class")) ? classFile(name) : null;
    }

    private static byte[] classFile(String name) {
        try {
            return Files.readAllBytes(classes.resolve(name + ".class"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static byte[] relocatedReferenceBoard() throws IOException {
        String reference = "npuzzle/reference/Board";
        try (InputStream in = ReferenceBoardLinkerTests.class.getResourceAsStream("/" + reference + ".class")) {
            ClassWriter writer = new ClassWriter(0);
            new ClassReader(in).accept(new ClassRemapper(writer, new SimpleRemapper(reference, "Board")), 0);
            return writer.toByteArray();
        }
    }

    /** Defines the given classes over the platform loader, so nothing else named Board is in sight. */
    private static final class DefinedClasses extends ClassLoader {
        private final Map<String, byte[]> classFiles;

        DefinedClasses(Map<String, byte[]> classFiles) {
            super(ClassLoader.getPlatformClassLoader());
            this.classFiles = new HashMap<>(classFiles);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] classFile = classFiles.get(name);
            if (classFile == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, classFile, 0, classFile.length);
        }
    }
}
