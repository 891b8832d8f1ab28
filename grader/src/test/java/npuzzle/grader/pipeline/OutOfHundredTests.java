package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.report.Rubric;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every version of the assignment, with or without the optional checks, is graded out of 100. */
class OutOfHundredTests {
    @ParameterizedTest(name = "{0}, thorough {1}, style {2}: the checks graded total 100")
    @CsvSource({"umb-cs210, false, true", "umb-cs210, true, false", "princeton-coursera, false, true",
        "princeton-coursera, true, true", "princeton-cos226-tileat, false, false",
        "princeton-cos226-tileat, true, true"})
    void theChecksGradedTotalOneHundred(String version, boolean thorough, boolean style) throws Exception {
        GradingConfig config = GradingConfig.DEFAULTS.withAssignment(Assignment.named(version).orElseThrow())
                .withThorough(thorough).withStyle(style);
        Rubric rubric = config.applyTo(Rubric.load());
        Map<String, String> off = config.checksOff();
        double total = rubric.ids().stream().filter(id -> config.assignmentOrDefault().applies(id)
                && !off.containsKey(id)).mapToDouble(id -> rubric.entry(id).points()).sum();
        assertEquals(10000, Math.round(total * 100), "in whole cents: " + total);
    }

    @ParameterizedTest(name = "{0}: a point a config sets is not scaled")
    @CsvSource({"umb-cs210", "princeton-coursera"})
    void pointsAConfigSetsAreItsOwn(String version, @TempDir Path dir) throws Exception {
        GradingConfig config = GradingConfigReader.read(Files.writeString(dir.resolve("config.json"), "{\"schema\":"
                + " \"npuzzle-grader/config/1\", \"assignment\": \"" + version + "\", \"checks\":"
                + " {\"board.hamming\": {\"points\": 5}}}"));
        assertEquals(5, config.applyTo(Rubric.load()).entry("board.hamming").points(), 1e-9);
    }
}
