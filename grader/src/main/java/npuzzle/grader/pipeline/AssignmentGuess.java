package npuzzle.grader.pipeline;

import java.io.IOException;
import java.util.Optional;
import java.util.regex.Pattern;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.SourceText;
import npuzzle.grader.compile.Submission;

/**
 * Which version of the assignment a Board's source clearly follows when it is not this course's: one with
 * {@code dimension()} and {@code twin()} and no {@code size()} is the Coursera version. Read from the source, with
 * comments and string literals left out, so that it works before (and without) compiling; one that implements
 * {@code WorldState} is CS 61B's. The COS 226 tileAt version has this course's method names, so its API alone cannot
 * tell it apart.
 */
public final class AssignmentGuess {
    private static final Pattern COMMENTS_AND_STRINGS = Pattern.compile(
            "//[^\\n]*|/\\*.*?\\*/|\"(?:\\\\.|[^\"\\\\])*\"", Pattern.DOTALL);
    private static final Pattern DIMENSION = Pattern.compile("\\bpublic\\s+int\\s+dimension\\s*\\(\\s*\\)");
    private static final Pattern TWIN = Pattern.compile("\\bpublic\\s+\\w+\\s+twin\\s*\\(\\s*\\)");
    private static final Pattern SIZE = Pattern.compile("\\bpublic\\s+int\\s+size\\s*\\(\\s*\\)");
    private static final Pattern WORLD_STATE = Pattern.compile("\\bimplements\\b[^{]*\\bWorldState\\b");

    private AssignmentGuess() {
    }

    /** Returns the version other than the default that the submission's Board clearly follows, or empty. */
    public static Optional<Assignment> otherThanDefault(Submission submission) throws IOException {
        if (submission.board().isEmpty()) {
            return Optional.empty();
        }
        String source = COMMENTS_AND_STRINGS.matcher(SourceText.read(submission.board().get()).text())
                .replaceAll(" ");
        if (WORLD_STATE.matcher(source).find()) {
            return Optional.of(Assignment.BERKELEY_CS61B);
        }
        boolean coursera = DIMENSION.matcher(source).find() && TWIN.matcher(source).find()
                && !SIZE.matcher(source).find();
        return coursera ? Optional.of(Assignment.PRINCETON_COURSERA) : Optional.empty();
    }

    /** Returns the one line that says which version fits and how to grade with it. */
    public static String hint(Assignment fits) {
        String api = fits.worldState() ? "implements WorldState" : "dimension() and twin(), no size()";
        return "Board.java has the " + fits.wireName() + " API (" + api + "), not "
                + Assignment.DEFAULT.wireName() + "'s: grade it with --assignment " + fits.wireName()
                + " (or \"assignment\": \"" + fits.wireName() + "\" in the config)";
    }
}
