package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/** Where findings are placed: nested classes, class headers, declarations, the constant pool, bad class files. */
class ScanShapeTests {
    @TempDir
    Path folder;

    private ScanResult scan(Map<String, String> sources) throws IOException {
        return PolicyScanner.withDefaultPolicy().scan(SnippetCompiler.compile(folder, "classes", sources));
    }

    private static List<String> apis(ScanResult result) {
        return result.findings().stream().map(Finding::api).toList();
    }

    @Test
    void nestedAndAnonymousClassesMapToTheirTopLevelClass() throws Exception {
        String solver = """
                package pkg;
                public class Solver {
                    static class Node {
                        void quit() {
                            System.exit(1);
                        }
                    }
                    Runnable task = new Runnable() {
                        public void run() {
                            Runtime.getRuntime().halt(2);
                        }
                    };
                }
                """;
        ScanResult result = scan(Map.of("pkg/Solver", solver, "pkg/Board", "package pkg; public class Board { }"));
        assertEquals(List.of("pkg.Solver$1", "pkg.Solver$Node"),
                result.findings().stream().map(Finding::className).distinct().sorted().toList());
        assertEquals(Set.of("pkg.Solver"), result.offendingClasses());
        Finding exit = result.findings().stream().filter(f -> f.className().equals("pkg.Solver$Node")).findFirst()
                .orElseThrow();
        assertEquals("quit", exit.methodName());
        assertEquals(5, exit.line());
        assertEquals("pkg.Solver$Node quit (line 5) uses java/lang/System.exit(I)V, denied by java.lang.System#exit:"
                + " System.exit would end the grader's JVM; throw an exception instead", exit.describe());
    }

    @Test
    void exitInAStaticInitializerIsFlaggedThere() throws Exception {
        ScanResult result = scan(Map.of("Board", "public class Board {\n    static { System.exit(0); }\n}\n"));
        String description = result.findings().get(0).describe();
        assertTrue(description.startsWith("Board static initializer (line 2) uses java/lang/System.exit(I)V, denied"),
                description);
    }

    @Test
    void aCaughtExceptionTypeIsFlaggedAtItsCatchLine() throws Exception {
        String board = """
                public class Board {
                    int guarded() {
                        try {
                            return guarded();
                        } catch (java.lang.reflect.UndeclaredThrowableException e) {
                            return 0;
                        }
                    }
                }
                """;
        Finding finding = scan(Map.of("Board", board)).findings().get(0);
        assertEquals("java/lang/reflect/UndeclaredThrowableException", finding.api());
        assertEquals("guarded", finding.methodName());
        assertEquals(5, finding.line());
    }

    @Test
    void serializableLambdasAndMethodReferencesToOwnCodeAreClean() throws Exception {
        String board = """
                import java.util.Comparator;
                public class Board {
                    int weight() { return 1; }
                    static Comparator<Board> order() {
                        Comparator<Board> byWeight = (Comparator<Board> & java.io.Serializable) (a, b) -> 0;
                        return byWeight.thenComparing(Board::weight).thenComparing(Comparator.comparing(Board::toString));
                    }
                }
                """;
        assertEquals(List.of(), scan(Map.of("Board", board)).findings());
    }

    @Test
    void aClassExtendingThreadIsFlaggedInItsHeader() throws Exception {
        String board = """
                public class Board {
                    static final class Spinner extends Thread {
                        @Override public void run() { while (true) { } }
                    }
                }
                """;
        ScanResult result = scan(Map.of("Board", board));
        Finding header = result.findings().get(0);
        assertEquals("Board$Spinner", header.className());
        assertEquals("<class>", header.methodName());
        assertEquals("java/lang/Thread", header.api());
        assertTrue(header.rule().startsWith("java.lang.Thread: "), header.rule());
        assertEquals(Set.of("Board"), result.offendingClasses());
    }

