package npuzzle.grader.report;

import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import npuzzle.grader.GraderJson;

/** Writes a report as indented JSON in the format {@code report.schema.json} describes. */
public final class JsonReportWriter {
    private JsonReportWriter() {
    }

    /** Returns the report as JSON text. */
    public static String format(Report report) {
        StringWriter text = new StringWriter();
        try (JsonWriter writer = GraderJson.GSON.newJsonWriter(text)) {
            writer.setIndent("  ");
            GraderJson.GSON.toJson(report, Report.class, writer);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not throw
        }
        return text + "\n";
    }
}
