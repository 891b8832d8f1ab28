package npuzzle.grader.report;

import java.io.IOException;
import java.util.List;

/** Validates SARIF logs against the SARIF 2.1.0 JSON schema, for the tests of other packages. */
public final class SarifSchema {
    private SarifSchema() {
    }

    /** Returns the problems the schema finds in the JSON text; empty when it is valid. */
    public static List<String> problems(String json) throws IOException {
        return SchemaValidator.sarifSchema().validate(json);
    }
}
