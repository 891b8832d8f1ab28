package npuzzle.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The build's check of {@code data/}: every fact of every file recomputed, moves by an independent method. */
class DataSetTests {
    /** IDA* nodes per board here; the boards beyond it are re-verified only by {@code reference verify --full}. */
    private static final long NODE_BUDGET = 30_000_000L;

    @Test
    void everyFactOfTheDataSetIsRecomputedWithoutAMismatch() throws IOException, PuzzleFormatException {
        Path data = Path.of(System.getProperty("npuzzle.data", "../data"));
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
