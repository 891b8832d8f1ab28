package npuzzle.reference.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFile;
import npuzzle.reference.PuzzleFormatException;

/** Reads a puzzle file for a command, reporting a bad or missing file in one line instead of throwing. */
final class PuzzleInput {
    private PuzzleInput() {
    }

    /** Returns the board in {@code file}, or empty after printing why it cannot be read to {@code err}. */
    static Optional<Board> read(Path file, PrintWriter err) {
        try {
            return Optional.of(PuzzleFile.read(file));
        } catch (PuzzleFormatException e) {
            err.println(e.getMessage());
        } catch (NoSuchFileException e) {
            err.println(file + ": no such file");
        } catch (IOException e) {
            err.println(file + ": cannot read: " + e.getMessage());
        }
        return Optional.empty();
    }

    /** Returns the file name of {@code file} as written in {@code expected.json}. */
    static String name(Path file) {
        return file.getFileName().toString();
    }
}
