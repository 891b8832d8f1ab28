package npuzzle.grader.pipeline;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.checks.Category;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.Diagnostic;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.scan.Finding;
import npuzzle.grader.scan.OnViolation;
import npuzzle.grader.scan.ScanResult;
import npuzzle.grader.style.StyleCheck;
import npuzzle.grader.style.StylePass;

/**
 * The checks the parent decides itself, and no student code runs for: the compiler's, the policy scan's and the
 * style tools' (see {@link StylePass}).
 */
public final class ParentChecks {
    static final String FORBIDDEN_API = "safety.forbidden-api";
    /** In report order. */
    public static final List<CheckInfo> ALL = List.of(
            new CheckInfo("compile.board", Category.COMPILE, "Board.java compiles", "compile"),
            new CheckInfo("compile.solver", Category.COMPILE, "Solver.java compiles", "compile"),
            new CheckInfo(FORBIDDEN_API, Category.SAFETY, "uses only the APIs the grading policy allows", "scan"),
            StyleCheck.SPOTBUGS.info(), StyleCheck.PMD.info(), StyleCheck.CHECKSTYLE.info(), StyleCheck.DESIGN.info());
    private static final int SHOWN = 10;

    private ParentChecks() {
    }

    static boolean isParentCheck(CheckInfo check) {
        return ALL.contains(check);
    }

    /** Returns the outcomes of the compile checks. */
    static Map<String, CheckOutcome> compile(Submission submission, CompileResult compiled) {
        Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
        for (String key : List.of("Board", "Solver")) {
            String id = "compile." + key.toLowerCase(java.util.Locale.ROOT);
            String reason = compiled.unavailable().get(key);
            if (reason == null) {
                outcomes.put(id, new CheckOutcome(id, Status.PASSED, 1, null, null, null, 0));
                continue;
            }
            String file = (key.equals("Board") ? submission.board() : submission.solver())
                    .map(submission::relative).orElse(null);
            String shown = compiled.diagnostics().stream().filter(d -> d.file().equals(file))
                    .filter(d -> d.severity() == Diagnostic.Severity.ERROR).limit(SHOWN)
                    .map(Diagnostic::format).collect(Collectors.joining("\n"));
            outcomes.put(id, CheckOutcome.failed(id, shown.isEmpty() ? reason : reason + "\n" + shown));
        }
        return outcomes;
    }

    /** Returns the outcome of the policy check. */
    static CheckOutcome scan(ScanResult scan) {
        if (scan.clean()) {
            return new CheckOutcome(FORBIDDEN_API, Status.PASSED, 1, null, null, null, 0);
        }
        String shown = scan.findings().stream().limit(SHOWN).map(Finding::describe).collect(Collectors.joining("\n"));
        int more = scan.findings().size() - SHOWN;
        return CheckOutcome.failed(FORBIDDEN_API, scan.findings().size() + " use(s) of APIs the policy does not allow:\n"
                + shown + (more > 0 ? "\n... and " + more + " more" : ""));
    }

    /**
     * Returns why Board or Solver must not run, keyed like {@link CompileResult#unavailable}: a flagged class is
     * not run by default; a flagged helper class may be used by either, so then neither runs.
     */
    static Map<String, String> notRun(ScanResult scan, OnViolation policy, CompileResult compiled) {
        Map<String, String> reasons = new LinkedHashMap<>();
        if (scan.clean() || policy == OnViolation.RUN_EVERYTHING) {
            return reasons;
        }
        Set<String> offending = scan.offendingClasses();
        boolean helper = offending.stream().anyMatch(name -> !compiled.board().map(name::equals).orElse(false)
                && !compiled.solver().map(name::equals).orElse(false));
        compiled.board().filter(name -> helper || offending.contains(name)).ifPresent(name ->
                reasons.put("Board", reason(name, offending)));
        compiled.solver().filter(name -> helper || offending.contains(name)).ifPresent(name ->
                reasons.put("Solver", reason(name, offending)));
        return reasons;
    }

    private static String reason(String name, Set<String> offending) {
        String flagged = offending.contains(name) ? name : String.join(", ", offending);
        return name + " was not run: the policy scan flagged " + flagged + " (see " + FORBIDDEN_API + ")";
    }
}
