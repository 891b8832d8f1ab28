package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.checks.CompiledSubmission;
import npuzzle.grader.report.Scores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader check}'s console reads by cause: each cause of the JSON report once, with its location and hint, and
 * the other checks charged to it named one a line, or counted by category when there are many; the whole console of
 * issue 48's example fits a screen.
 */
class ConsoleByCauseTests {
    /** The most lines the console of global-move-counter may take, style advice included (issue 48). */
    private static final int SCREEN = 60;

    @TempDir
    Path dir;

    private record Graded(String out, JsonObject report) {
    }

    private Graded grade(String fixture) throws Exception {
        Path json = dir.resolve(fixture + ".json");
        StringWriter out = new StringWriter();
        GraderCli.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "check",
                CompiledSubmission.FIXTURES.resolve(fixture).toString(), "--json", json.toString(), "--no-color");
        return new Graded(out.toString(), JsonParser.parseString(Files.readString(json)).getAsJsonObject());
    }

    @Test
    void aGlobalMoveCounterFitsOneScreenWithEachCauseItsLocationAndItsCharges() throws Exception {
        Graded graded = grade("global-move-counter");
        String out = graded.out();
        assertTrue(out.lines().count() <= SCREEN, out.lines().count() + " lines:\n" + out);
        assertFalse(out.contains("FAILED "), "every failed check is charged to a cause:\n" + out);
        int number = 1;
        for (JsonElement element : graded.report().getAsJsonArray("causes")) {
            JsonObject cause = element.getAsJsonObject();
            String heading = "\n" + number++ + ". " + cause.get("check").getAsString() + " (costs ";
            assertTrue(out.contains(heading), heading + " in\n" + out);
            String block = out.substring(out.indexOf(heading) + 1);
            block = block.substring(0, block.indexOf("\n\n") < 0 ? block.length() : block.indexOf("\n\n"));
            if (cause.has("location")) {
                JsonObject location = cause.getAsJsonObject("location");
                String where = location.get("file").getAsString() + ":" + location.get("line").getAsInt();
                assertTrue(block.contains("\n    at: " + where), where + " in\n" + block);
            }
            assertEquals(cause.getAsJsonArray("charges").size() - 1, chargedElsewhere(block), "every other check "
                    + "charged to the cause, named or counted, in\n" + block);
        }
        String hint = check(graded.report(), "solver.reference-board.moves.optimal").getAsJsonObject("details")
                .get("hint").getAsString();
        assertTrue(out.contains("\n    hint: " + hint + "\n"), out);
    }

    @Test
    void aBoardThatDoesNotCompileIsOneCauseAtTheCompilersFirstError() throws Exception {
        Graded graded = grade("does-not-compile");
        JsonObject report = graded.report();
        assertEquals(1, report.getAsJsonArray("causes").size(), report.getAsJsonArray("causes").toString());
        JsonObject cause = report.getAsJsonArray("causes").get(0).getAsJsonObject();
        JsonObject error = report.getAsJsonObject("compile").getAsJsonArray("diagnostics").get(0).getAsJsonObject();
        assertEquals("compile.board", cause.get("check").getAsString());
        assertEquals(error.get("line"), cause.getAsJsonObject("location").get("line"));
        double lost = report.get("maxScore").getAsDouble() - report.get("score").getAsDouble();
        String out = graded.out();
        assertTrue(out.contains("\nWhere the points went (1 cause):\n\n1. compile.board (costs "
                + Scores.format(lost) + " points)\n    Board.java did not compile\n    Board.java:"
                + error.get("line").getAsInt() + ":" + error.get("column").getAsInt() + ": error: "
                + error.get("message").getAsString() + "\n    at: Board.java:" + error.get("line").getAsInt() + "  "),
                out);
        assertFalse(out.contains("not run: "), "no check repeats that Board.java did not compile:\n" + out);
        assertFalse(out.contains("\tat "), "the style tools' advice on a file they cannot parse is the parser's "
                + "words, not a stack trace:\n" + out);
        assertFalse(out.contains(CompiledSubmission.FIXTURES.toAbsolutePath().normalize().toString()),
                "no absolute path of the submission:\n" + out);
        assertTrue(out.lines().count() <= SCREEN, out.lines().count() + " lines:\n" + out);
    }

    /** Returns how many checks a cause's block says also failed because of it, named one a line or counted. */
    private static int chargedElsewhere(String block) {
        int counted = 0;
        Matcher count = Pattern.compile("(\\d+) \\w+ checks? \\(").matcher(block);
        while (count.find()) {
            counted += Integer.parseInt(count.group(1));
        }
        return counted + (int) block.lines().filter(line -> line.matches("      \\S+ +\\d.*")).count();
    }

    private static JsonObject check(JsonObject report, String id) {
        for (JsonElement check : report.getAsJsonArray("checks")) {
            if (check.getAsJsonObject().get("id").getAsString().equals(id)) {
                return check.getAsJsonObject();
            }
        }
        throw new AssertionError("no check " + id);
    }
}
