package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
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
    /** What javac says of a byte-order mark, zero bytes or undecodable bytes inside a source. */
    private static final Pattern ENCODING_ERRORS = Pattern.compile(
            "illegal character: '\\\\u(0000|feff|fffd)'|unmappable character");

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
            String file = (key.equals("Board") ? submission.board() : submission.solver())
                    .map(submission::relative).orElse(null);
            List<Diagnostic> own = compiled.diagnostics().stream().filter(d -> d.file().equals(file)).toList();
            List<String> notes = own.stream().filter(d -> d.severity() == Diagnostic.Severity.NOTE)
                    .map(d -> d.file() + ": " + d.message()).toList();
            if (reason == null) {
                outcomes.put(id, new CheckOutcome(id, Status.PASSED, 1, notes.isEmpty() ? null
                        : String.join("; ", notes), null, null, 0));
                continue;
            }
            List<Diagnostic> errors = own.stream().filter(d -> d.severity() == Diagnostic.Severity.ERROR).toList();
            List<String> shown = new ArrayList<>(List.of(reason));
            errors.stream().limit(SHOWN).map(Diagnostic::format).forEach(shown::add);
            shown.addAll(notes);
            if (errors.stream().anyMatch(ParentChecks::fromTheEncoding)) {
                shown.add(file + ": these errors come from characters the compiler cannot read: save the file as "
                        + "UTF-8 and submit it again");
            }
            outcomes.put(id, CheckOutcome.failed(id, String.join("\n", shown)));
        }
        return outcomes;
    }

    /** Returns whether a compile error shows text in another encoding than the one it was read as. */
    private static boolean fromTheEncoding(Diagnostic error) {
        return ENCODING_ERRORS.matcher(error.message()).find();
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
