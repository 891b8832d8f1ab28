package npuzzle.grader.cli;

import com.puppycrawl.tools.checkstyle.api.CheckstyleException;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.explain.CheckLookup;
import npuzzle.grader.explain.ExplanationText;
import npuzzle.grader.explain.StyleRuleText;
import npuzzle.grader.explain.Explanations;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.style.StyleCheck;
import npuzzle.grader.style.StyleRule;
import npuzzle.grader.style.StyleRuleCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code grader explain CHECK-ID}: what a check tests, why, the usual mistakes that fail it, how to rerun it. */
@Command(name = "explain", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Explains a check: what it tests, the assignment's rule behind it, the usual mistakes that "
                + "fail it and how to fix each, and the command that reruns it alone.",
            "A glob such as 'board.equals.*' lists the matching checks with their summaries.",
            "style.RULE (e.g. style.ImmutableField, style.EqualsOverload, style.EI_EXPOSE_REP2) explains one rule of "
                + "the style checks; explaining style.pmd, style.checkstyle or style.design lists its rules.",
            "With --assignment, only that version's checks, in its words (its API, solution convention, exceptions "
                + "and toString format).",
            "Exit status: 0 explained or listed, 2 no check has that id or matches that glob, or no version has "
                + "that name."})
final class ExplainCommand implements Callable<Integer> {
    private static final String STYLE = "style.";
    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "CHECK-ID", description = "a check id (see grader check --list-checks), "
            + "or a glob of ids")
    private String query;

    @Option(names = "--assignment", paramLabel = "VERSION", description = "explain the checks of this version of the "
            + "assignment in its words: umb-cs210, princeton-coursera, princeton-cos226-tileat or berkeley-cs61b "
            + "(default: every check, in this course's words)")
    private String assignment;

    @Override
    public Integer call() throws IOException, CheckstyleException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<Assignment> version;
        try {
            version = assignment == null ? Optional.empty()
                    : Optional.of(GradingOptions.assignmentNamed(assignment));
        } catch (GradingOptions.UsageException e) {
            err.println("grader: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        CheckLookup lookup = new CheckLookup(CheckService.allChecks(List.of()), Explanations.load(), version);
        String listed = " (see grader check --list-checks" + version.map(v -> " --assignment " + v.wireName())
                .orElse("") + ")";
        String wanted = CheckLookup.normalized(query);
        if (CheckLookup.isGlob(wanted)) {
            List<CheckInfo> matching = lookup.matching(wanted);
            if (matching.isEmpty()) {
                err.println("grader: no check matches " + wanted + listed);
                return ExitCodes.USAGE;
            }
            ExplanationText.listing(matching).forEach(out::println);
            return ExitCodes.OK;
        }
        Optional<CheckLookup.Explained> explained = lookup.explain(wanted);
        StyleRuleCatalog styleRules = new StyleRuleCatalog(version.orElse(Assignment.DEFAULT));
        if (explained.isEmpty() && wanted.startsWith(STYLE)) {
            Optional<StyleRule> rule = styleRules.find(query.trim().substring(STYLE.length()));
            if (rule.isPresent()) {
                StyleRuleText.rule(rule.get()).forEach(out::println);
                return ExitCodes.OK;
            }
        }
        if (explained.isEmpty()) {
            List<String> nearest = lookup.nearest(wanted);
            err.println("grader: " + (lookup.isOnlyInOtherVersions(wanted)
                    ? wanted + " is not graded in " + version.get().wireName() : "no check is named " + wanted)
                    + (nearest.isEmpty() ? "" : "; nearest: " + String.join(", ", nearest)) + listed);
            return ExitCodes.USAGE;
        }
        ExplanationText.lines(explained.get().check(), explained.get().explanation(), version).forEach(out::println);
        StyleCheck style = StyleCheck.withId(wanted);
        if (style != null) {
            StyleRuleText.listing(style, styleRules.rules(style)).forEach(out::println);
        }
        return ExitCodes.OK;
    }
}
