package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The build's check of {@code data/}: every fact of every file recomputed, moves by an independent method. */
class DataSetTests {
    /** IDA* nodes per board here; the boards beyond it are re-verified only by {@code reference verify --full}. */
    private static final long NODE_BUDGET = 10_000_000L;

    private static Path data() {
        return Path.of(System.getProperty("npuzzle.data", "../data"));
    }

    @Test
    void theAssignmentsExamplesHaveTheFactsTheAssignmentStates() throws IOException {
        Path file = data().resolve(DataSetFacts.EXPECTED_FILE);
        List<PuzzleFacts> expected;
        try (Reader reader = Files.newBufferedReader(file)) {
            expected = ExpectedFile.read(file.toString(), reader);
        }
        PuzzleFacts puzzle05 = find(expected, "puzzle05.txt");
        assertEquals(List.of(5, 5, true, 5), List.of(puzzle05.hamming(), puzzle05.manhattan(), puzzle05.solvable(),
                puzzle05.moves()));
        PuzzleFacts unsolvable = find(expected, "puzzle4x4-unsolvable1.txt");
        assertEquals(List.of(12, 13, false), List.of(unsolvable.hamming(), unsolvable.manhattan(),
                unsolvable.solvable()));
        assertNull(unsolvable.moves());
    }

    private static PuzzleFacts find(List<PuzzleFacts> facts, String file) {
        return facts.stream().filter(f -> f.file().equals(file)).findFirst().orElseThrow();
    }

    @Test
    void everyFactOfTheDataSetIsRecomputedWithoutAMismatch() throws IOException, PuzzleFormatException {
        Path data = data();
        long start = System.nanoTime();
        DataSetVerifier.Report report = new DataSetVerifier(new IndependentMoves(NODE_BUDGET)).verify(data);
        System.out.printf("DataSetTests: %d files, %d moves re-verified, not re-verified %s, %d unknown, %.1f s%n",
                report.files(), report.movesVerified(), report.notReverified(), report.movesUnknown().size(),
                (System.nanoTime() - start) / 1e9);
        assertEquals("", String.join("\n", report.mismatches().stream().map(Object::toString).toList()));
        assertTrue(report.files() >= 61 + 12 + 32 + 26, "the course's files and the generated ones: " + report.files());
        for (DataSetVerifier.Unverified file : report.notReverified()) {
            assertTrue(PuzzleFile.read(data.resolve(file.file())).size() >= 4,
                    "every 2x2 and 3x3 board must be re-verified: " + file);
        }
    }
}
