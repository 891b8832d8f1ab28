package npuzzle.grader.cli;

import npuzzle.grader.pipeline.GraderVersion;
import picocli.CommandLine;

/** What {@code --version} prints. */
final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        return new String[] {"npuzzle-grader " + GraderVersion.current() + " (Java " + Runtime.version() + ")"};
    }
}
