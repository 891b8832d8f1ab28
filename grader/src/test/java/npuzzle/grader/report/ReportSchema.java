package npuzzle.grader.report;

import java.io.IOException;
import java.util.List;

/** Validates report JSON against {@code report.schema.json}, for the tests of other packages. */
public final class ReportSchema {
    private ReportSchema() {
    }

    /** Returns the problems the schema finds in the JSON text; empty when it is valid. */
    public static List<String> problems(String json) throws IOException {
        return SchemaValidator.reportSchema().validate(json);
    }
}
