package npuzzle.similarity;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What to compare.
 *
 * @param classRoot the class: a folder of submissions, or an archive of one
 * @param known folders (or archives) of known solutions, compared with the class only
 * @param base the starter code, left out of every match, if any
 * @param out where the results go
 * @param minimumTokenMatch the shortest run of tokens that counts as shared code
 * @param threads how many comparisons run at once
 */
public record Request(Path classRoot, List<Path> known, Optional<Path> base, Path out, int minimumTokenMatch,
        int threads) {
    /** The shortest match, chosen from the quality table in the README (similarity/README.md). */
    public static final int DEFAULT_MINIMUM_TOKEN_MATCH = 15;
    /** Every pair at least this similar is listed (and at least the top {@link #TOP} pairs). */
    public static final double FLOOR = 30;
    /** How many pairs are listed at least. */
    public static final int TOP = 50;

    public Request {
        Objects.requireNonNull(classRoot, "classRoot");
        known = List.copyOf(known);
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(out, "out");
    }
}
