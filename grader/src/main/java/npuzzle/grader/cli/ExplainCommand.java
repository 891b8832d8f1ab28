package npuzzle.grader.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.explain.CheckLookup;
import npuzzle.grader.explain.ExplanationText;
import npuzzle.grader.explain.Explanations;
import npuzzle.grader.pipeline.CheckService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader explain CHECK-ID}: what a check tests, why, the usual mistakes that fail it, how to rerun it. */
@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Explains a check: what it tests, the assignment's rule behind it, the usual mistakes that "
                + "fail it and how to fix each, and the command that reruns it alone.",
            "A glob such as 'board.equals.*' lists the matching checks with their summaries.",
            "Exit status: 0 explained or listed, 2 no check has that id or matches that glob."})
final class ExplainCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CHECK-ID", description = "a check id (see grader check --list-checks), "
            + "or a glob of ids")
    private String query;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CheckLookup lookup = new CheckLookup(CheckService.allChecks(List.of()), Explanations.load());
        String wanted = CheckLookup.normalized(query);
        if (CheckLookup.isGlob(wanted)) {
            List<CheckInfo> matching = lookup.matching(wanted);
            if (matching.isEmpty()) {
                err.println("grader: no check matches " + wanted + " (see grader check --list-checks)");
                return ExitCodes.USAGE;
            }
            ExplanationText.listing(matching).forEach(out::println);
            return ExitCodes.OK;
        }
        Optional<CheckLookup.Explained> explained = lookup.explain(wanted);
        if (explained.isEmpty()) {
            List<String> nearest = lookup.nearest(wanted);
            err.println("grader: no check is named " + wanted + (nearest.isEmpty() ? ""
                    : "; nearest: " + String.join(", ", nearest)) + " (see grader check --list-checks)");
            return ExitCodes.USAGE;
        }
        ExplanationText.lines(explained.get().check(), explained.get().explanation()).forEach(out::println);
        return ExitCodes.OK;
    }
}
