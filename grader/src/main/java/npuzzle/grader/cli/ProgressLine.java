package npuzzle.grader.cli;

import java.io.PrintWriter;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.sandbox.CheckProgress;

/**
 * The one line a grading shows on a terminal while it runs, rewritten in place: the category of the check running
 * and how many checks are done of all. It is erased before the report is printed, so it never reaches a report.
 */
final class ProgressLine implements CheckProgress {
    /** Back to the start of the line, and erase it. */
    private static final String ERASE = "\r\033[2K";

    private final PrintWriter out;
    private final Map<String, CheckInfo> checks;
    private final Set<String> done = new HashSet<>();
    private String running = "compile";
    private boolean shown;

    ProgressLine(PrintWriter out, List<CheckInfo> checks) {
        this.out = out;
        this.checks = checks.stream().collect(Collectors.toMap(CheckInfo::id, Function.identity(), (a, b) -> a));
    }

    /**
     * Returns whether a progress line is wanted: only on a terminal, never in a pipe, a file or a CI log (whose
     * runners may give a job a terminal).
     */
    static boolean wanted(boolean terminal, Map<String, String> environment) {
        return terminal && !"true".equalsIgnoreCase(environment.get("CI"))
                && !"true".equalsIgnoreCase(environment.get("GITHUB_ACTIONS"));
    }

    /** Shows the line as a grading starts, compiling. */
    synchronized void begin() {
        done.clear();
        running = "compile";
        show();
    }

    @Override
    public synchronized void started(String id) {
        CheckInfo check = checks.get(id);
        if (check != null) {
            running = check.category().wireName();
            show();
        }
    }

    @Override
    public synchronized void finished(String id) {
        if (checks.containsKey(id) && done.add(id)) {
            show();
        }
    }

    /** Erases the line, if it is shown. */
    synchronized void erase() {
        if (shown) {
            out.print(ERASE);
            out.flush();
            shown = false;
        }
    }

    private void show() {
        out.print(ERASE + "grading: " + running + ", " + done.size() + " of " + checks.size() + " checks done");
        out.flush();
        shown = true;
    }
}
