package npuzzle.grader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
                public static void raw() throws Exception {
                    FileOutputStream out = new FileOutputStream(FileDescriptor.out);
                    byte[] line = "score 100 of 100\\n".getBytes();
                    for (int k = 0; k < 20000; k++) { out.write(line); }
                    out.flush();
                }
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

    private FixtureSubmission() {
    }

    /** Writes the fixture into {@code dir}/student, compiles it into {@code dir}/classes and returns the result. */
    public static CompileResult compile(Path dir) throws Exception {
        Path student = Files.createDirectories(dir.resolve("student"));
        Files.writeString(student.resolve("Board.java"), BOARD);
        Files.writeString(student.resolve("Solver.java"), SOLVER);
        return new StudentCompiler(List.of()).compile(SourceLocator.locate(List.of(student)), dir.resolve("classes"));
    }

    /** Returns the spec that runs the given checks of the given fixture check classes on the compiled fixture. */
    public static ChildSpec spec(CompileResult compiled, List<String> checkClasses, List<String> checkIds) {
        return new ChildSpec(compiled.classDirs().stream().map(Path::toString).toList(), List.of(),
                compiled.board().orElse(null), compiled.solver().orElse(null), compiled.unavailable(), checkClasses,
                checkIds, 7, SolutionConvention.AFTER_INITIAL, false);
    }
}
