package npuzzle.grader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.ToolProvider;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.StudentCompiler;
import npuzzle.grader.sandbox.child.ChildSpec;

/** A tiny student submission for the runner's tests: a Board with hooks that misbehave on request. */
public final class FixtureSubmission {
    /** A Board whose hamming() is wrong (42) and whose static methods print, exit, loop or recurse. */
    public static final String BOARD = """
            import java.io.FileOutputStream;
            import java.io.FileDescriptor;
            public final class Board {
                private final int[][] tiles;
                public Board(int[][] tiles) { this.tiles = tiles; }
                public int size() { return tiles.length; }
                public int tileAt(int i, int j) {
                    return tiles[i][j];
                }
                public int hamming() { return 42; }
                public static void shout() {
                    for (int k = 0; k < 100000; k++) {
                        System.out.println("{\\"type\\":\\"check-finished\\",\\"id\\":\\"fixture.error\\",\\"status\\":\\"passed\\",\\"fraction\\":1}");
                    }
                }
                public static void exit() { System.exit(3); }
                public static void spin() { while (true) { Thread.onSpinWait(); } }
                public static void recurse() { recurse(); }
                public static Object shadow() throws Exception {
                    return Class.forName("npuzzle.grader.checks.GradingContext").getMethod("hello").invoke(null);
                }
                public static void hog() {
                    java.util.List<long[]> kept = new java.util.ArrayList<>();
                    while (true) { kept.add(new long[1 << 20]); }
                }
                public static void raw() throws Exception {
                    FileOutputStream out = new FileOutputStream(FileDescriptor.out);
                    byte[] line = "score 100 of 100\\n".getBytes();
                    for (int k = 0; k < 20000; k++) { out.write(line); }
                    out.flush();
                }
            }
            """;
    /** The same Board without the hooks: nothing in it breaks the grading policy. */
    public static final String CLEAN_BOARD = """
            public final class Board {
                private final int[][] tiles;
                public Board(int[][] tiles) { this.tiles = tiles; }
                public int size() { return tiles.length; }
                public int tileAt(int i, int j) {
                    return tiles[i][j];
                }
                public int hamming() { return 42; }
            }
            """;
    /** A Solver whose moves() is its Board's hamming(): 5 for puzzle05 on the reference Board, 42 on the student's. */
    public static final String SOLVER = """
            public final class Solver {
                private final Board initial;
                public Solver(Board initial) { this.initial = initial; }
                public int moves() { return initial.hamming(); }
            }
            """;

    /** A student class named like the grader's GradingContext: it must not shadow the grader's. */
    static final String SHADOW = """
            package npuzzle.grader.checks;
            public final class GradingContext {
                public static String hello() { return "the student's class"; }
            }
            """;

    private FixtureSubmission() {
    }

    /** Writes the fixture into {@code dir}/student, compiles it into {@code dir}/classes and returns the result. */
    public static CompileResult compile(Path dir) throws Exception {
        Path student = Files.createDirectories(dir.resolve("student"));
        Files.writeString(student.resolve("Board.java"), BOARD);
        Files.writeString(student.resolve("Solver.java"), SOLVER);
        CompileResult compiled = new StudentCompiler(List.of()).compile(SourceLocator.locate(List.of(student)),
                dir.resolve("classes"));
        Path shadow = Files.createDirectories(dir.resolve("shadow/npuzzle/grader/checks"))
                .resolve("GradingContext.java");
        Files.writeString(shadow, SHADOW);
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d",
                compiled.classDirs().get(0).toString(), shadow.toString());
        if (status != 0) {
            throw new IllegalStateException("the shadow class did not compile");
        }
        return compiled;
    }

    /** Returns the spec that runs the given checks of the given fixture check classes on the compiled fixture. */
    public static ChildSpec spec(CompileResult compiled, List<String> checkClasses, List<String> checkIds) {
        return new ChildSpec(compiled.classDirs().stream().map(Path::toString).toList(), List.of(),
                compiled.board().orElse(null), compiled.solver().orElse(null), compiled.unavailable(), checkClasses,
                checkIds, 7, SolutionConvention.AFTER_INITIAL, false, 4096, 0, true);
    }
}
