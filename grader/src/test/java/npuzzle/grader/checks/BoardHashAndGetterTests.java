package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * board.hash-code and board.exposed-state on fixture Boards: Arrays.hashCode of an int[][] hashes equal boards apart,
 * a getter that returns the board's own array lets a caller change it; Arrays.deepHashCode and a getter that copies
 * every row pass.
 */
class BoardHashAndGetterTests {
    private static final Class<?> EQUALITY = CheckRunner.check("board.BoardEqualityChecks");
    private static final Class<?> STATE = CheckRunner.check("board.BoardStateChecks");
    private static final Pattern CODES = Pattern.compile("a\\.hashCode\\(\\) = (-?\\d+), b\\.hashCode\\(\\) = (-?\\d+)");

    @TempDir
    Path output;

    private Map<String, CheckRunner.Outcome> run(String fixture, Class<?> checks) {
        return CheckRunner.run(fixture, output.resolve(fixture), SolutionConvention.AFTER_INITIAL, false, checks);
    }

    @Test
    void arraysHashCodeOfTheRowsHashesEqualBoardsApartOnEveryBoard() {
        CheckDetails details = CheckRunner.details(run("closed-set-arrays-hashcode", EQUALITY)
                .get("board.hash-code"));
        assertEquals(0, details.passed(), "every pair of equal boards hashes apart");
        Matcher codes = CODES.matcher(details.actual());
        assertTrue(codes.find(), details.actual());
        assertNotEquals(codes.group(1), codes.group(2));
        assertTrue(details.hint().contains("Arrays.deepHashCode"), details.hint());
        assertEquals("Board.hashCode()", details.call());
    }

    @Test
    void deepHashCodeAndACopyingGetterPass() {
        Map<String, CheckRunner.Outcome> copying = run("solver-calls-board-helpers", STATE);
        assertTrue(copying.get("board.exposed-state").passed(), "getTiles() copies every row");
        assertTrue(run("solver-calls-board-helpers", EQUALITY).get("board.hash-code").passed(),
                "Arrays.deepHashCode");
    }

    @Test
    void aGetterThatHandsOutTheTilesChangesTheBoardOnEveryBoard() {
        CheckDetails details = CheckRunner.details(run("getter-hands-out-tiles", STATE).get("board.exposed-state"));
        assertEquals(0, details.passed());
        assertTrue(details.actual().startsWith("after the caller reversed what tiles() returned"), details.actual());
        assertEquals("Board.tiles()", details.call());
        assertTrue(run("correct-reference", STATE).get("board.exposed-state").passed(), "no getter, nothing leaks");
    }
}
