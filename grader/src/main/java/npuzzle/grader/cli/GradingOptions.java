package npuzzle.grader.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.pipeline.CheckRequest;
import npuzzle.grader.pipeline.GradingConfig;
import npuzzle.grader.pipeline.GradingConfigReader;
import picocli.CommandLine.Option;

/** The options that decide how submissions are graded, shared by {@code check} and {@code batch}. */
final class GradingOptions {
    @Option(names = "--config", paramLabel = "FILE", description = "the grading config (JSON; see the README)")
    private Path config;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the random boards (default: the config's, or 1)")
    private Long seed;

    @Option(names = "--classpath", paramLabel = "JARS",
            description = "the course jars, separated by '${sys:path.separator}' (default: a lib/ folder beside "
                    + "or above the sources)")
    private String classpath;

    @Option(names = "--assignment", paramLabel = "VERSION", description = "the version of the assignment: "
            + "umb-cs210 (default), princeton-coursera, princeton-cos226-tileat or berkeley-cs61b; wins over the "
            + "config's")
    private String assignment;

    @Option(names = "--style", negatable = true, description = "run SpotBugs, PMD, Checkstyle and the design rules "
            + "(advice, worth 0 points by default; on unless the config's \"runStyle\" is false); --no-style saves "
            + "about 1.5 s")
    private Boolean style;

    @Option(names = "--thorough", negatable = true, description = "also run the checks at Princeton's scale (the"
            + " Solver on puzzles up to 42 moves, 5 to 20 s, and on 700 random boards); off unless the config's"
            + " \"thorough\" is true")
    private Boolean thorough;

    @Option(names = "--only", paramLabel = "ID-GLOB", description = "run only the checks matching, e.g. 'board.*'")
    private String only;

    @Option(names = "--java", paramLabel = "EXE", description = "the java that runs the checks (default: this one)")
    private Path java;

    @Option(names = "--check-class", hidden = true, description = "run these check classes instead of the rubric")
    private List<String> checkClasses = new ArrayList<>();

    /** A usage mistake in these options, said in one line. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    /**
     * Returns the version of the assignment {@code --assignment} names.
     *
     * @throws UsageException naming the known versions if {@code name} is none of them
     */
    static Assignment assignmentNamed(String name) throws UsageException {
        return Assignment.named(name).orElseThrow(() -> new UsageException("--assignment " + name
                + ": expected one of " + String.join(" | ", Assignment.wireNames())));
    }

    /**
     * Returns the request for grading {@code paths}; without {@code --classpath}, {@code defaultJars} (empty: look
     * for a lib/ folder per submission).
     *
     * @throws UsageException if the config cannot be read or {@code --java} is not an executable
     */
    CheckRequest request(List<Path> paths, Optional<List<Path>> defaultJars) throws UsageException {
        GradingConfig settings = GradingConfig.DEFAULTS;
        if (config != null) {
            try {
                settings = GradingConfigReader.read(config);
            } catch (GradingConfigReader.ConfigException e) {
                throw new UsageException(e.getMessage());
            }
        }
        if (assignment != null) {
            settings = settings.withAssignment(assignmentNamed(assignment));
        }
        if (style != null) {
            settings = settings.withStyle(style);
        }
        if (thorough != null) {
            settings = settings.withThorough(thorough);
        }
        if (java != null && !Files.isExecutable(java)) {
            throw new UsageException("--java " + java + ": not an executable file");
        }
        Optional<List<Path>> jars = Optional.ofNullable(classpath).map(text -> Arrays.stream(
                text.split(File.pathSeparator)).filter(part -> !part.isBlank())
                .map(part -> Path.of(part).toAbsolutePath()).toList());
        long chosenSeed = seed != null ? seed : settings.seed().orElse(1L);
        return new CheckRequest(paths, jars.or(() -> defaultJars), chosenSeed, Optional.ofNullable(only),
                Optional.ofNullable(java), checkClasses, settings);
    }
}
