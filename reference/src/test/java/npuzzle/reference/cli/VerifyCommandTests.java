package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerifyCommandTests {
    @TempDir
    Path folder;

    @BeforeEach
    void writeASmallDataSet() throws IOException {
        Files.writeString(folder.resolve("puzzle05.txt"), ShowCommandTests.PUZZLE05);
        Files.writeString(folder.resolve("puzzle4x4-unsolvable1.txt"), "4\n3 2 4 8\n1 6 0 12\n5 10 7 11\n9 13 14 15\n");
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--n", "4", "--moves", "12", "--seed", "1", "--out",
                folder.toString()).exit());
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--n", "6", "--seed", "1", "--out", folder.toString()).exit());
        CliRun expected = CliRun.of("expected", folder.toString());
        assertEquals(ExitCodes.OK, expected.exit(), expected.err());
        assertTrue(expected.out().contains("puzzle05.txt: moves 5 from breadth-first table"), expected.out());
        assertTrue(expected.out().contains("puzzle6x6-random1.txt: moves null from not computed"), expected.out());
    }

    @Test
    void freshlyComputedFactsVerify() {
        CliRun run = CliRun.of("verify", folder.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertEquals("verified 4 files; optimal moves re-verified for 2, not re-verified (too hard for the"
                + " independent method) for 0, unknown (Board-only boards) for 1\n", run.out());
    }

    @Test
    void aChangedFactIsReportedWithFileFieldExpectedAndActual() throws IOException {
        Path expected = folder.resolve("expected.json");
        String json = Files.readString(expected);
        String tampered = json.replace("\"manhattan\": 5,", "\"manhattan\": 6,").replace("\"moves\": 12", "\"moves\": 14");
        Files.writeString(expected, tampered);
        CliRun run = CliRun.of("verify", folder.toString());
        assertEquals(ExitCodes.FAILED, run.exit());
        assertEquals("puzzle05.txt: manhattan: expected 6, actual 5\n"
                + "puzzle4x4-12-1.txt: moves (A*): expected 14, actual 12\n", run.err());
        assertTrue(run.out().startsWith("FAILED: 2 mismatches in 4 files"), run.out());
    }

    @Test
    void movesDifferentFromACourseFileNameAreAMismatchToo() throws IOException {
        Path expected = folder.resolve("expected.json");
        Files.writeString(expected, Files.readString(expected).replace("\"moves\": 5", "\"moves\": 7"));
        CliRun run = CliRun.of("verify", folder.toString());
        assertEquals(ExitCodes.FAILED, run.exit());
        assertEquals("puzzle05.txt: moves (course file name): expected 7, actual 5\n"
                + "puzzle05.txt: moves (A*): expected 7, actual 5\n", run.err());
    }

    @Test
    void aMissingFileAndAnUnlistedFileAreMismatches() throws IOException {
        Files.delete(folder.resolve("puzzle05.txt"));
        Files.writeString(folder.resolve("extra.txt"), "2\n1 2\n3 0\n");
        CliRun run = CliRun.of("verify", folder.toString());
        assertEquals(ExitCodes.FAILED, run.exit());
        assertEquals("puzzle05.txt: file: expected a puzzle file listed in expected.json, actual no such file\n"
                + "extra.txt: entry: expected an entry in expected.json, actual none\n", run.err());
    }

    @Test
    void aTinyBudgetListsTheBoardAsNotReverified() {
        CliRun run = CliRun.of("verify", "--max-nodes", "10", folder.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertTrue(run.out().startsWith("not re-verified: puzzle4x4-12-1.txt (too hard for the independent method:"),
                run.out());
    }

    @Test
    void anEntryWithoutTilesIsAUsageErrorNotAStackTrace() throws IOException {
        Path expected = folder.resolve("expected.json");
        Files.writeString(expected, "{\"schema\": \"npuzzle-grader/expected/1\", \"puzzles\": [{\"file\": \"a.txt\"}]}");
        CliRun run = CliRun.of("verify", folder.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals(expected + ": not a valid puzzle entry: file and tiles are required\n", run.err());
    }

    @Test
    void withoutExpectedJsonItIsAUsageError() throws IOException {
        Files.delete(folder.resolve("expected.json"));
        CliRun run = CliRun.of("verify", folder.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals(folder.resolve("expected.json") + ": no such file\n", run.err());
    }
}
