package npuzzle.grader.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code grader init PLATFORM DIR}: writes what a platform needs to grade with this grader. */
@Command(name = "init", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        subcommands = {InitGradescopeCommand.class, InitGithubCommand.class},
        description = "Writes a ready autograder for Gradescope, or a grading workflow for GitHub (Classroom).")
final class InitCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing the platform: gradescope or github");
    }
}
