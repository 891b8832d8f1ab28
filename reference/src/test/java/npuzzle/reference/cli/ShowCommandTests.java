package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowCommandTests {
    /** The assignment's puzzle05 and its facts from ASSIGNMENT.md. */
    static final String PUZZLE05 = "3\n 4  1  3\n 0  2  6\n 7  5  8\n";

    @TempDir
    Path folder;

    @Test
    void showPrintsWhatTheCourseBoardMainPrints() throws IOException {
        Path file = write("puzzle05.txt", PUZZLE05);
        CliRun run = CliRun.of("show", file.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        String expected = """
                The board (3-puzzle):
                 4  1  3
                    2  6
                 7  5  8
                Hamming = 5, Manhattan = 5, Goal? false, Solvable? true
                Neighboring boards:
                    1  3
                 4  2  6
                 7  5  8
                ----------
                 4  1  3
                 7  2  6
                    5  8
                ----------
                 4  1  3
                 2     6
                 7  5  8
                ----------
                """;
        assertEquals(expected, run.out());
        assertEquals("", run.err());
    }

    @Test
    void showJsonHasTheFactsOfTheAssignmentsUnsolvableExample() throws IOException {
        Path file = write("puzzle4x4-unsolvable1.txt", "4\n3 2 4 8\n1 6 0 12\n5 10 7 11\n9 13 14 15\n");
        CliRun run = CliRun.of("show", "--json", file.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        JsonArray array = JsonParser.parseString(run.out()).getAsJsonArray();
        assertEquals(1, array.size());
        JsonObject facts = array.get(0).getAsJsonObject();
        assertEquals("puzzle4x4-unsolvable1.txt", facts.get("file").getAsString());
        assertEquals(4, facts.get("n").getAsInt());
        assertEquals(12, facts.get("hamming").getAsInt());
        assertEquals(13, facts.get("manhattan").getAsInt());
        assertEquals(false, facts.get("goal").getAsBoolean());
        assertEquals(false, facts.get("solvable").getAsBoolean());
        assertEquals(4, facts.get("neighbors").getAsJsonArray().size());
        assertEquals(12, facts.get("tiles").getAsJsonArray().get(1).getAsJsonArray().get(3).getAsInt());
    }

    @Test
    void badFileGivesItsLocationAndExitsTwo() throws IOException {
        Path file = write("bad.txt", "3\n1 2 x\n4 5 6\n7 8 0\n");
        CliRun run = CliRun.of("show", file.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals(file + ":2:5: expected a tile (an integer), found 'x'\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void missingFileIsNamedAndTheOthersAreStillShown() throws IOException {
        Path good = write("puzzle05.txt", PUZZLE05);
        Path missing = folder.resolve("nope.txt");
        CliRun run = CliRun.of("show", missing.toString(), good.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals(missing + ": no such file\n", run.err());
        assertTrue(run.out().startsWith("The board (3-puzzle):\n"), run.out());
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(folder.resolve(name), content);
    }
}
