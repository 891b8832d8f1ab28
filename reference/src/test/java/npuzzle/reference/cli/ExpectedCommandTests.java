package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import npuzzle.reference.ExpectedFile;
import npuzzle.reference.PuzzleFacts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExpectedCommandTests {
    @TempDir
    Path folder;

    @Test
    void writesTheFactsOfEveryPuzzleFileSortedByName() throws IOException {
        Files.writeString(folder.resolve("puzzle05.txt"), ShowCommandTests.PUZZLE05);
        Files.writeString(folder.resolve("puzzle3x3-unsolvable1.txt"), "3\n1 2 3\n4 5 6\n8 7 0\n");
        Files.writeString(folder.resolve("notes.md"), "not a puzzle");
        CliRun run = CliRun.of("expected", folder.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertTrue(run.out().contains("puzzle3x3-unsolvable1.txt: moves null from unsolvable\n"), run.out());
        Path expected = folder.resolve("expected.json");
        List<PuzzleFacts> facts;
        try (Reader reader = Files.newBufferedReader(expected)) {
            facts = ExpectedFile.read(expected.toString(), reader);
        }
        assertEquals(List.of("puzzle05.txt", "puzzle3x3-unsolvable1.txt"), facts.stream().map(PuzzleFacts::file).toList());
        assertEquals(5, facts.get(0).moves());
        assertTrue(Files.readString(expected).contains("\"moves\": null"), "null moves are written out");
    }

    @Test
    void aBadFileIsNamedAndNothingIsWritten() throws IOException {
        Files.writeString(folder.resolve("puzzle05.txt"), ShowCommandTests.PUZZLE05);
        Files.writeString(folder.resolve("broken.txt"), "3\n1 2 3\n4 5 5\n7 8 0\n");
        CliRun run = CliRun.of("expected", folder.toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertTrue(run.err().startsWith(folder.resolve("broken.txt") + ":3:5: tile 5 appears twice"), run.err());
        assertFalse(Files.exists(folder.resolve("expected.json")));
    }

    @Test
    void aMissingFolderIsAUsageError() {
        CliRun run = CliRun.of("expected", folder.resolve("nope").toString());
        assertEquals(ExitCodes.USAGE, run.exit());
        assertEquals(folder.resolve("nope") + ": not a folder\n", run.err());
    }
}
