package npuzzle.grader.report;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/**
 * A JSON Schema validator (com.networknt:json-schema-validator, draft 2020-12) for the report's schema and the
 * SARIF 2.1.0 schema, both read from the class path.
 */
final class SchemaValidator {
    /** The report's schema, shipped in the grader's jar. */
    static final String REPORT = "/npuzzle/grader/report.schema.json";
    /** The SARIF 2.1.0 schema, a test resource (its source and licence in NOTICE). */
    static final String SARIF = "/npuzzle/grader/sarif/sarif-schema-2.1.0.json";

    private final Schema schema;

    private SchemaValidator(Schema schema) {
        this.schema = schema;
    }

    static SchemaValidator reportSchema() throws IOException {
        return of(REPORT);
    }

    static SchemaValidator sarifSchema() throws IOException {
        return of(SARIF);
    }

    private static SchemaValidator of(String resource) throws IOException {
        try (InputStream in = SchemaValidator.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no " + resource + " on the class path");
            }
            return new SchemaValidator(SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
                    .getSchema(in, InputFormat.JSON));
        }
    }

    /** Returns the problems found, each as "path: problem"; empty when the document is valid. */
    List<String> validate(String json) {
        return schema.validate(json, InputFormat.JSON).stream().map(Error::toString).toList();
    }
}
