package npuzzle.grader.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.grader.deploy.GradescopeAutograder;
import npuzzle.grader.pipeline.GradingConfig;
import npuzzle.grader.report.Visibility;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader init gradescope DIR}: writes a Gradescope autograder and its {@code autograder.zip}. */
@Command(name = "gradescope", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Writes setup.sh, run_autograder, the grader jar, the config and the course jars into DIR,",
            "and autograder.zip with exactly these at its root: upload it as the assignment's autograder."})
final class InitGradescopeCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "the folder to write the autograder into")
    private Path folder;

    @Option(names = "--config", paramLabel = "FILE", description = "the grading config to grade with (JSON)")
    private Path config;

    @Option(names = "--classpath", paramLabel = "JARS",
            description = "the course jars the submissions use, separated by '${sys:path.separator}'")
    private String classpath;

    @Option(names = "--jar", paramLabel = "FILE", description = "the grader jar to ship (default: this one)")
    private Path jar;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path grader;
        Optional<GradingConfig> settings;
        try {
            grader = InitInputs.graderJar(jar);
            settings = InitInputs.config(config);
        } catch (GradingOptions.UsageException e) {
            err.println("grader: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (settings.isPresent() && hasHiddenChecksNotRun(settings.get())) {
            err.println("grader: warning: " + config + " makes checks hidden but does not set "
                    + "\"runHidden\": true, so they will not run on Gradescope");
        }
        List<Path> courseJars = classpath == null ? List.of() : Arrays.stream(classpath.split(File.pathSeparator))
                .filter(part -> !part.isBlank()).map(Path::of).toList();
        for (Path courseJar : courseJars) {
            if (!Files.isRegularFile(courseJar)) {
                err.println("grader: --classpath " + courseJar + ": no such file");
                return ExitCodes.USAGE;
            }
        }
        List<String> entries = new GradescopeAutograder(grader, Optional.ofNullable(config), courseJars)
                .writeTo(folder);
        out.println("wrote " + folder.resolve(GradescopeAutograder.ZIP) + " with " + String.join(", ", entries));
        out.println("Upload it on the assignment's Configure Autograder page (base image: Ubuntu 22.04). The full "
                + "rubric needs more than the default 768 MB and half a CPU: choose 1 CPU and 2 GB in the "
                + "autograder settings.");
        return ExitCodes.OK;
    }

    private static boolean hasHiddenChecksNotRun(GradingConfig settings) {
        return !settings.runHidden() && settings.checks().values().stream()
                .anyMatch(check -> check.visibility().equals(Optional.of(Visibility.HIDDEN)));
    }
}
