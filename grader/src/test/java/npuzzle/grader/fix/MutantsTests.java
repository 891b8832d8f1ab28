package npuzzle.grader.fix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutantsTests {
    private static final String SOURCE = """
            public class Sample {
                private final int n;

                public Sample() {
                    n = 3; // not a constant variable, which javac would write as a literal
                }

                public int below(int row) {
                    if (row < n) {
                        return row + 1;
                    }
                    return -1;
                }

                public int goalRow(int tile) {
                    return tile / n;
                }

                public boolean same(Object a, Object b) {
                    return a == b;
                }

                public int sum(int[] values) {
                    int total = 0;
                    for (int i = 0; i < values.length; i++) {
                        total += values[i] * 2;
                    }
                    return total;
                }

                public int cell(int i, int j) {
                    int[][] cells = {{1, 2}, {3, 4}};
                    return cells[j][i];
                }

                public int size() {
                    return n * n;
                }

                public int inversions(int[] a) {
                    int count = 0;
                    for (int i = 0; i < a.length; i++) {
                        for (int j = i + 1; j < a.length; j++) {
                            if (a[i] > a[j]) {
                                count++;
                            }
                        }
                    }
                    return count;
                }

                private int blankRow;
                private int blankCol;

                {
                    blankRow = 1;
                    blankCol = 3;
                }

                public int blankRow() {
                    return blankCol;
                }

                public int misplaced(int[] tiles) {
                    int count = 0;
                    for (int k = 0; k < tiles.length; k++) {
                        int tile = tiles[k];
                        if (tile != k + 1) {
                            count++;
                        }
                    }
                    return count;
                }

                public int distance(int[] tiles) {
                    int total = 0;
                    for (int k = 0; k < tiles.length; k++) {
                        total += tiles[k];
                        total += 1;
                    }
                    return total;
                }

                public String column(int tile) {
                    return String.format("%3s", tile);
                }

                public boolean sameCells(int[][] a, int[][] b) {
                    return a.equals(b);
                }

                public int misplacedCells(int[][] tiles) {
                    int count = 0;
                    for (int i = 0; i < tiles.length; i++) {
                        if (tiles[i][0] != i + 1) {
                            count++;
                        }
                    }
                    return count;
                }
            }
            """;

    /** A count kept beside the search, stored where the node's own was meant. */
    private static final String SEARCH = """
            public class Search {
                private static class Node {
                    private final int moves;
                    private final Node previous;

                    Node(int moves, Node previous) {
                        this.moves = moves;
                        this.previous = previous;
                    }
                }

                private final int moves;

                public Search(int steps) {
                    Node node = new Node(0, null);
                    int counter = 0;
                    for (int k = 0; k < steps; k++) {
                        node = new Node(node.moves + 1, node);
                        counter += 2;
                    }
                    moves = counter;
                }

                public int moves() {
                    return moves;
                }
            }
            """;

    @TempDir
    static Path work;
    private static byte[] classFile;

    @BeforeAll
    static void compile() throws IOException {
        classFile = CompiledSource.classFile(work, "Sample", SOURCE);
        CompiledSource.classFile(work, "Search", SEARCH);
    }

    @Test
    void theJudgedFieldIsStoredFromItsNamesakeInTheNodeAtHand() throws Exception {
        Function<String, byte[]> classes = name -> {
            try {
                return Files.readAllBytes(work.resolve(name + ".class"));
            } catch (IOException e) {
                return null;
            }
        };
        List<Mutants.Mutant> mutants = Mutants.of(classes.apply("Search"), "<init>", "(I)V", 2, Map.of(),
                Optional.of("moves"), classes);
        Mutants.Mutant first = mutants.get(0);
        assertEquals("21 Edit[kind=NAMESAKE, from=counter, to=node.moves]", first.line() + " " + first.edit());
        assertEquals(Optional.of("moves = node.moves;"), FixText.apply(first.edit(), "    moves = counter;"));
        ClassLoader loader = loader(name -> name.equals("Search") ? first.classFile() : classes.apply(name));
        Object search = loader.loadClass("Search").getConstructor(int.class).newInstance(3);
        assertEquals(3, search.getClass().getMethod("moves").invoke(search));
        assertTrue(Mutants.of(classes.apply("Search"), "<init>", "(I)V", 100, Map.of(), Optional.empty(), classes)
                .stream().noneMatch(mutant -> mutant.edit().kind() == Edit.Kind.NAMESAKE), "only for a judged field");
    }

    @Test
    void everyEditOfEveryMethodLoadsAndRunsWithValidFrames() throws Exception {
        for (String[] method : new String[][] {{"below", "(I)I"}, {"goalRow", "(I)I"},
                {"same", "(Ljava/lang/Object;Ljava/lang/Object;)Z"}, {"sum", "([I)I"}, {"cell", "(II)I"},
                {"size", "()I"}, {"inversions", "([I)I"}, {"blankRow", "()I"}, {"misplaced", "([I)I"},
                {"distance", "([I)I"}, {"<init>", "()V"}, {"column", "(I)Ljava/lang/String;"},
                {"sameCells", "([[I[[I)Z"}, {"misplacedCells", "([[I)I"}}) {
            List<Mutants.Mutant> mutants = Mutants.of(classFile, method[0], method[1], 100);
            assertFalse(mutants.isEmpty(), method[0]);
            for (Mutants.Mutant mutant : mutants) {
                Object sample = load(mutant.classFile());
                for (Method declared : sample.getClass().getDeclaredMethods()) {
                    call(sample, declared); // a VerifyError would be thrown by the loading above or here
                }
            }
        }
    }

    @Test
    void theEditsUndoOffByOneComparisonsLiteralsAndIdentity() throws Exception {
        assertEquals(Optional.of("if (row < n - 1) {"), fixing("below", "(I)I", 9, 2, -1, "if (row < n) {"));
        assertEquals(Optional.of("if (row <= n) {"), fixing("below", "(I)I", 9, 3, 4, "if (row < n) {"));
        assertEquals(Optional.of("return row;"), fixing("below", "(I)I", 10, 1, 1, "return row + 1;"));
        assertEquals(Optional.of("return (tile - 1) / n;"), fixing("goalRow", "(I)I", 16, 3, 0, "return tile / n;"));
        assertEquals(Optional.of("return a.equals(b);"), fixing("same", "(Ljava/lang/Object;Ljava/lang/Object;)Z",
                20, new String("x"), true, "return a == b;"));
    }

    @Test
    void theEditsUndoSwappedIndicesAndAFactorTooMany() throws Exception {
        assertEquals(Optional.of("return cells[i][j];"), fixing("cell", "(II)I", 33, 0, 2, "return cells[j][i];"));
        List<Object> sizes = new ArrayList<>();
        for (Mutants.Mutant mutant : Mutants.of(classFile, "size", "()I", 100)) {
            if (mutant.edit().kind() == Edit.Kind.OPERAND) {
                Object sample = load(mutant.classFile());
                sizes.add(method(sample, "size").invoke(sample));
            }
        }
        assertEquals(List.of(3, 3), sizes); // either n of n * n dropped
        assertEquals(Optional.of("return blankRow;"), fixing("blankRow", "()I", 61, 0, 1, "return blankCol;"));
    }

    @Test
    void theMostLikelyEditsComeFirstAndTheCapHolds() {
        List<Mutants.Mutant> all = Mutants.of(classFile, "sum", "([I)I", 1000);
        List<Mutants.Mutant> capped = Mutants.of(classFile, "sum", "([I)I", 5);
        assertEquals(5, capped.size());
        for (int i = 1; i < all.size(); i++) {
            assertTrue(all.get(i - 1).edit().kind().compareTo(all.get(i).edit().kind()) <= 0, all.toString());
        }
        assertEquals(Edit.Kind.CONSTANT, all.get(0).edit().kind());
        assertTrue(Mutants.of(classFile, "noSuchMethod", "()V", 10).isEmpty());
    }

    @Test
    void theEditsUndoAFormatOneTooWideAndEqualsOnArrays() throws Exception {
        assertEquals(Optional.of("return String.format(\"%2s\", tile);"), fixing("column", "(I)Ljava/lang/String;", 85,
                7, " 7", "return String.format(\"%3s\", tile);"));
        assertEquals(Optional.of("return Arrays.deepEquals(a, b);"), fixing("sameCells", "([[I[[I)Z", 89,
                new int[][] {{1, 2}}, true, "return a.equals(b);"));
    }

    @Test
    void aGuardSkipsTheBlankAndADeletedStatementDropsATermTooMany() throws Exception {
        assertEquals(List.of("68 Edit[kind=GUARD, from=tile, to=null]"), answering("misplaced", "([I)I",
                new int[] {1, 2, 0}, 0, Edit.Kind.GUARD));
        assertEquals(List.of("95 Edit[kind=GUARD, from=, to=null]"), answering("misplacedCells", "([[I)I",
                new int[][] {{1}, {2}, {0}}, 0, Edit.Kind.GUARD), "an element is read again; i + 1 is computed");
        assertEquals(List.of("79 Edit[kind=STATEMENT, from=null, to=null]"), answering("distance", "([I)I",
                new int[] {1, 2, 4}, 7, Edit.Kind.STATEMENT));
        List<Integer> deleted = Mutants.of(classFile, "<init>", "()V", 100).stream()
                .filter(mutant -> mutant.edit().kind() == Edit.Kind.STATEMENT).map(Mutants.Mutant::line).toList();
        assertEquals(List.of(5, 56, 57), deleted, "field stores, never super() on line 4");
        assertTrue(Mutants.of(classFile, "distance", "([I)I", 100).stream().noneMatch(mutant -> mutant.line() == 76
                && mutant.edit().kind() == Edit.Kind.STATEMENT), "int total = 0 declares what line 78 reads");
    }

    @Test
    void aStatementThatFeedsTheJudgedValueIsDeletedBeforeAnyEditButALiteral() {
        // total += 1 is one increment instruction, with no literal to edit
        List<Edit.Kind> kinds = Mutants.of(classFile, "distance", "([I)I", 100, Map.of(78, 1, 79, 1, 81, 0))
                .stream().map(mutant -> mutant.edit().kind()).distinct().toList();
        assertEquals(List.of(Edit.Kind.STATEMENT, Edit.Kind.OFF_BY_ONE), kinds.subList(0, 2), kinds.toString());
        assertEquals(List.of("69 Edit[kind=STATEMENT, from=null, to=null]", "68 Edit[kind=GUARD, from=tile, to=null]"),
                Mutants.of(classFile, "misplaced", "([I)I", 100, Map.of(69, 1)).stream().limit(2)
                        .map(mutant -> mutant.line() + " " + mutant.edit()).toList(),
                "the guard of a line that feeds the value is as near as that line (k + 1 is computed: no guard)");
    }

    /** Returns the edits of {@code kind} that make the method answer {@code expected} for {@code argument}. */
    private static List<String> answering(String name, String descriptor, Object argument, Object expected,
            Edit.Kind kind) throws Exception {
        List<String> found = new ArrayList<>();
        for (Mutants.Mutant mutant : Mutants.of(classFile, name, descriptor, 100)) {
            Object sample = load(mutant.classFile());
            if (mutant.edit().kind() == kind && expected.equals(method(sample, name).invoke(sample, argument))) {
                found.add(mutant.line() + " " + mutant.edit());
            }
        }
        return found;
    }

    /**
     * Returns the text of the first edit of the method (on {@code line}) that makes it answer {@code expected} for
     * {@code argument}, as {@link FixText} writes it into {@code text}; asserts that there is one.
     */
    private static Optional<String> fixing(String name, String descriptor, int line, Object argument,
            Object expected, String text) throws Exception {
        List<String> tried = new ArrayList<>();
        for (Mutants.Mutant mutant : Mutants.of(classFile, name, descriptor, 100)) {
            Object sample = load(mutant.classFile());
            Method method = method(sample, name);
            Object[] arguments = switch (name) {
                case "cell" -> new Object[] {argument, 1};
                case "size", "blankRow" -> new Object[0];
                case "same" -> new Object[] {argument, new String("x")};
                case "sameCells" -> new Object[] {argument, new int[][] {{1, 2}}};
                default -> new Object[] {argument};
            };
            Object answer;
            try {
                answer = method.invoke(sample, arguments);
            } catch (InvocationTargetException e) {
                continue;
            }
            tried.add(mutant.line() + " " + mutant.edit() + " -> " + answer);
            if (expected.equals(answer) && mutant.line() == line) {
                Optional<String> fixed = FixText.apply(mutant.edit(), text);
                if (fixed.isPresent()) {
                    return fixed;
                }
            }
        }
        throw new AssertionError("no edit of " + name + " on line " + line + " answers " + expected + ": " + tried);
    }

    private static Object load(byte[] bytes) throws ReflectiveOperationException {
        return loader(name -> name.equals("Sample") ? bytes : null).loadClass("Sample").getConstructor().newInstance();
    }

    /** Returns a loader of the classes {@code classes} gives by name (null: none of that name). */
    private static ClassLoader loader(Function<String, byte[]> classes) {
        return new ClassLoader(ClassLoader.getPlatformClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.apply(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    private static Method method(Object sample, String name) {
        for (Method declared : sample.getClass().getDeclaredMethods()) {
            if (declared.getName().equals(name)) {
                return declared;
            }
        }
        throw new AssertionError("no method " + name);
    }

    private static void call(Object sample, Method method) throws IllegalAccessException {
        Object[] arguments = switch (method.getName()) {
            case "sum" -> new Object[] {new int[] {1, 2, 3}};
            case "same" -> new Object[] {"a", "a"};
            case "cell" -> new Object[] {0, 1};
            case "size", "blankRow" -> new Object[0];
            case "inversions", "misplaced", "distance" -> new Object[] {new int[] {3, 1, 2}};
            case "sameCells" -> new Object[] {new int[][] {{1}}, new int[][] {{1}}};
            case "misplacedCells" -> new Object[] {new int[][] {{1}, {0}}};
            default -> new Object[] {2};
        };
        try {
            method.invoke(sample, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof LinkageError error) {
                throw error;
            }
        }
    }
}
