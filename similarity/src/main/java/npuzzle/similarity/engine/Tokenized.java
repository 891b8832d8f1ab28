package npuzzle.similarity.engine;

import java.io.File;
import java.util.Map;
import java.util.Objects;
import npuzzle.similarity.Submission;

/**
 * A submission as JPlag holds it: its tokens, and which of the submission's files each staged file is.
 *
 * @param submission ours
 * @param jplag JPlag's, with its token list set
 * @param paths each staged file's path in the submission ({@code SourceFile#path()})
 */
record Tokenized(Submission submission, de.jplag.Submission jplag, Map<File, String> paths) {
    Tokenized {
        Objects.requireNonNull(submission, "submission");
        Objects.requireNonNull(jplag, "jplag");
        paths = Map.copyOf(paths);
    }
}
