package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.SourceLocator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which version a Board's source follows: CS 61B's by its {@code implements WorldState}, read outside comments. */
class AssignmentGuessTests {
    @TempDir
    Path dir;

    private Optional<Assignment> guess(String board) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("s" + board.hashCode()));
        Files.writeString(folder.resolve("Board.java"), board);
        return AssignmentGuess.otherThanDefault(SourceLocator.locate(List.of(folder)));
    }

    @Test
    void aBoardThatImplementsWorldStateIsCs61bsWhateverElseItImplements() throws Exception {
        assertEquals(Optional.of(Assignment.BERKELEY_CS61B), guess("""
                package hw4.puzzle;

                public class Board implements WorldState {
                    public int size() { return 3; }
                }
                """));
        assertEquals(Optional.of(Assignment.BERKELEY_CS61B), guess("""
                package hw4.puzzle;

                public class Board
                        implements Iterable<WorldState>,
                        WorldState {
                }
                """));
    }

    @Test
    void worldStateInACommentAStringOrTheBodyIsNotCs61bs() throws Exception {
        assertEquals(Optional.empty(), guess("""
                /** Unlike CS 61B's, this Board does not implement WorldState. */
                public class Board implements Comparable<Board> {
                    // public class Board implements WorldState
                    private final String note = "implements WorldState";
                    private WorldState last;
                    public int size() { return 3; }
                    public int compareTo(Board that) { return 0; }
                }
                """));
    }
}
