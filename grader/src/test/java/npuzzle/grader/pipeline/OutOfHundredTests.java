package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
        "princeton-cos226-tileat, true, true", "berkeley-cs61b, false, true", "berkeley-cs61b, true, false"})
    void theChecksGradedTotalOneHundred(String version, boolean thorough, boolean style) throws Exception {
        GradingConfig config = GradingConfig.DEFAULTS.withAssignment(Assignment.named(version).orElseThrow())
                .withThorough(thorough).withStyle(style);
        Rubric rubric = config.applyTo(Rubric.load());
        Map<String, String> off = config.checksOff();
        double total = rubric.ids().stream().filter(id -> config.assignmentOrDefault().applies(id)
                && !off.containsKey(id)).mapToDouble(id -> rubric.entry(id).points()).sum();
        assertEquals(10000, Math.round(total * 100), "in whole cents: " + total);
    }

    /** A check a version runs as advice is worth nothing there, and graded with its points in the other versions. */
    @ParameterizedTest(name = "{0} is advice in CS 61B's version")
    @CsvSource({"board.api.no-extra-public-methods", "solver.api.no-public-fields",
        "solver.api.no-extra-public-methods", "board.to-string.size-line", "memory.board", "memory.solver"})
    void aCheckAVersionAdvisesIsWorthNothingThere(String id) throws Exception {
        Rubric cs61b = GradingConfig.DEFAULTS.withAssignment(Assignment.BERKELEY_CS61B).applyTo(Rubric.load());
        Rubric coursera = GradingConfig.DEFAULTS.withAssignment(Assignment.PRINCETON_COURSERA).applyTo(Rubric.load());
        assertEquals(0, cs61b.entry(id).points());
        assertTrue(coursera.entry(id).points() > 0, id + " in princeton-coursera");
        assertTrue(Assignment.BERKELEY_CS61B.applies(id), id + " still runs in CS 61B's version");
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
