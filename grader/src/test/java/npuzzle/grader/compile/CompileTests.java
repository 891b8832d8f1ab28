package npuzzle.grader.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import npuzzle.grader.report.Diagnostic;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CompileTests {
    private static final String BOARD = """
            public final class Board {
                private final int n;
                public Board(int[][] tiles) { n = tiles.length; }
                public int size() { return n; }
            }
            """;
    private static final String SOLVER = """
            public final class Solver {
                private final Board initial;
                public Solver(Board initial) { this.initial = initial; }
                public int moves() { return initial.size(); }
            }
            """;

    @TempDir
    Path dir;

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private CompileResult compile(Path submission, List<Path> jars) throws Exception {
        return new StudentCompiler(jars).compile(SourceLocator.locate(List.of(submission)), dir.resolve("out"));
    }

    @Test
    void boardAndSolverCompile() throws Exception {
        Path sub = dir.resolve("alice");
        write(sub.resolve("Board.java"), BOARD);
        write(sub.resolve("Solver.java"), SOLVER);
        CompileResult result = compile(sub, List.of());
        assertEquals(Optional.of("Board"), result.board());
        assertEquals(Optional.of("Solver"), result.solver());
        assertEquals(List.of(), result.diagnostics());
        assertTrue(Files.isRegularFile(result.classDirs().get(0).resolve("Board.class")));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "UTF-8 with BOM | a UTF-8 byte-order mark was dropped before compiling",
        "ISO-8859-1     | not UTF-8: read as windows-1252 (Latin-1), the likeliest; save it as UTF-8",
        "UTF-16         | UTF-16 (its byte-order mark says so), read as such; save it as UTF-8",
        "UTF-16LE       | UTF-16LE (every other byte is zero), read as such; save it as UTF-8",
        "UTF-16BE       | UTF-16BE (every other byte is zero), read as such; save it as UTF-8"})
    void aSourceInAnotherEncodingIsReadAsWhatItIsWithANote(String encoding, String note) throws Exception {
        String board = "package puzzle;\n// r\u00e9solu par Fran\u00e7ois\n" + BOARD.replace("n = tiles.length;",
                "n = \"\u00e9t\u00e9\".length() > 0 ? tiles.length : 0;");
        byte[] bytes = encoding.equals("UTF-8 with BOM")
                ? ("\ufeff" + board).getBytes(StandardCharsets.UTF_8) : board.getBytes(Charset.forName(encoding));
        Path sub = Files.createDirectories(dir.resolve("alice"));
        Files.write(sub.resolve("Board.java"), bytes); // in no puzzle/ folder: the package line must be read too
        CompileResult result = compile(sub, List.of());
        assertEquals(Optional.of("puzzle.Board"), result.board(), result.diagnostics().toString());
        assertEquals(List.of(new Diagnostic("Board.java", 0, 0, Diagnostic.Severity.NOTE, note)),
                result.diagnostics());
    }

    @Test
    void anErrorIsReportedWithFileLineAndColumn() throws Exception {
        Path sub = dir.resolve("bob");
        write(sub.resolve("src/Board.java"), BOARD.replace("return n;", "return m;"));
        CompileResult result = compile(sub, List.of());
        assertFalse(result.gradable());
        assertEquals("Board.java did not compile", result.unavailable().get("Board"));
        Diagnostic d = result.diagnostics().get(0);
        assertEquals("src/Board.java", d.file());
        assertEquals(4, d.line());
        assertEquals(Diagnostic.Severity.ERROR, d.severity());
        assertTrue(d.column() > 1, d.format());
        assertTrue(d.message().contains("cannot find symbol"), d.message());
    }

    @Test
    void aSolverThatDoesNotCompileLeavesTheBoardGradable() throws Exception {
        Path sub = dir.resolve("carol");
        write(sub.resolve("Board.java"), BOARD);
        write(sub.resolve("Solver.java"), SOLVER.replace("initial.size()", "initial.sizee()"));
        CompileResult result = compile(sub, List.of());
        assertEquals(Optional.of("Board"), result.board());
        assertEquals(Optional.empty(), result.solver());
        assertEquals("Solver.java did not compile", result.unavailable().get("Solver"));
        assertEquals("Solver.java", result.diagnostics().get(0).file());
        assertEquals(4, result.diagnostics().get(0).line());
    }

    @Test
    void aMissingSolverIsNamedAsSuch() throws Exception {
        Path sub = dir.resolve("dan");
        write(sub.resolve("Board.java"), BOARD);
        CompileResult result = compile(sub, List.of());
        assertTrue(result.gradable());
        assertEquals("Solver.java was not found", result.unavailable().get("Solver"));
    }

    @Test
    void aPackageAndAHelperClassAreFoundThroughTheSourcePath() throws Exception {
        Path sub = dir.resolve("erin");
        write(sub.resolve("src/main/java/edu/puzzle/Board.java"), "package edu.puzzle;\n"
                + BOARD.replace("n = tiles.length;", "n = Tiles.side(tiles);"));
        write(sub.resolve("src/main/java/edu/puzzle/Tiles.java"),
                "package edu.puzzle;\nfinal class Tiles { static int side(int[][] t) { return t.length; } }\n");
        write(sub.resolve("src/main/java/edu/puzzle/Solver.java"), "package edu.puzzle;\n" + SOLVER);
        CompileResult result = compile(sub, List.of());
        assertEquals(Optional.of("edu.puzzle.Board"), result.board(), result.diagnostics().toString());
        assertEquals(Optional.of("edu.puzzle.Solver"), result.solver());
    }

    @Test
    void aPackageLineInAFlatFolderStillFindsTheHelperClassesAndNamesTheStudentsFiles() throws Exception {
        Path sub = dir.resolve("flat");
        write(sub.resolve("Board.java"), "package puzzle;\n"
                + BOARD.replace("n = tiles.length;", "n = Tiles.side(tiles);"));
        write(sub.resolve("Tiles.java"),
                "package puzzle;\nfinal class Tiles { static int side(int[][] t) { return t.length; } }\n");
        write(sub.resolve("Solver.java"), "package puzzle;\n" + SOLVER.replace("initial.size()", "initial.sise()"));
        write(sub.resolve("Broken.java"), "this file is not Java and nothing uses it");
        CompileResult result = compile(sub, List.of());
        assertEquals(Optional.of("puzzle.Board"), result.board(), result.diagnostics().toString());
        assertEquals(Optional.empty(), result.solver());
        assertEquals("Solver.java", result.diagnostics().get(0).file());
        assertEquals(5, result.diagnostics().get(0).line());
    }

    @Test
    void courseJarsAreFoundInALibFolderBesideTheSources() throws Exception {
        Path sub = dir.resolve("fay");
        writeCourseJar(sub.resolve("lib/dsa.jar"));
        write(sub.resolve("src/Board.java"),
                "import dsa.Side;\n" + BOARD.replace("n = tiles.length;", "n = Side.of(tiles);"));
        Submission submission = SourceLocator.locate(List.of(sub));
        List<Path> jars = CourseJars.find(submission);
        assertEquals(List.of(sub.resolve("lib/dsa.jar").toAbsolutePath()), jars);
        CompileResult result = new StudentCompiler(jars).compile(submission, dir.resolve("out"));
        assertEquals(Optional.of("Board"), result.board(), result.diagnostics().toString());
    }

    /** Code written for the old algs4.jar, whose classes had no package, uses them without an import. */
    @Test
    void aCourseClassUsedWithoutItsImportGetsAHintNamingTheImport() throws Exception {
        Path sub = dir.resolve("gus");
        writeCourseJar(sub.resolve("lib/dsa.jar"));
        write(sub.resolve("src/Board.java"), BOARD.replace("n = tiles.length;", "n = Side.of(tiles);"));
        Submission submission = SourceLocator.locate(List.of(sub));
        CompileResult result = new StudentCompiler(CourseJars.find(submission)).compile(submission,
                dir.resolve("out"));
        assertEquals(Optional.empty(), result.board());
        String message = result.diagnostics().get(0).message();
        assertTrue(message.startsWith("cannot find symbol") && message.endsWith("\n  hint: Side is dsa.Side in the"
                + " course library: add `import dsa.Side;` at the top of the file"), message);
    }

    @Test
    void aMissingClassTheCourseJarsDoNotHaveGetsNoHint() throws Exception {
        Path sub = dir.resolve("hal");
        writeCourseJar(sub.resolve("lib/dsa.jar"));
        write(sub.resolve("src/Board.java"), BOARD.replace("n = tiles.length;", "n = Sides.of(tiles);"));
        Submission submission = SourceLocator.locate(List.of(sub));
        CompileResult result = new StudentCompiler(CourseJars.find(submission)).compile(submission,
                dir.resolve("out"));
        assertFalse(result.diagnostics().get(0).message().contains("hint:"), result.diagnostics().toString());
    }

    /** A link inside a submission could make the grader compile and show a file of the grading machine. */
    @Test
    void aSourceThatIsASymbolicLinkIsRefused() throws Exception {
        Path secret = write(dir.resolve("outside/secret.txt"), "the grader's own file");
        write(dir.resolve("ivy/Solver.java"), "public class Solver { }");
        Files.createSymbolicLink(dir.resolve("ivy/Board.java"), secret);
        SubmissionException e = assertThrows(SubmissionException.class,
                () -> SourceLocator.locate(List.of(dir.resolve("ivy"))));
        assertEquals("Board.java is a symbolic link: the grader reads only files inside the submission; submit the"
                + " file itself", e.getMessage());
    }

    @Test
    void twoBoardsAreAClearError() throws Exception {
        write(dir.resolve("two/a/Board.java"), BOARD);
        write(dir.resolve("two/b/Board.java"), BOARD);
        SubmissionException e = assertThrows(SubmissionException.class,
                () -> SourceLocator.locate(List.of(dir.resolve("two"))));
        assertEquals("found 2 files named Board.java (a/Board.java, b/Board.java); point the grader at one "
                + "submission, or name the files to grade", e.getMessage());
    }

    /** A clone of CS 61B's skeleton with spring 2017's hw3 beside hw4: hw4.puzzle's files are the submission. */
    @Test
    void aSkeletonCloneWithTwoPuzzlePackagesIsThePreferredPackagesFiles() throws Exception {
        Path clone = dir.resolve("skeleton-sp18");
        for (String hw : List.of("hw3", "hw4")) {
            String pkg = "package " + hw + ".puzzle;\n";
            write(clone.resolve(hw + "/" + hw + "/puzzle/Board.java"), pkg + BOARD);
            write(clone.resolve(hw + "/" + hw + "/puzzle/Solver.java"), pkg + SOLVER);
            write(clone.resolve(hw + "/" + hw + "/puzzle/WorldState.java"), pkg + "public interface WorldState { }");
        }
        Submission located = SourceLocator.locate(List.of(clone), "hw4.puzzle");
        assertEquals(Optional.of("hw4/hw4/puzzle/Board.java"), located.board().map(located::relative));
        assertEquals(Optional.of("hw4/hw4/puzzle/Solver.java"), located.solver().map(located::relative));
        assertEquals(List.of("hw4/hw4/puzzle/Board.java", "hw4/hw4/puzzle/Solver.java",
                "hw4/hw4/puzzle/WorldState.java"), located.sources().stream().map(located::relative).toList());
        assertThrows(SubmissionException.class, () -> SourceLocator.locate(List.of(clone)));
        assertThrows(SubmissionException.class, () -> SourceLocator.locate(List.of(clone), "hw5.puzzle"));
    }

    @Test
    void aPathThatDoesNotExistIsAClearError() {
        SubmissionException e = assertThrows(SubmissionException.class,
                () -> SourceLocator.locate(List.of(dir.resolve("nothing-here"))));
        assertTrue(e.getMessage().endsWith("nothing-here: no such file or folder"), e.getMessage());
    }

    /** Builds a course-style jar with a class {@code dsa.Side}, compiled from source here. */
    private void writeCourseJar(Path jar) throws Exception {
        Path src = write(dir.resolve("jar-src/dsa/Side.java"),
                "package dsa;\npublic final class Side { public static int of(int[][] t) { return t.length; } }\n");
        Path classes = dir.resolve("jar-classes");
        int status = javax.tools.ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", classes.toString(),
                src.toString());
        assertEquals(0, status);
        Files.createDirectories(jar.getParent());
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            out.putNextEntry(new JarEntry("dsa/Side.class"));
            out.write(Files.readAllBytes(classes.resolve("dsa/Side.class")));
            out.closeEntry();
        }
    }

    @Test
    void theReleaseIsThatOfTheOlderOfTheTwoJdks() throws Exception {
        Path home = dir.resolve("jdk");
        write(home.resolve("release"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"17.0.9\"\n");
        assertEquals(Math.min(17, JavaRelease.running()), JavaRelease.forChildJava(home.resolve("bin/java")));
        assertEquals(JavaRelease.running(), JavaRelease.forChildJava(dir.resolve("nowhere/bin/java")));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        assertEquals(JavaRelease.running(), JavaRelease.forChildJava(java));
    }
}
