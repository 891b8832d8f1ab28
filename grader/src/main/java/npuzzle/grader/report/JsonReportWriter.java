package npuzzle.grader.report;

import npuzzle.grader.GraderJson;

/** Writes a report as indented JSON in the format {@code report.schema.json} describes. */
public final class JsonReportWriter {
    private JsonReportWriter() {
    }

    /** Returns the report as JSON text. */
    public static String format(Report report) {
        return GraderJson.indented(report, Report.class);
    }
}
