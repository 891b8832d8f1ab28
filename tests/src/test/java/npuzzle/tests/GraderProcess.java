package npuzzle.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import npuzzle.grader.ShortLivedJvm;

/** Runs {@code java -jar npuzzle-grader.jar ...} in a fresh process, as a student or an instructor would. */
public final class GraderProcess {
    static final Path JAR = Path.of(System.getProperty("npuzzle.grader.jar", "../grader/target/npuzzle-grader.jar"));
    private static final Duration BOUND = Duration.ofMinutes(3);

    /** The exit code and everything the grader printed. */
    record Result(int exitCode, String output) {
    }

    private GraderProcess() {
    }

    static Result run(Path workDir, String... arguments) throws IOException, InterruptedException {
        return run(workDir, Map.of(), BOUND, arguments);
    }

    /** Runs the grader with these environment variables added, and fails if it takes longer than {@code bound}. */
    static Result run(Path workDir, Map<String, String> environment, Duration bound, String... arguments)
            throws IOException, InterruptedException {
        return run(workDir, JAR, environment, bound, arguments);
    }

    /** Runs the grader of {@code jar} (a copy of the packaged one, say) as {@link #run(Path, Map, Duration, String...)}. */
    static Result run(Path workDir, Path jar, Map<String, String> environment, Duration bound, String... arguments)
            throws IOException, InterruptedException {
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException(jar.toAbsolutePath() + " is missing: run mvn -B verify from the root");
        }
        List<String> command = command(jar, arguments);
        Path log = Files.createTempFile(workDir, "grader", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().remove("GITHUB_STEP_SUMMARY"); // a build on GitHub Actions: not its summary
        builder.environment().putAll(environment);
        Process process = builder.start();
        boolean ended;
        try {
            ended = process.waitFor(bound.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            stop(process);
            throw e;
        }
        if (!ended) {
            stop(process);
            throw new AssertionError("grader " + String.join(" ", arguments) + " did not finish in "
                    + bound.toMinutes() + " minutes:\n" + Files.readString(log, StandardCharsets.UTF_8));
        }
        return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    }

    private static void stop(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /**
     * Returns the command that runs the grader of {@code jar} with {@code arguments}. The grader JVM runs with C1
     * only and the serial collector, as the README suggests for small machines: a grading lives seconds, and C2's
     * compiler threads and G1's concurrent threads cost more CPU than they save in that time (measured side by side on
     * 2 cores: one {@code grader check} 7.3-10.2 s of CPU with the defaults, 5.5-5.9 s without; a batch of 10
     * fixtures 39-41 s, 31-32 s). JIT and collector flags change how fast the grader runs, never what it does.
     */
    public static List<String> command(Path jar, String... arguments) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        command.addAll(ShortLivedJvm.FLAGS);
        command.addAll(List.of("-jar", jar.toAbsolutePath().toString()));
        command.addAll(List.of(arguments));
        return command;
    }
}
