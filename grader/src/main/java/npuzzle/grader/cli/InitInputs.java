package npuzzle.grader.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import npuzzle.grader.deploy.GraderJar;
import npuzzle.grader.pipeline.GradingConfig;
import npuzzle.grader.pipeline.GradingConfigReader;

/** What both {@code grader init} commands ship, checked before anything is written. */
final class InitInputs {
    private InitInputs() {
    }

    /** Returns the grader jar to ship: {@code --jar}, else the jar this grader runs from. */
    static Path graderJar(Path option) throws GradingOptions.UsageException {
        Optional<Path> jar = option != null ? Optional.of(option) : GraderJar.running();
        if (jar.isEmpty()) {
            throw new GradingOptions.UsageException("this grader does not run from a jar: give --jar FILE");
        }
        if (!Files.isRegularFile(jar.get())) {
            throw new GradingOptions.UsageException("--jar " + jar.get() + ": no such file");
        }
        return jar.get();
    }

    /** Returns the grading config read from {@code file}, or empty without one. */
    static Optional<GradingConfig> config(Path file) throws GradingOptions.UsageException {
        if (file == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(GradingConfigReader.read(file));
        } catch (GradingConfigReader.ConfigException e) {
            throw new GradingOptions.UsageException(e.getMessage());
        }
    }
}
