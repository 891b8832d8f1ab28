package npuzzle.grader.deploy;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;

/** The jar this grader runs from, which {@code grader init} ships. */
public final class GraderJar {
    private GraderJar() {
    }

    /** Returns the running jar, or empty when the grader runs from a classes folder (in a build). */
    public static Optional<Path> running() {
        CodeSource source = GraderJar.class.getProtectionDomain().getCodeSource();
        if (source == null) {
            return Optional.empty();
        }
        try {
            Path location = Path.of(source.getLocation().toURI());
            return Files.isRegularFile(location) && location.toString().endsWith(".jar") ? Optional.of(location)
                    : Optional.empty();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
