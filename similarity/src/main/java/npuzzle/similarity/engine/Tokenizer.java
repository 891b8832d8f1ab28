package npuzzle.similarity.engine;

import de.jplag.ParsingException;
import de.jplag.Token;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import npuzzle.similarity.Group;
import npuzzle.similarity.SourceFile;
import npuzzle.similarity.Submission;

/**
 * Turns a submission into JPlag's tokens: its files are written to a staging folder of their own (named by a number,
 * never by the student's text) and parsed by JPlag's Java front end, which uses the running JDK's parser. JPlag's
 * parser keeps state while it parses, so each thread has its own.
 */
final class Tokenizer {
    private static final ThreadLocal<de.jplag.java.Language> LANGUAGE = ThreadLocal.withInitial(
            de.jplag.java.Language::new);

    private final Path staging;

    Tokenizer(Path staging) {
        this.staging = staging;
    }

    /** Returns JPlag's Java language, the one this thread parses with. */
    static de.jplag.Language language() {
        return LANGUAGE.get();
    }

    /**
     * Returns the submission's tokens.
     *
     * @param folder the staging folder's name for it, unique in the run
     * @throws UnparsableException with what the parser said, in the submission's own file names
     * @throws IOException if the staging folder cannot be written
     */
    Tokenized tokenize(Submission submission, String folder) throws IOException, UnparsableException {
        Path root = Files.createDirectories(staging.resolve(folder));
        Map<File, String> paths = new LinkedHashMap<>();
        for (SourceFile source : submission.files()) {
            Path file = root.resolve(source.name());
            Files.writeString(file, source.text(), StandardCharsets.UTF_8);
            paths.put(file.toFile().getCanonicalFile(), source.path());
        }
        Set<File> files = new LinkedHashSet<>(paths.keySet());
        List<Token> tokens;
        try {
            tokens = LANGUAGE.get().parse(files);
        } catch (ParsingException e) {
            throw new UnparsableException(ownNames(e.getMessage(), root, paths));
        } catch (RuntimeException e) { // the front end throws on some broken sources instead of reporting them
            throw new UnparsableException("the parser failed (" + e + ")");
        }
        de.jplag.Submission jplag = new de.jplag.Submission(submission.id(), root.toFile().getCanonicalFile(),
                submission.group() == Group.CLASS, new ArrayList<>(files), LANGUAGE.get());
        jplag.setTokenList(tokens);
        return new Tokenized(submission, jplag, paths);
    }

    /** Returns the parser's message with the staged files named as the submission names them. */
    private static String ownNames(String message, Path root, Map<File, String> paths) {
        String text = message == null ? "does not parse" : message;
        for (Map.Entry<File, String> file : paths.entrySet()) {
            text = text.replace(file.getKey().getPath(), file.getValue());
        }
        return text.replace(root.toString() + File.separator, "").strip();
    }

    /** Thrown when a submission's files do not parse; the message says where. */
    static final class UnparsableException extends Exception {
        private static final long serialVersionUID = 1L;

        UnparsableException(String message) {
            super(message);
        }
    }
}
