package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class BenchCommandTests {
    @TempDir
    Path folder;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int bench(String... args) {
        CommandLine command = new CommandLine(new BenchCommand());
        command.setOut(new PrintWriter(out, true));
        command.setErr(new PrintWriter(err, true));
        return command.execute(args);
    }

    private Path puzzle(String name, String content) throws IOException {
        return Files.writeString(folder.resolve(name), content);
    }

    @Test
    void allThreeSolversAgreeOnSmallBoards() throws IOException {
        Path five = puzzle("puzzle05.txt", "3\n 4 1 3\n 0 2 6\n 7 5 8\n");
        Path fourteen = puzzle("puzzle14.txt", "3\n 8 1 3\n 4 0 2\n 7 6 5\n");
        int code = bench("--set", five.toString(), "--set", fourteen.toString(), "--jobs", "2",
                "--cache", folder.resolve("cache").toString());
        assertEquals(ExitCodes.OK, code, out + "\n" + err);
        String text = out.toString();
        assertTrue(text.matches("(?s).*puzzle05\\.txt +3 \\| 5 .*\\| 5 .*\\| 5 .*"), text);
        assertTrue(text.matches("(?s).*puzzle14\\.txt +3 \\| 14 .*\\| 14 .*\\| 14 .*"), text);
        assertTrue(text.contains("total astar          solved 2/2"), text);
        assertTrue(text.contains("total optimal        solved 2/2"), text);
        assertTrue(!text.contains("MISMATCH"), text);
    }

    @Test
    void aBaselineOverItsNodeLimitGivesUp() throws IOException {
        Path hard = puzzle("puzzle31.txt", "3\n 8 6 7\n 2 5 4\n 3 0 1\n");
        int code = bench("--set", hard.toString(), "--solvers", "astar,optimal", "--astar-nodes", "50");
        assertEquals(ExitCodes.OK, code, out + "\n" + err);
        assertTrue(out.toString().contains("| gave up"), out.toString());
        assertTrue(out.toString().contains("solved 0/1 (gave up: over 50 nodes)"), out.toString());
        assertTrue(out.toString().matches("(?s).*puzzle31\\.txt +3 \\| gave up .*\\| 31 .*"), out.toString());
    }

    @Test
    void korfFormatFilesAreConvertedToTheBlankLastGoal() throws IOException {
        // the blank-first goal with the blank slid right twice, then the goal itself
        Path korf = puzzle("mine.txt", "# two easy boards\n1 1 2 0 3 4 5 6 7 8 9 10 11 12 13 14 15\n"
                + "2 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n");
        int code = bench("--set", korf.toString(), "--solvers", "astar,ida-manhattan", "--jobs", "1",
                "--cache", folder.resolve("cache").toString());
        assertEquals(ExitCodes.OK, code, out + "\n" + err);
        assertTrue(out.toString().matches("(?s).*mine\\.txt#1 +4 \\| 2 .*\\| 2 .*"), out.toString());
        assertTrue(out.toString().matches("(?s).*mine\\.txt#2 +4 \\| 0 .*\\| 0 .*"), out.toString());
    }

    @Test
    void unsolvableBoardsAreSkippedWithANote() throws IOException {
        Path unsolvable = puzzle("u.txt", "3\n 1 2 3\n 4 5 6\n 8 7 0\n");
        Path five = puzzle("puzzle05.txt", "3\n 4 1 3\n 0 2 6\n 7 5 8\n");
        assertEquals(ExitCodes.OK, bench("--set", unsolvable.toString(), "--set", five.toString()));
        assertTrue(err.toString().contains("skipping u.txt: unsolvable"), err.toString());
        assertEquals(ExitCodes.USAGE, bench("--set", unsolvable.toString()));
        assertTrue(err.toString().contains("no solvable boards"), err.toString());
    }

    @Test
    void badInputGetsOneClearLineAndExitCodeTwo() throws IOException {
        assertEquals(ExitCodes.USAGE, bench("--solvers", "bfs"));
        assertTrue(err.toString().contains("unknown solver 'bfs'"), err.toString());
        assertEquals(ExitCodes.USAGE, bench("--set", folder.resolve("missing.txt").toString()));
        assertTrue(err.toString().contains("missing.txt"), err.toString());
        Path broken = puzzle("broken.txt", "3\n 1 2 3\n 4 5 x\n 7 8 0\n");
        assertEquals(ExitCodes.USAGE, bench("--set", broken.toString()));
        assertTrue(err.toString().contains("broken.txt"), err.toString());
        assertEquals(ExitCodes.USAGE, bench("--set", "course", "--data", folder.resolve("none").toString()));
        assertTrue(err.toString().contains("--set course needs the folder"), err.toString());
        assertEquals(ExitCodes.USAGE, bench("--limit", "0"));
        assertEquals(2, bench("--no-such-option"));
        assertTrue(err.toString().split("\\R").length < 40, "no stack traces");
    }

    @Test
    void theCourseSetReadsPuzzleAndHardFilesInNameOrder() throws IOException {
        puzzle("puzzle05.txt", "3\n 4 1 3\n 0 2 6\n 7 5 8\n");
        puzzle("puzzle01.txt", "2\n 1 2\n 0 3\n");
        puzzle("notes.txt", "not a puzzle");
        assertEquals(ExitCodes.OK, bench("--set", "course", "--data", folder.toString(), "--solvers", "optimal"));
        String text = out.toString();
        assertTrue(text.startsWith("2 boards"), text);
        assertTrue(text.indexOf("puzzle01.txt") < text.indexOf("puzzle05.txt"), text);
    }
}
