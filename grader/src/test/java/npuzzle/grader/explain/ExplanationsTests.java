package npuzzle.grader.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.pipeline.CheckService;
import npuzzle.grader.IdGlob;
import npuzzle.grader.pipeline.ParentChecks;
import npuzzle.grader.report.Rubric;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** explanations.json explains exactly the rubric's checks and names no check that does not exist. */
class ExplanationsTests {
    /** What may be a check id or a glob of them in a student-facing text, with a sentence's full stop. */
    private static final Pattern ID_LIKE = Pattern.compile(
            "\\b(?:compile|safety|board|solver|timing|memory)\\.[a-z0-9*?.-]+");

    private static Explanations explanations;
    private static List<CheckInfo> checks;

    @BeforeAll
    static void load() throws IOException {
        explanations = Explanations.load();
        checks = CheckService.allChecks(List.of());
    }

    @Test
    void everyCheckOfTheRubricHasAnExplanationAndEveryExplanationIsOfACheck() throws IOException {
        Set<String> rubric = new TreeSet<>(rubricIds());
        checks.forEach(check -> rubric.add(check.id()));
        ParentChecks.ALL.forEach(check -> assertTrue(explanations.of(check.id()).isPresent(),
                "the parent check " + check.id() + " has no explanation"));
        Set<String> explained = new TreeSet<>();
        explanations.all().forEach(explanation -> explained.add(explanation.id()));
        assertEquals(rubric, explained);
    }

    @Test
    void explanationsNameOnlyChecksThatExist() {
        List<String> unknown = new ArrayList<>();
        for (Explanation explanation : explanations.all()) {
            for (String text : texts(explanation)) {
                for (String id : ids(text)) {
                    IdGlob glob = new IdGlob(id);
                    if (checks.stream().noneMatch(check -> glob.matches(check.id()))) {
                        unknown.add(explanation.id() + ": " + id);
                    }
                }
            }
        }
        assertEquals(List.of(), unknown);
    }

    @Test
    void theIdPatternFindsIdsAndGlobsButNotFileNames() {
        assertEquals(List.of("board.hamming", "solver.reference-board.*", "board.frobnicate"), ids("see "
                + "board.hamming. Or solver.reference-board.* and board.java, Board.java, board.frobnicate."));
    }

    /** Returns the ids and globs named in {@code text}: without a full stop after them, file names left out. */
    private static List<String> ids(String text) {
        List<String> ids = new ArrayList<>();
        Matcher found = ID_LIKE.matcher(text);
        while (found.find()) {
            String id = found.group().replaceFirst("\\.+$", "");
            if (!id.endsWith(".java")) {
                ids.add(id);
            }
        }
        return ids;
    }

    @Test
    void aMalformedFileIsRejectedNamingTheFileTheCheckAndTheField() {
        String head = "{\"schema\":\"" + Explanations.SCHEMA + "\",\"checks\":[";
        String rule = "\"rule\":{\"section\":\"Board\",\"quote\":\"int size(): n\"}";
        String entry = "{\"id\":\"board.size\",\"tests\":\"t\"," + rule + ",\"why\":\"w\",\"mistakes\":"
                + "[{\"mistake\":\"m\",\"fix\":\"f\"}]}";
        assertEquals("board.size", Explanations.parse("e.json", head + entry + "]}").all().get(0).id());
        assertEquals("e.json: check board.size: needs \"tests\" and \"why\"", message(head
                + entry.replace("\"why\":\"w\",", "") + "]}"));
        assertEquals("e.json: check board.size: needs at least one of \"mistakes\"", message(head
                + entry.replace("{\"mistake\":\"m\",\"fix\":\"f\"}", "") + "]}"));
        assertEquals("e.json: check board.size: each of \"mistakes\" needs \"mistake\" and \"fix\"", message(head
                + entry.replace(",\"fix\":\"f\"", "") + "]}"));
        assertEquals("e.json: check board.size: needs \"rule\": {\"section\": ..., \"quote\": ...}", message(head
                + entry.replace(rule + ",", "") + "]}"));
        assertEquals("e.json: check board.size is explained twice", message(head + entry + "," + entry + "]}"));
        assertEquals("e.json: expected {\"schema\":\"" + Explanations.SCHEMA + "\",\"checks\":[...]}",
                message("{\"checks\":[]}"));
        assertTrue(message("{").startsWith("e.json: not explanations: "), message("{"));
    }

    private static String message(String text) {
        return assertThrows(IllegalArgumentException.class, () -> Explanations.parse("e.json", text)).getMessage();
    }

    private static List<String> texts(Explanation explanation) {
        return Stream.concat(Stream.of(explanation.tests(), explanation.why(), explanation.rule().section(),
                explanation.rule().quote()), explanation.mistakes().stream()
                .flatMap(mistake -> Stream.of(mistake.mistake(), mistake.fix()))).toList();
    }

    private static List<String> rubricIds() throws IOException {
        try (InputStream in = ExplanationsTests.class.getResourceAsStream(Rubric.RESOURCE)) {
            JsonObject rubric = JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                    .getAsJsonObject();
            List<String> ids = new ArrayList<>();
            rubric.getAsJsonArray("checks").forEach(check -> ids.add(check.getAsJsonObject().get("id").getAsString()));
            return ids;
        }
    }
}
