package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code reference play} without a terminal: the tests' standard input and output are pipes. */
class PlayCommandTests {
    @TempDir
    Path folder;

    @Test
    void withoutATerminalPlayExitsTwoAndPointsToSolveAnimate() throws IOException {
        Path file = Files.writeString(folder.resolve("puzzle05.txt"), ShowCommandTests.PUZZLE05);
        CliRun run = CliRun.of("play", file.toString());
        assertEquals(ExitCodes.USAGE, run.exit(), run.err());
        assertEquals("reference play needs an interactive terminal: standard input and output are not an"
                + " interactive terminal. To print a solution as frames instead, use: reference solve --animate"
                + " FILE\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void badOptionsAreUsageErrorsThatSayWhich() throws IOException {
        Path file = Files.writeString(folder.resolve("puzzle05.txt"), ShowCommandTests.PUZZLE05);
        assertUsage("reference play: give a FILE or --n/--moves for random boards, not both\n",
                "play", file.toString(), "--n", "3");
        assertUsage("reference play: --n must be at least 2, was 1\n", "play", "--n", "1");
        assertUsage("reference play: --moves must not be negative, was -1\n", "play", "--moves", "-1");
        assertUsage("reference play: --pace must be at least 1 ms, was 0\n", "play", "--pace", "0");
    }

    @Test
    void aBadFileIsReportedBeforeTheTerminalIsLookedFor() {
        Path missing = folder.resolve("missing.txt");
        assertUsage(missing + ": no such file\n", "play", missing.toString());
    }

    private static void assertUsage(String expectedError, String... args) {
        CliRun run = CliRun.of(args);
        assertEquals(ExitCodes.USAGE, run.exit(), run.err());
        assertEquals(expectedError, run.err());
        assertTrue(run.out().isEmpty(), run.out());
    }
}
