package npuzzle.grader.checks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.pipeline.GradingConfig;
import org.junit.jupiter.api.Test;

/** The rubric file and the {@code @Check} methods agree: every check has points, every rubric id is a check. */
class RubricTests {
    /** The checks the parent JVM decides (compiling, the policy scan), not Jupiter methods. */
    private static final Set<String> PARENT_CHECKS = Set.of("compile.board", "compile.solver", "safety.forbidden-api",
            "style.spotbugs", "style.pmd", "style.checkstyle", "style.design");
    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)+");

    @Test
    void everyCheckIsInTheRubricAndEveryRubricIdIsACheck() throws IOException {
        Set<String> ids = new TreeSet<>(PARENT_CHECKS);
        CheckCatalog.discover(List.of()).forEach(check -> ids.add(check.id()));
        assertTrue(ids.containsAll(CheckRunner.ids(List.of(CheckRunner.CHECK_CLASSES))), "catalog misses checks");
        assertEquals(ids, new TreeSet<>(rubricIds()));
    }

    @Test
    void idsAreUniqueAndWellFormed() throws IOException {
        List<String> fromMethods = new ArrayList<>();
        for (Class<?> type : CheckRunner.CHECK_CLASSES) {
            for (Method method : type.getDeclaredMethods()) {
                Check check = method.getAnnotation(Check.class);
                if (check != null) {
                    fromMethods.add(check.id());
                    assertTrue(ID.matcher(check.id()).matches(), "malformed check id " + check.id());
                    assertTrue(!check.name().isBlank(), check.id() + " has no name");
                }
            }
        }
        assertEquals(fromMethods.size(), new TreeSet<>(fromMethods).size(), "duplicate check ids: " + fromMethods);
        List<String> rubric = rubricIds();
        assertEquals(rubric.size(), new TreeSet<>(rubric).size(), "duplicate rubric ids: " + rubric);
    }

    @Test
    void everyRubricEntryHasPositivePointsVisibilityAndTimeout() throws IOException {
        JsonObject rubric = rubric();
        assertEquals("npuzzle-grader/rubric/1", rubric.get("schema").getAsString());
        for (JsonElement element : rubric.getAsJsonArray("checks")) {
            JsonObject check = element.getAsJsonObject();
            String id = check.get("id").getAsString();
            double points = check.get("points").getAsDouble();
            assertTrue(points > 0 || points == 0 && (id.equals("safety.forbidden-api") || id.startsWith("style.")),
                    id + " has no points");
            assertTrue(Set.of("public", "hidden").contains(check.get("visibility").getAsString()), id);
            assertTrue(check.get("timeoutSeconds").getAsInt() >= 1, id + " has no timeout");
        }
    }

    /** The split the README and rubric.json state: 100 points, Princeton's 5/5/60/20/10, Board and Solver halves. */
    @Test
    void theDefaultChecksOfThisCourseAreWorthAHundredPointsSplitByCapability() throws IOException {
        Map<String, Double> shares = new TreeMap<>();
        for (JsonElement element : rubric().getAsJsonArray("checks")) {
            JsonObject check = element.getAsJsonObject();
            String id = check.get("id").getAsString();
            if (!Assignment.DEFAULT.applies(id) || id.equals("solver.messages")
                    || GradingConfig.THOROUGH_CHECKS.contains(id)) {
                continue; // other versions' checks, and the checks a grading config turns on
            }
            String part = id.startsWith("compile.") ? "compile" : id.contains(".api.") ? "api"
                    : id.startsWith("timing.board.") || id.equals("memory.board") ? id.split("\\.")[0] + ".board"
                    : id.startsWith("timing.") || id.startsWith("memory.") ? id.split("\\.")[0] + ".solver"
                    : id.startsWith("board.") ? "correctness.board" : id.startsWith("solver.") ? "correctness.solver"
                    : "safety";
            shares.merge(part, check.get("points").getAsDouble(), Double::sum);
        }
        assertEquals(Map.of("compile", 5.0, "api", 5.0, "correctness.board", 30.0, "correctness.solver", 30.0,
                "timing.board", 10.0, "timing.solver", 10.0, "memory.board", 5.0, "memory.solver", 5.0, "safety", 0.0),
                shares);
    }

    /** Returns the ids of rubric.json, in its order. */
    static List<String> rubricIds() throws IOException {
        List<String> ids = new ArrayList<>();
        rubric().getAsJsonArray("checks").forEach(check -> ids.add(check.getAsJsonObject().get("id").getAsString()));
        return ids;
    }

    private static JsonObject rubric() throws IOException {
        try (Reader reader = new InputStreamReader(
                RubricTests.class.getResourceAsStream("/npuzzle/grader/rubric.json"), StandardCharsets.UTF_8)) {
            return new Gson().fromJson(reader, JsonObject.class);
        }
    }
}
