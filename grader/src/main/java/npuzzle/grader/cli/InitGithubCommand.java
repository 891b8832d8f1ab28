package npuzzle.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.grader.Sha256;
import npuzzle.grader.deploy.GitHubWorkflow;
import npuzzle.reference.AtomicFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader init github DIR}: writes the grading workflow into a student's (or a template) repository. */
@Command(name = "github", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Writes " + GitHubWorkflow.FILE + " into the repository DIR: it grades on every push and",
            "on a manual run, keeps the JSON report, shows the summary on the run's page and fails when a check",
            "fails. The grader jar goes into the repository (" + InitGithubCommand.JAR + ") unless --jar-url is",
            "given."})
final class InitGithubCommand implements Callable<Integer> {
    static final String JAR = ".github/npuzzle/npuzzle-grader.jar";
    static final String CONFIG = ".github/npuzzle/grading.json";

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "DIR", description = "the repository's root folder")
    private Path repository;

    @Option(names = "--classroom", description = "also report each check's points to GitHub Classroom")
    private boolean classroom;

    @Option(names = "--jar-url", paramLabel = "URL",
            description = "download the grader jar from this https URL instead of keeping it in the repository")
    private String jarUrl;

    @Option(names = "--jar-sha256", paramLabel = "HEX",
            description = "the SHA-256 of the jar at --jar-url (default: that of the jar given by --jar)")
    private String jarSha256;

    @Option(names = "--jar", paramLabel = "FILE", description = "the grader jar (default: this one)")
    private Path jar;

    @Option(names = "--config", paramLabel = "FILE", description = "a grading config, copied into the repository")
    private Path config;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(repository)) {
            err.println("grader: " + repository + ": not a folder");
            return ExitCodes.USAGE;
        }
        Path grader = null; // not needed when the workflow downloads a jar whose SHA-256 is given
        try {
            if (jarUrl == null || jarSha256 == null) {
                grader = InitInputs.graderJar(jar);
            }
            InitInputs.config(config);
        } catch (GradingOptions.UsageException e) {
            err.println("grader: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        Optional<String> sha = Optional.ofNullable(jarSha256);
        if (jarUrl != null && sha.isEmpty()) {
            sha = Optional.of(Sha256.hex(Files.readAllBytes(grader)));
        }
        GitHubWorkflow workflow;
        try {
            workflow = new GitHubWorkflow(JAR, Optional.ofNullable(jarUrl), sha,
                    Optional.ofNullable(config).map(c -> CONFIG), classroom);
        } catch (IllegalArgumentException e) {
            err.println("grader: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        if (jarUrl == null) {
            copy(grader, repository.resolve(JAR));
        }
        if (config != null) {
            copy(config, repository.resolve(CONFIG));
        }
        AtomicFiles.writeString(repository.resolve(GitHubWorkflow.FILE), workflow.yaml());
        out.println("wrote " + repository.resolve(GitHubWorkflow.FILE) + (jarUrl == null ? " and " + JAR : "")
                + (config == null ? "" : " and " + CONFIG) + "; commit them"
                + (classroom ? " to the assignment's template repository" : ""));
        sha.ifPresent(hex -> out.println("the workflow downloads " + jarUrl + " and checks its SHA-256 " + hex));
        return ExitCodes.OK;
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        if (!from.toAbsolutePath().normalize().equals(to.toAbsolutePath().normalize())) {
            Files.copy(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
