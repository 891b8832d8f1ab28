package npuzzle.reference.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleGenerator;
import npuzzle.reference.Solver;
import npuzzle.reference.optimal.OptimalSolver;
import org.jline.utils.AttributedString;
import org.jline.utils.AttributedStyle;
import org.junit.jupiter.api.Test;

class GameViewTests {
    private static final Board PUZZLE05 = Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8);

    private static Game game(Board start, boolean inverted) {
        return game(start, inverted, Runnable::run);
    }

    /** A game whose searches run on {@code executor}; one that drops them leaves the optimum "computing". */
    private static Game game(Board start, boolean inverted, Executor executor) {
        Advisor advisor = new Advisor(OptimalSolver.standard()::solve, executor);
        return new Game(new Puzzle(start, "puzzle05.txt"), () -> new Puzzle(Board.goal(start.size()), "goal"),
                advisor, new Controls(inverted));
    }

    private static List<String> text(List<AttributedString> lines) {
        List<String> text = new ArrayList<>();
        lines.forEach(line -> text.add(line.toString()));
        return text;
    }

    @Test
    void theScreenShowsTheBoardItsDistancesTheOptimumAndTheKeys() {
        List<String> screen = text(new GameView(Glyphs.ASCII, Palette.PLAIN).render(game(PUZZLE05, false), 80, 24));
        assertEquals(List.of(
                "8-puzzle  puzzle05.txt",
                "",
                "+---+---+---+",
                "| 4 | 1 | 3 |",
                "+---+---+---+",
                "|   | 2 | 6 |",
                "+---+---+---+",
                "| 7 | 5 | 8 |",
                "+---+---+---+",
                "",
                "moves: 0   hamming: " + PUZZLE05.hamming() + "   manhattan: " + PUZZLE05.manhattan(),
                "optimal: " + new Solver(PUZZLE05).moves() + " moves from here   not solved",
                "",
                "",
                "arrows, WASD or HJKL: Up slides the tile below the blank up into it",
                "s solve  h hint  u undo  r restart  n new board  q quit  (S H slide Down Left)"), screen);
    }

    @Test
    void unicodeGlyphsDrawTheGridWithBoxCharactersAndInvertedKeysSaySo() {
        List<String> screen = text(new GameView(Glyphs.UNICODE, Palette.PLAIN).render(game(PUZZLE05, true), 80, 24));
        assertEquals("╔═══╦═══╦═══╗", screen.get(2));
        assertEquals("║ 4 ║ 1 ║ 3 ║", screen.get(3));
        assertEquals("arrows, WASD or HJKL: ↑ moves the blank up (the tile above it slides down)", screen.get(14));
    }

    @Test
    void theHintedTileIsInBracketsAndTheHintIsTheMessage() {
        Game game = game(PUZZLE05, false);
        game.apply(Action.HINT);
        List<String> screen = text(new GameView(Glyphs.ASCII, Palette.PLAIN).render(game, 80, 24));
        String tile = Integer.toString(game.hintTile());
        assertEquals(1, String.join("\n", screen).split("\\[" + tile + "]", -1).length - 1, String.join("\n", screen));
        assertEquals(game.message(), screen.get(12));
    }

    @Test
    void theGoalIsShownSolved() {
        List<String> screen = text(new GameView(Glyphs.ASCII, Palette.PLAIN).render(game(Board.goal(3), false), 80, 24));
        assertEquals("optimal: 0 moves from here   SOLVED", screen.get(11));
    }

    @Test
    void boardsUpTo7x7FitIn80x24AndLargerOnesSayTheWindowIsTooSmall() {
        GameView view = new GameView(Glyphs.UNICODE, Palette.COLOUR);
        for (int n = 2; n <= 7; n++) {
            Game game = game(new PuzzleGenerator(n).randomWalk(n, 10), false, task -> { });
            List<AttributedString> lines = view.render(game, 80, 24);
            assertTrue(lines.size() <= 24, n + "x" + n);
            assertTrue(lines.stream().allMatch(line -> line.columnLength() <= 80), n + "x" + n);
            assertTrue(lines.get(0).toString().startsWith((n * n - 1) + "-puzzle"), lines.get(0).toString());
            assertEquals("optimal: computing…   not solved", lines.get(2 * n + 5).toString());
        }
        List<String> screen = text(view.render(game(Board.goal(8), false, task -> { }), 80, 24));
        assertEquals(List.of("The window is too small: 80x24.", "This 8x8 board needs 41x26.",
                "Enlarge the window, or press q to quit."), screen);
    }

    @Test
    void aNarrowWindowCutsTheMessageLineToItsWidth() {
        List<String> screen = text(new GameView(Glyphs.ASCII, Palette.PLAIN).render(game(Board.goal(3), false), 30, 10));
        assertEquals("The window is too small: 30x10", screen.get(0));
        assertTrue(screen.stream().allMatch(line -> line.length() <= 30), screen.toString());
    }

    @Test
    void noColorLeavesEveryCharacterUnstyledWhileColoursMarkPlacedTiles() {
        Game game = game(PUZZLE05, false);
        game.apply(Action.HINT);
        for (AttributedString line : new GameView(Glyphs.ASCII, Palette.fromEnvironment(Map.of("NO_COLOR", "1")))
                .render(game, 80, 24)) {
            for (int k = 0; k < line.length(); k++) {
                assertEquals(AttributedStyle.DEFAULT, line.styleAt(k), line.toString());
            }
        }
        List<AttributedString> coloured = new GameView(Glyphs.ASCII, Palette.fromEnvironment(Map.of("NO_COLOR", "")))
                .render(game, 80, 24);
        AttributedString firstRow = coloured.get(3); // "|[4]| 1 | 3 |": 4 is the hint, 3 is in its place
        assertEquals("|[4]| 1 | 3 |", firstRow.toString());
        assertEquals(AttributedStyle.DEFAULT.foreground(AttributedStyle.GREEN), firstRow.styleAt(10));
        assertEquals(AttributedStyle.DEFAULT, firstRow.styleAt(6));
        assertEquals(AttributedStyle.BOLD.foreground(AttributedStyle.BLACK).background(AttributedStyle.YELLOW),
                firstRow.styleAt(2));
        assertFalse(coloured.equals(new GameView(Glyphs.ASCII, Palette.PLAIN).render(game, 80, 24)));
    }
}
