package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFile;
import npuzzle.reference.PuzzleFormatException;
import npuzzle.reference.Solver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTests {
    @TempDir
    Path folder;

    @Test
    void movesWritesBoardsThatNeedExactlyThatManyMovesNamedByDepth() throws Exception {
        CliRun run = CliRun.of("generate", "--n", "3", "--moves", "4..8:2,20", "--seed", "1", "--out",
                folder.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertEquals(List.of("puzzle3x3-04-1.txt", "puzzle3x3-06-1.txt", "puzzle3x3-08-1.txt", "puzzle3x3-20-1.txt"),
                names());
        for (String name : names()) {
            int depth = Integer.parseInt(name.substring("puzzle3x3-".length(), "puzzle3x3-".length() + 2));
            assertEquals(depth, new Solver(PuzzleFile.read(folder.resolve(name))).moves(), name);
        }
    }

    @Test
    void sameSeedWritesTheSameBoardsAndExistingFilesAreKept() throws Exception {
        String[] args = {"generate", "--n", "5", "--count", "2", "--seed", "8", "--out", folder.toString()};
        assertEquals(ExitCodes.OK, CliRun.of(args).exit());
        assertEquals(ExitCodes.OK, CliRun.of(args).exit());
        assertEquals(List.of("puzzle5x5-random1.txt", "puzzle5x5-random2.txt", "puzzle5x5-random3.txt",
                "puzzle5x5-random4.txt"), names());
        assertEquals(read("puzzle5x5-random1.txt"), read("puzzle5x5-random3.txt"));
        assertEquals(read("puzzle5x5-random2.txt"), read("puzzle5x5-random4.txt"));
        assertTrue(read("puzzle5x5-random1.txt").isSolvable());
    }

    @Test
    void unsolvableAndWalkBoardsHaveTheirKind() throws Exception {
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--n", "4", "--unsolvable", "--count", "3", "--seed", "2",
                "--out", folder.toString()).exit());
        assertEquals(ExitCodes.OK, CliRun.of("generate", "--n", "3", "--walk", "9", "--seed", "2", "--out",
                folder.toString()).exit());
        assertEquals(List.of("puzzle3x3-walk09-1.txt", "puzzle4x4-unsolvable1.txt", "puzzle4x4-unsolvable2.txt",
                "puzzle4x4-unsolvable3.txt"), names());
        assertFalse(read("puzzle4x4-unsolvable2.txt").isSolvable());
        assertTrue(new Solver(read("puzzle3x3-walk09-1.txt")).moves() <= 9);
    }

    @Test
    void allWritesEveryBoardAtEachDepth() throws IOException {
        CliRun run = CliRun.of("generate", "--n", "2", "--moves", "0..6", "--all", "--seed", "1", "--out",
                folder.toString());
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        assertEquals(12, names().size());
    }

    @Test
    void badRequestsAreUsageErrorsOrFailuresWithAMessage() {
        String out = folder.toString();
        CliRun all = CliRun.of("generate", "--n", "4", "--moves", "3", "--all", "--seed", "1", "--out", out);
        assertEquals(ExitCodes.USAGE, all.exit());
        assertEquals("reference generate: --all needs --moves and --n 2 or 3\n", all.err());
        CliRun allAndCount = CliRun.of("generate", "--n", "2", "--moves", "3", "--all", "--count", "2", "--seed", "1",
                "--out", out);
        assertEquals(ExitCodes.USAGE, allAndCount.exit());
        assertEquals("reference generate: --all writes every board at each depth; leave out --count\n",
                allAndCount.err());
        CliRun depths = CliRun.of("generate", "--n", "3", "--moves", "5..2", "--seed", "1", "--out", out);
        assertEquals(ExitCodes.USAGE, depths.exit());
        assertTrue(depths.err().contains("'5..2' is not a range"), depths.err());
        CliRun both = CliRun.of("generate", "--n", "3", "--moves", "5", "--unsolvable", "--seed", "1", "--out", out);
        assertEquals(ExitCodes.USAGE, both.exit());
        CliRun tooMany = CliRun.of("generate", "--n", "3", "--moves", "31", "--count", "3", "--seed", "1", "--out",
                out);
        assertEquals(ExitCodes.FAILED, tooMany.exit());
        assertEquals("reference generate: 2 boards of side 3 need exactly 31 moves; asked for 3\n", tooMany.err());
    }

    private List<String> names() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    private Board read(String name) throws IOException, PuzzleFormatException {
        return PuzzleFile.read(folder.resolve(name));
    }
}