    @Test
    void aClassLoaderSubclassAndDeniedSignatureTypesAreFlagged() throws Exception {
        String board = """
                public class Board extends ClassLoader {
                    private java.io.File saved;
                    void save(java.nio.file.Path to) { }
                }
                """;
        ScanResult result = scan(Map.of("Board", board));
        List<String> places = result.findings().stream().map(f -> f.methodName() + " " + f.api()).toList();
        assertTrue(places.contains("<class> java/lang/ClassLoader"), places::toString);
        assertTrue(places.contains("saved java/io/File"), places::toString);
        assertTrue(places.contains("save java/nio/file/Path"), places::toString);
    }

    @Test
    void nativeMethodsAndFinalizersAreFlagged() throws Exception {
        String board = """
                public class Board {
                    native int peek(long address);
                    @SuppressWarnings("removal") @Override protected void finalize() { }
                }
                """;
        ScanResult result = scan(Map.of("Board", board));
        assertEquals(List.of("Board.peek(J)I", "Board.finalize()V"), apis(result));
        assertTrue(result.findings().get(0).rule().startsWith("scan: a native method"));
    }

    @Test
    void aStudentClassInTheGradersPackageIsFlagged() throws Exception {
        ScanResult result = scan(Map.of("npuzzle/grader/checks/Board",
                "package npuzzle.grader.checks; public class Board { }"));
        Finding finding = result.findings().get(0);
        assertEquals("npuzzle/grader/checks/Board", finding.api());
        assertTrue(finding.rule().startsWith("npuzzle.**: "), finding.rule());
    }

    @Test
    void inheritedMembersAreJudgedByTheJdkTypeThatDeclaresThem() throws Exception {
        String board = """
                public class Board extends java.util.ArrayList<Integer> {
                    long count() { return parallelStream().count() + stream().count(); }
                }
                """;
        ScanResult result = scan(Map.of("Board", board));
        assertEquals(List.of("Board.parallelStream()Ljava/util/stream/Stream;"), apis(result));
        assertTrue(result.findings().get(0).rule().startsWith("java.util.Collection#parallelStream: "));
    }

    @Test
    void aClassNamedOnlyInTheConstantPoolIsFlagged() throws Exception {
        ClassWriter writer = new ClassWriter(0);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "Board", null, "java/lang/Object", null);
        writer.newClass("java/lang/Runtime");
        writer.visitEnd();
        Path classes = Files.createDirectories(folder.resolve("crafted"));
        Files.write(classes.resolve("Board.class"), writer.toByteArray());
        ScanResult result = PolicyScanner.withDefaultPolicy().scan(classes);
        assertEquals(List.of(new Finding("Board", "<constant pool>", "", -1, "java/lang/Runtime",
                result.findings().get(0).rule())), result.findings());
        assertTrue(result.findings().get(0).rule().startsWith("java.lang.Runtime: "));
    }

    @Test
    void classFoldersScannedTogetherKnowEachOthersClasses() throws Exception {
        Path board = SnippetCompiler.compile(folder, "board",
                Map.of("Board", "public class Board { int size() { return 3; } }"));
        Path solver = SnippetCompiler.compile(folder, "solver",
                Map.of("Solver", "public class Solver { int n(Board b) { System.exit(b.size()); return 0; } }"), board);
        ScanResult together = PolicyScanner.withDefaultPolicy().scan(List.of(board, solver));
        assertEquals(List.of("java/lang/System.exit(I)V"), apis(together));
        ScanResult alone = PolicyScanner.withDefaultPolicy().scan(solver);
        assertTrue(apis(alone).contains("Board.size()I"), apis(alone)::toString);
    }

    @Test
    void aFileThatIsNotAClassFileIsAnErrorNamingIt() throws Exception {
        Path classes = Files.createDirectories(folder.resolve("broken"));
        Files.writeString(classes.resolve("Board.class"), "not a class file");
        IOException error = assertThrows(IOException.class, () -> PolicyScanner.withDefaultPolicy().scan(classes));
        assertTrue(error.getMessage().startsWith(classes.resolve("Board.class") + ": not a readable class file"),
                error.getMessage());
    }
}
