package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Category;
import org.junit.jupiter.api.Test;

class ProgressLineTests {
    private static final String ERASE = "\r\033[2K";

    @Test
    void onlyOnATerminalAndNeverInCi() {
        assertTrue(ProgressLine.wanted(true, Map.of()));
        assertFalse(ProgressLine.wanted(false, Map.of()), "a pipe or a file");
        assertFalse(ProgressLine.wanted(true, Map.of("CI", "true")));
        assertFalse(ProgressLine.wanted(true, Map.of("GITHUB_ACTIONS", "true")));
    }

    @Test
    void oneLineRewrittenInPlaceWithTheCategoryRunningAndTheChecksDoneThenErased() {
        StringWriter text = new StringWriter();
        ProgressLine line = new ProgressLine(new PrintWriter(text), List.of(
                new CheckInfo("compile.board", Category.COMPILE, "compiles", "parent"),
                new CheckInfo("board.size", Category.CORRECTNESS, "size", "BoardChecks"),
                new CheckInfo("timing.board.size", Category.TIMING, "fast", "BoardTimingChecks")));
        line.begin();
        line.finished("compile.board");
        line.started("board.size");
        line.finished("board.size");
        line.finished("board.size");
        line.started("timing.board.size");
        line.erase();
        assertEquals(List.of("", "grading: compile, 0 of 3 checks done", "grading: compile, 1 of 3 checks done",
                "grading: correctness, 1 of 3 checks done", "grading: correctness, 2 of 3 checks done",
                "grading: timing, 2 of 3 checks done", ""),
                List.of(text.toString().split(ERASE.replace("[", "\\["), -1)));
        assertFalse(text.toString().contains("\n"), "never a new line: the report starts where the line was");
    }
}
