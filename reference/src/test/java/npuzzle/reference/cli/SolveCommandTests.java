package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SolveCommandTests {
    @TempDir
    Path folder;

    @Test
    void solvePrintsWhatTheCourseSolverMainPrints() throws IOException {
        Path file = write("puzzle05.txt", ShowCommandTests.PUZZLE05);
        CliRun run = CliRun.of("solve", file.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        // puzzle05 has one shortest solution: the blank goes up, right, down, down, right.
        String expected = """
                Solution (5 moves):
                 4  1  3
                    2  6
                 7  5  8
                ----------
                    1  3
                 4  2  6
                 7  5  8
                ----------
                 1     3
                 4  2  6
                 7  5  8
                ----------
                 1  2  3
                 4     6
                 7  5  8
                ----------
                 1  2  3
                 4  5  6
                 7     8
                ----------
                 1  2  3
                 4  5  6
                 7  8  \s
                ----------
                """;
        assertEquals(expected, run.out());
    }

    @Test
    void unsolvableBoardPrintsTheCourseMessageAndExitsOne() throws IOException {
        Path file = write("puzzle3x3-unsolvable.txt", "3\n1 2 3\n4 5 6\n8 7 0\n");
        CliRun run = CliRun.of("solve", file.toString());
        assertEquals(ExitCodes.FAILED, run.exit());
        assertEquals("Unsolvable puzzle\n", run.out());
    }

    @Test
    void boardTooHardForTheNodeLimitPointsToTheOptimalSolver() throws IOException {
        Path file = write("puzzle31.txt", "3\n8 6 7\n2 5 4\n3 0 1\n");
        CliRun run = CliRun.of("solve", "--max-nodes", "100", file.toString());
        assertEquals(ExitCodes.FAILED, run.exit());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith(file + ": gave up after 100 search nodes"), run.err());
        assertTrue(run.err().contains("--optimal"), run.err());
    }

    @Test
    void optimalSolvesABoardTooHardForTheGuardedAStar() throws IOException {
        Path file = write("hard38.txt", "4\n5 4 3 8\n9 2 6 1\n0 13 14 7\n15 11 10 12\n");
        CliRun aStar = CliRun.of("solve", "--max-nodes", "10000", file.toString());
        assertEquals(ExitCodes.FAILED, aStar.exit());
        assertTrue(aStar.err().contains("--optimal"), aStar.err());
        CliRun optimal = CliRun.of("solve", "--optimal", file.toString());
        assertEquals(ExitCodes.OK, optimal.exit(), optimal.err());
        assertTrue(optimal.out().startsWith("Solution (38 moves):\n 5  4  3  8\n"), optimal.out());
        assertEquals(38 + 1, optimal.out().split(SolveCommand.SEPARATOR + "\n", -1).length - 1);
        assertTrue(optimal.out().endsWith(" 9 10 11 12\n13 14 15   \n----------\n"), optimal.out());
    }

    @Test
    void optimalPrintsTheSameAsAStarForABoardWithOneShortestSolution() throws IOException {
        Path file = write("puzzle05.txt", ShowCommandTests.PUZZLE05);
        assertEquals(CliRun.of("solve", file.toString()), CliRun.of("solve", "--optimal", file.toString()));
    }

    @Test
    void jsonGivesMovesAndTheSolutionWithoutTheInitialBoard() throws IOException {
        Path file = write("puzzle05.txt", ShowCommandTests.PUZZLE05);
        CliRun run = CliRun.of("solve", "--json", file.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        JsonObject result = JsonParser.parseString(run.out()).getAsJsonArray().get(0).getAsJsonObject();
        assertEquals(5, result.get("moves").getAsInt());
        assertEquals(5, result.get("solution").getAsJsonArray().size());
        assertEquals("astar", result.get("method").getAsString());
        assertTrue(result.get("problem").isJsonNull());
    }

    @Test
    void badFileExitsTwoWithoutAStackTrace() throws IOException {
        Path file = write("short.txt", "3\n1 2 3\n4 5 6\n7 8\n");
        CliRun run = CliRun.of("solve", file.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals(file + ":4:4: too few tiles: a 3x3 board needs 9, found 8\n", run.err());
    }

    @Test
    void animatePrintsOneClearedFramePerBoardOfTheSameSolution() throws IOException {
        Path file = write("puzzle05.txt", ShowCommandTests.PUZZLE05);
        JsonObject solved = JsonParser.parseString(CliRun.of("solve", "--json", file.toString()).out())
                .getAsJsonArray().get(0).getAsJsonObject();
        List<String> boards = new ArrayList<>(List.of(solved.get("tiles").toString()));
        solved.getAsJsonArray("solution").forEach(step -> boards.add(step.toString()));
        CliRun run = CliRun.of("solve", "--animate", "--pace", "0", file.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertTrue(run.out().startsWith(SolveCommand.CLEAR_SCREEN), run.out());
        String[] frames = run.out().substring(SolveCommand.CLEAR_SCREEN.length())
                .split(Pattern.quote(SolveCommand.CLEAR_SCREEN));
        assertEquals(6, frames.length);
        assertEquals(boards.size(), frames.length);
        for (int k = 0; k < frames.length; k++) {
            String[] lines = frames[k].split("\n");
            assertEquals("puzzle05.txt: move " + k + " of 5" + (k == 5 ? ", solved" : ""), lines[0]);
            assertEquals(1 + 7, lines.length, frames[k]);
            assertEquals(boards.get(k), gridTiles(lines), frames[k]);
        }
    }

    @Test
    void animateAndJsonTogetherAreAUsageError() throws IOException {
        Path file = write("puzzle05.txt", ShowCommandTests.PUZZLE05);
        CliRun run = CliRun.of("solve", "--animate", "--json", file.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals("--animate prints frames, --json prints data: choose one\n", run.err());
    }

    /** Returns the rows of a drawn grid as JSON arrays ({@code [[4,1,3],[0,2,6],...]}), the blank as 0. */
    private static String gridTiles(String[] lines) {
        List<String> rows = new ArrayList<>();
        for (String line : lines) {
            if (!line.startsWith("|") && !line.startsWith("\u2551")) {
                continue;
            }
            List<String> cells = new ArrayList<>();
            for (String cell : line.substring(1).split("[|\u2551]")) {
                cells.add(cell.isBlank() ? "0" : cell.trim());
            }
            rows.add("[" + String.join(",", cells) + "]");
        }
        return "[" + String.join(",", rows) + "]";
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(folder.resolve(name), content);
    }
}
