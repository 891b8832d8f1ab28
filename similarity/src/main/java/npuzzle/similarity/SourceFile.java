package npuzzle.similarity;

import java.util.Objects;

/**
 * One compared source file of a submission.
 *
 * @param path where it is in the submission, with {@code /} separators (e.g. {@code src/puzzle/Board.java})
 * @param text its text, decoded
 */
public record SourceFile(String path, String text) {
    public SourceFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(text, "text");
    }

    /** Returns the file's name without its folders ({@code Board.java}). */
    public String name() {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
