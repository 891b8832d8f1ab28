package npuzzle.tests.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFile;
import npuzzle.reference.optimal.OptimalSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives the real {@code reference play} in an 80x24 pseudo-terminal: slides, undo, restart, a hint, an animated
 * solve whose move count is the optimum, and a terminal restored (its modes, the main screen) after {@code q} and
 * after Ctrl-C. The terminal's modes are compared with {@code stty -g} before and after the game.
 */
final class PlayInTerminalTests {
    private static final Path REFERENCE_JAR = Path.of(
            System.getProperty("npuzzle.reference.jar", "../reference/target/npuzzle-reference.jar"));
    private static final Path PUZZLE = Path.of(System.getProperty("npuzzle.data", "../data"))
            .resolve("puzzle3x3-12-1.txt");
    private static final Pattern MOVES = Pattern.compile("moves: (\\d+) ");

    @TempDir
    Path work;

    @Test
    void slidesUndoRestartHintAndSolveInTheFewestMovesThenQRestoresTheTerminal() throws Exception {
        Board start = PuzzleFile.read(PUZZLE);
        int optimum = OptimalSolver.standard().solve(start).moves();
        try (Tmux tmux = Tmux.start(work, 80, 24)) {
            play(tmux);
            tmux.awaitScreen("the game", screen -> screen.contains("moves: 0 "));

            // Up and Down slide a tile into the blank and back: the tile below the blank exists when it is not
            // on the bottom row; otherwise Down then Up does the same from above.
            boolean blankOnBottomRow = blankRow(start) == start.size() - 1;
            tmux.press(blankOnBottomRow ? "Down" : "Up");
            tmux.press(blankOnBottomRow ? "Up" : "Down");
            tmux.awaitScreen("two slides", screen -> moves(screen) == 2);
            tmux.press("u");
            tmux.awaitScreen("one slide after undo", screen -> moves(screen) == 1);
            tmux.press("r");
            tmux.awaitScreen("no slide after restart", screen -> moves(screen) == 0);

            tmux.press("h");
            String hinted = tmux.awaitScreen("a hinted tile in brackets", screen -> screen.contains("["));
            assertEquals(0, moves(hinted), "a hint slides nothing:\n" + hinted);

            tmux.press("s");
            String solved = tmux.awaitScreen("the solved board", screen -> screen.contains("SOLVED"));
            assertEquals(optimum, moves(solved), "the animated solve takes the optimal number of moves:\n" + solved);
            assertTrue(solved.contains("solved by the optimal solver in " + optimum + " moves"), solved);

            tmux.press("q");
            assertRestored(tmux, 0);
        }
    }

    @Test
    void ctrlCEndsTheGameWithStatus130AndRestoresTheTerminal() throws Exception {
        try (Tmux tmux = Tmux.start(work, 80, 24)) {
            play(tmux);
            tmux.awaitScreen("the game", screen -> screen.contains("moves: 0 "));
            tmux.press("C-c");
            assertRestored(tmux, 130);
        }
    }

    /**
     * Records the terminal's modes, plays, then prints the exit status, records the modes again and prints
     * "gameover" (typed with quotes inside, so that the command line itself does not show the word).
     */
    private void play(Tmux tmux) throws IOException, InterruptedException {
        tmux.type("stty -g > before.txt; " + java() + " -jar " + REFERENCE_JAR.toAbsolutePath() + " play "
                + PUZZLE.toAbsolutePath() + " --pace 20; echo \"exit=$?\"; stty -g > after.txt; echo game\"\"over");
        tmux.press("Enter");
    }

    private void assertRestored(Tmux tmux, int exitCode) throws IOException, InterruptedException {
        String after = tmux.awaitScreen("the shell after the game", screen -> screen.contains("gameover"));
        assertTrue(after.contains("exit=" + exitCode), after);
        assertFalse(after.contains("hamming:"), "the game's screen was left on the terminal:\n" + after);
        assertEquals(Files.readString(work.resolve("before.txt")), Files.readString(work.resolve("after.txt")),
                "stty modes after the game");
    }

    private static int moves(String screen) {
        Matcher matcher = MOVES.matcher(screen);
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : -1;
    }

    private static int blankRow(Board board) {
        for (int row = 0; row < board.size(); row++) {
            for (int col = 0; col < board.size(); col++) {
                if (board.tileAt(row, col) == 0) {
                    return row;
                }
            }
        }
        throw new IllegalArgumentException("no blank on " + board);
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
