package npuzzle.grader.style;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * A tool's rule file: a resource of the grader's jar or an instructor's file, read whole.
 *
 * @param name where it came from, for messages
 * @param text its contents
 */
public record RuleFile(String name, String text) {
    public RuleFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
    }

    /** Returns the grader's resource at {@code path} (no leading slash), or empty if the jar has none. */
    static Optional<RuleFile> resource(String path) {
        try (InputStream in = RuleFile.class.getClassLoader().getResourceAsStream(path)) {
            return in == null ? Optional.empty()
                    : Optional.of(new RuleFile(path, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the grader's resource " + path, e);
        }
    }

    /** Returns an instructor's rule file. */
    public static RuleFile file(Path path) throws IOException {
        return new RuleFile(path.toString(), Files.readString(path));
    }
}
