package npuzzle.similarity;

import java.util.Objects;

/**
 * One matched region of a pair: a run of tokens that both submissions have in the same order, and the lines it
 * covers on each side.
 *
 * @param fileA the file of the first submission ({@link SourceFile#path()})
 * @param firstLineA its first line, from 1
 * @param lastLineA its last line
 * @param fileB the file of the second submission
 * @param firstLineB its first line
 * @param lastLineB its last line
 * @param tokens how many tokens match
 */
public record Region(String fileA, int firstLineA, int lastLineA, String fileB, int firstLineB, int lastLineB,
        int tokens) {
    public Region {
        Objects.requireNonNull(fileA, "fileA");
        Objects.requireNonNull(fileB, "fileB");
        if (firstLineA < 1 || lastLineA < firstLineA || firstLineB < 1 || lastLineB < firstLineB || tokens < 1) {
            throw new IllegalArgumentException("not a region: " + firstLineA + "-" + lastLineA + ", " + firstLineB
                    + "-" + lastLineB + ", " + tokens + " tokens");
        }
    }
}
