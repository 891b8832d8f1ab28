package npuzzle.grader.report;

import java.io.PrintWriter;

/**
 * Writes a report as GitHub Actions workflow commands, which GitHub shows as annotations on the commit's lines and in
 * the Classroom feedback pull request: one {@code ::error} per cause of lost points, at its {@link Location} when
 * one is known, else on the file of the class its check judges, and one {@code ::notice} per style finding. Files are
 * named as {@link SourcePaths} says, since GitHub resolves them from the repository's root.
 */
public final class WorkflowCommandWriter {
    private WorkflowCommandWriter() {
    }

    /** Writes the commands, one a line. */
    public static void write(Report report, SourcePaths paths, PrintWriter out) {
        for (Cause cause : report.publicCauses()) {
            Location where = cause.location();
            String file = where != null ? where.file() : JudgedFile.of(report, cause.check()).orElse(null);
            out.println(command("error", file == null ? null : paths.path(file), where == null ? 0 : where.line(),
                    where == null ? 0 : where.endLine(), cause.check(), cause.message() + " (" + cause.costLine()
                            + ")"));
        }
        for (CheckResult check : report.checks()) {
            if (check.findings() == null || check.visibility() == Visibility.HIDDEN) {
                continue;
            }
            for (StyleFinding finding : check.findings()) {
                out.println(command("notice", paths.path(finding.file()), finding.line(), finding.line(),
                        finding.rule(), finding.message()));
            }
        }
        out.flush();
    }

    /** Returns one command, e.g. {@code ::error file=Board.java,line=61,endLine=70,title=board.manhattan::...}. */
    static String command(String level, String file, int line, int endLine, String title, String message) {
        StringBuilder command = new StringBuilder("::").append(level).append(' ');
        if (file != null) {
            command.append("file=").append(property(file)).append(',');
            if (line >= 1) {
                command.append("line=").append(line).append(",endLine=").append(Math.max(line, endLine)).append(',');
            }
        }
        return command.append("title=").append(property(title)).append("::").append(data(message)).toString();
    }

    private static String data(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    private static String property(String text) {
        return data(text).replace(":", "%3A").replace(",", "%2C");
    }
}
