package npuzzle.grader.report;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Formats a report as Markdown for a CI summary page (e.g. GitHub's {@code $GITHUB_STEP_SUMMARY}) or a pull request
 * comment: the score, a table of the categories, then each cause of checks that did not pass, once, folded with the
 * checks it applies to and its details, then the notes of checks that passed, then the advice (style findings worth
 * no points) under a heading of its own.
 */
public final class MarkdownWriter {
    private static final Pattern BACKTICKS = Pattern.compile("`+");

    private MarkdownWriter() {
    }

    /** Returns the report as Markdown text. */
    public static String format(Report report) {
        StringBuilder md = new StringBuilder();
        md.append("### npuzzle-grader: ").append(inline(report.submission().id())).append(" scored ")
                .append(Scores.format(report.score())).append(" / ").append(Scores.format(report.maxScore())).append("\n\n");
        md.append("| category | checks | points |\n|---|---|---|\n");
        for (CategoryScore category : report.categories()) {
            md.append("| ").append(category.name().wireName()).append(" | ").append(category.counts())
                    .append(" | ").append(Scores.format(category.score())).append(" / ")
                    .append(Scores.format(category.maxScore())).append(" |\n");
        }
        md.append("\nseed ").append(report.grader().seed()).append(", grader ").append(report.grader().version())
                .append(", Java ").append(report.grader().javaVersion()).append('\n');
        causes(md, report.publicCauses());
        SharedFailure.of(report.checks()).forEach(failure -> failure(md, failure));
        notes(md, report.checks());
        advice(md, report);
        return md.toString();
    }

    /** Writes the advice after every graded check, under a heading of its own, each check folded with its findings. */
    private static void advice(StringBuilder md, Report report) {
        List<CheckResult> advice = report.advice();
        if (advice.isEmpty()) {
            return;
        }
        md.append("\n#### Style advice (").append(Advice.count(report.adviceFindings()))
                .append(", not graded: they cost no points)\n");
        for (CheckResult check : advice) {
            md.append("\n<details><summary>").append(Advice.word(check)).append(' ').append(code(check.id()))
                    .append(": ").append(html(Advice.summary(check))).append("</summary>\n\n");
            String body = String.join("\n", Advice.lines(check));
            String fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
            md.append(fence).append("text\n").append(body).append('\n').append(fence).append("\n\n</details>\n");
        }
    }

    private static void failure(StringBuilder md, SharedFailure failure) {
        md.append("\n<details><summary>").append(failure.word()).append(' ');
        if (failure.checks().size() == 1) {
            CheckResult check = failure.checks().get(0);
            md.append(code(check.id())).append(": ").append(html(check.name()));
        } else {
            md.append(failure.checks().size()).append(" checks");
        }
        md.append(" (").append(failure.worth(failure.checks())).append(")</summary>\n\n");
        if (failure.checks().size() > 1) {
            for (List<CheckResult> checks : failure.byCategory()) {
                md.append("- ").append(checks.get(0).category().wireName()).append(": ").append(checks.stream()
                        .map(check -> code(check.id())).collect(Collectors.joining(", "))).append('\n');
            }
            md.append('\n');
        }
        String body = String.join("\n", failure.body());
        String fence = "`".repeat(Math.max(3, longestBacktickRun(body) + 1));
        md.append(fence).append("text\n").append(body).append('\n').append(fence).append("\n\n</details>\n");
    }

    private static void causes(StringBuilder md, List<Cause> causes) {
        if (causes.isEmpty()) {
            return;
        }
        md.append("\nWhere the points went:\n\n| cause | where | what it saw | cost |\n|---|---|---|---|\n");
        for (Cause cause : causes) {
            Location at = cause.location();
            md.append("| ").append(code(cause.check())).append(" | ")
                    .append(at == null ? "" : code(at.where()) + (at.method() == null ? "" : " " + inline(at.method())))
                    .append(" | ").append(inline(cause.message()))
                    .append(cause.fix() == null ? "" : "; fix: " + code(cause.fix().text()))
                    .append(" | ").append(inline(cause.costLine()))
                    .append(" |\n");
        }
    }

    private static void notes(StringBuilder md, List<CheckResult> checks) {
        List<Notes> noted = Notes.of(checks);
        if (!noted.isEmpty()) {
            md.append("\nNotes:\n\n");
        }
        for (Notes note : noted) {
            md.append("- ").append(String.join(", ", note.ids().stream().map(MarkdownWriter::code).toList()))
                    .append(": ").append(inline(note.text())).append('\n');
        }
    }

    private static String code(String id) {
        return "<code>" + html(id) + "</code>";
    }

    /** Returns the longest run of backticks, so the code fence around student text can be longer. */
    private static int longestBacktickRun(String text) {
        int longest = 0;
        Matcher run = BACKTICKS.matcher(text);
        while (run.find()) {
            longest = Math.max(longest, run.end() - run.start());
        }
        return longest;
    }

    private static String inline(String text) {
        return html(text).replace("|", "\\|").replace("*", "\\*").replace("_", "\\_").replace("`", "\\`");
    }

    private static String html(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
