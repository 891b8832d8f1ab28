package npuzzle.grader.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.pipeline.ParentChecks;
import npuzzle.grader.report.Rubric;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * explanations.json explains exactly the rubric's checks, in each version of the assignment the rules that version
 * states, and names no check that does not exist.
 */
class ExplanationsTests {
    /** What may be a check id or a glob of them in a student-facing text, with a sentence's full stop. */
    private static final Pattern ID_LIKE = Pattern.compile(
            "\\b(?:compile|safety|board|solver|timing|memory)\\.[a-z0-9*?.-]+");

    private static final String HEAD = "{\"schema\":\"" + Explanations.SCHEMA + "\",\"checks\":[";
    private static final String RULE = "\"rule\":{\"section\":\"Board\",\"quote\":\"int size(): n\"}";
    /** One explanation, of board.size, whose fields are t, the rule above, w, and the mistake m with the fix f. */
    private static final String ENTRY = "{\"id\":\"board.size\",\"tests\":\"t\"," + RULE
            + ",\"why\":\"w\",\"mistakes\":[{\"mistake\":\"m\",\"fix\":\"f\"}]}";

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
    void explanationsNameOnlyChecksThatExistInEveryVersion() {
        List<String> unknown = new ArrayList<>();
        List<Explanation> everyText = new ArrayList<>(explanations.all());
        for (Assignment version : Assignment.values()) {
            everyText.addAll(explanations.all(version));
        }
        for (Explanation explanation : everyText) {
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

    /**
     * CS 61B's checks rest on CS 61B's own text or a Java contract: no rule it is explained by names another course's
     * API (a Board Solver, isSolvable(), an Iterable of Boards, equals' "another type" clause, which Object.equals does
     * not state).
     */
    @Test
    void everyCs61bCheckQuotesCs61bOrJavaNotAnotherCourse() {
        List<String> foreign = new ArrayList<>();
        for (CheckInfo check : checks) {
            if (!Assignment.BERKELEY_CS61B.applies(check.id())) {
                continue;
            }
            String quote = explanations.of(check.id(), Assignment.BERKELEY_CS61B).orElseThrow().rule().quote();
            for (String other : List.of("Solver(Board initial)", "isSolvable", "Iterable<Board>", "another type")) {
                if (quote.contains(other)) {
                    foreign.add(check.id() + ": " + other);
                }
            }
        }
        assertEquals(List.of(), foreign);
    }

    /** A check a version runs as advice says so in that version's words, and in no other version's. */
    @Test
    void aCheckAVersionAdvisesIsExplainedAsAdviceThere() {
        for (CheckInfo check : checks) {
            for (Assignment version : Assignment.values()) {
                String why = explanations.of(check.id(), version).orElseThrow().why();
                assertEquals(version.advises(check.id()), why.startsWith("Advice in this version, worth no points"),
                        check.id() + " in " + version.wireName() + ": " + why);
            }
        }
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
        assertEquals("board.size", Explanations.parse("e.json", HEAD + ENTRY + "]}").all().get(0).id());
        assertEquals("e.json: check board.size: needs \"tests\" and \"why\"", message(HEAD
                + ENTRY.replace("\"why\":\"w\",", "") + "]}"));
        assertEquals("e.json: check board.size: needs at least one of \"mistakes\"", message(HEAD
                + ENTRY.replace("{\"mistake\":\"m\",\"fix\":\"f\"}", "") + "]}"));
        assertEquals("e.json: check board.size: each of \"mistakes\" needs \"mistake\" and \"fix\"", message(HEAD
                + ENTRY.replace(",\"fix\":\"f\"", "") + "]}"));
        assertEquals("e.json: check board.size: needs \"rule\": {\"section\": ..., \"quote\": ...}", message(HEAD
                + ENTRY.replace(RULE + ",", "") + "]}"));
        assertEquals("e.json: check board.size is explained twice", message(HEAD + ENTRY + "," + ENTRY + "]}"));
        assertEquals("e.json: expected {\"schema\":\"" + Explanations.SCHEMA + "\",\"checks\":[...]}",
                message("{\"checks\":[]}"));
        assertTrue(message("{").startsWith("e.json: not explanations: "), message("{"));
    }

    @Test
    void aVersionsFieldsReplaceExactlyTheBaseFieldsTheyName() {
        String text = HEAD + ENTRY.replace("}]}", "}],\"assignments\":{"
                + "\"princeton-coursera\":{\"rule\":{\"section\":\"Coursera\",\"quote\":\"int dimension(): n\"}},"
                + "\"princeton-cos226-tileat\":{\"why\":\"w2\",\"mistakes\":[{\"mistake\":\"m2\",\"fix\":\"f2\"}]}}}")
                + "]}";
        Explanations parsed = Explanations.parse("e.json", text);
        Explanation base = new Explanation("board.size", "t", new Explanation.Rule("Board", "int size(): n"), "w",
                List.of(new Explanation.Mistake("m", "f")));
        assertEquals(base, parsed.of("board.size").orElseThrow());
        assertEquals(base, parsed.of("board.size", Assignment.UMB_CS210).orElseThrow());
        assertEquals(new Explanation("board.size", "t", new Explanation.Rule("Coursera", "int dimension(): n"), "w",
                base.mistakes()), parsed.of("board.size", Assignment.PRINCETON_COURSERA).orElseThrow());
        assertEquals(new Explanation("board.size", "t", base.rule(), "w2",
                List.of(new Explanation.Mistake("m2", "f2"))),
                parsed.of("board.size", Assignment.PRINCETON_COS226_TILEAT).orElseThrow());
        assertEquals(List.of(base), parsed.all());
    }

    @Test
    void aMalformedVersionIsRejectedNamingTheFileTheCheckTheVersionAndTheField() {
        String at = "e.json: check board.size: assignments.princeton-coursera: ";
        assertEquals("e.json: check board.size: \"assignments\" names princeton, which is no version of the "
                + "assignment (expected one of umb-cs210 | princeton-coursera | princeton-cos226-tileat | berkeley-cs61b)",
                message(withVersion("princeton", "{\"why\":\"w2\"}")));
        assertEquals("e.json: check board.size: \"assignments\" names umb-cs210, the default version: its text is "
                + "the base fields", message(withVersion("umb-cs210", "{\"why\":\"w2\"}")));
        assertEquals(at + "names no field (expected some of tests, rule, why, mistakes)",
                message(withVersion("princeton-coursera", "{}")));
        assertEquals(at + "\"test\" is no field (expected some of tests, rule, why, mistakes)",
                message(withVersion("princeton-coursera", "{\"test\":\"t2\"}")));
        assertEquals(at + "\"why\" is the base text; leave it out",
                message(withVersion("princeton-coursera", "{\"why\":\"w\"}")));
        assertEquals(at + "needs \"tests\" and \"why\"", message(withVersion("princeton-coursera",
                "{\"tests\":\" \"}")));
        assertEquals(at + "needs \"rule\": {\"section\": ..., \"quote\": ...}", message(withVersion(
                "princeton-coursera", "{\"rule\":{\"section\":\"Coursera\"}}")));
        assertEquals(at + "each of \"mistakes\" needs \"mistake\" and \"fix\"", message(withVersion(
                "princeton-coursera", "{\"mistakes\":[{\"mistake\":\"m2\"}]}")));
        String notAList = message(withVersion("princeton-coursera", "{\"mistakes\":\"m2\"}"));
        assertTrue(notAList.startsWith(at + "not an explanation's fields: "), notAList);
    }

    private static String withVersion(String version, String fields) {
        return HEAD + ENTRY.replace("}]}", "}],\"assignments\":{\"" + version + "\":" + fields + "}}") + "]}";
    }

    @Test
    void everyVersionsTextIsOfACheckThatVersionGrades() {
        Set<String> ids = new TreeSet<>();
        checks.forEach(check -> ids.add(check.id()));
        List<String> overridden = new ArrayList<>();
        for (Explanation base : explanations.all()) {
            for (Assignment version : Assignment.values()) {
                if (!explanations.of(base.id(), version).orElseThrow().equals(base)) {
                    overridden.add(version.wireName() + " " + base.id());
                    assertTrue(ids.contains(base.id()), base.id() + " is no check");
                    assertTrue(version.applies(base.id()), version.wireName() + " does not grade " + base.id()
                            + ", so its text there is never shown");
                }
            }
        }
        assertTrue(overridden.contains("princeton-coursera solver.null"), overridden.toString());
        assertTrue(overridden.contains("princeton-cos226-tileat solver.solution.convention"), overridden.toString());
    }

    @Test
    void eachVersionExplainsItsOwnSolutionConvention() {
        for (Assignment version : Assignment.values()) {
            for (String id : List.of("solver.solution.convention", "solver.reference-board.solution.convention")) {
                Explanation explanation = explanations.of(id, version).orElseThrow();
                if (version == Assignment.UMB_CS210) {
                    assertTrue(explanation.tests().contains("the first board of solution() must be one slide from "
                            + "the initial board (the course's convention: the initial board is not listed)"), id);
                    assertTrue(explanation.rule().quote().contains("the boards of one shortest solution after the "
                            + "initial board"), id);
                } else {
                    assertTrue(explanation.tests().contains("the first board of solution() must be the initial board "
                            + "(this version's convention)"), version + " " + id);
                    assertTrue(explanation.rule().quote().contains(version.worldState()
                            ? "from the initial WorldState" : "starting with the initial board"), version + id);
                    assertFalse(explanation.rule().quote().contains("after the initial board"), version + " " + id);
                }
            }
        }
    }

    @Test
    void eachVersionNamesItsOwnExceptionForNull() {
        for (Assignment version : Assignment.values()) {
            for (String id : List.of("solver.null", "solver.reference-board.null")) {
                if (!version.applies(id)) {
                    continue; // CS 61B's states no exception for null
                }
                Explanation explanation = explanations.of(id, version).orElseThrow();
                String exception = version.nullException().getSimpleName();
                String article = exception.startsWith("I") ? "an " : "a ";
                assertTrue(explanation.tests().startsWith("new Solver(null) must throw " + article + exception + " ("),
                        version + " " + id + ": " + explanation.tests());
                assertTrue(explanation.rule().quote().contains(exception), version + " " + id);
                assertFalse(explanation.rule().quote().contains(version == Assignment.UMB_CS210
                        ? "IllegalArgumentException if the argument is null" : "NullPointerException"),
                        version + " " + id);
            }
        }
    }

    @Test
    void eachVersionExplainsTheToStringFormatItGrades() {
        Explanation course = explanations.of("board.to-string", Assignment.UMB_CS210).orElseThrow();
        assertTrue(course.rule().quote().startsWith("n lines, no header line"), course.rule().quote());
        for (Assignment version : List.of(Assignment.PRINCETON_COURSERA, Assignment.PRINCETON_COS226_TILEAT)) {
            assertFalse(version.applies("board.to-string"), "Princeton's toString has its own check");
            Explanation princeton = explanations.of("board.to-string.size-line", version).orElseThrow();
            assertTrue(princeton.rule().quote().contains("The first line contains the board size n"), version.name());
        }
    }

    @Test
    void theCourseraBoardApiIsDimensionAndTwinWithoutTileAtOrIsSolvable() {
        Explanation coursera = explanations.of("board.api.methods", Assignment.PRINCETON_COURSERA).orElseThrow();
        assertTrue(coursera.tests().contains("int dimension(), int hamming(), int manhattan(), boolean isGoal(), "
                + "Iterable<Board> neighbors(), Board twin() and String toString()"), coursera.tests());
        assertFalse(coursera.rule().quote().contains("tileAt"), coursera.rule().quote());
        assertFalse(coursera.rule().quote().contains("isSolvable"), coursera.rule().quote());
        Explanation cos226 = explanations.of("board.api.methods", Assignment.PRINCETON_COS226_TILEAT).orElseThrow();
        assertEquals(explanations.of("board.api.methods").orElseThrow(), cos226,
                "COS 226's Board API is this course's");
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
