package npuzzle.reference;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Recomputes every fact of every puzzle file of a data folder and compares it with the folder's
 * {@code expected.json}: n, tiles, hamming and manhattan, solvability (by {@link IndependentFacts}, not by
 * {@link Board}) and the optimal moves by a method other than the one that produced them ({@link IndependentMoves}),
 * and for the course's files also against the moves their names state.
 */
public final class DataSetVerifier {
    private final IndependentMoves moves;

    /** Creates a verifier whose optimal moves come from {@code moves}. */
    public DataSetVerifier(IndependentMoves moves) {
        this.moves = moves;
    }

    /** One fact that differs: the file, the field, what expected.json says and what was recomputed. */
    public record Mismatch(String file, String field, String expected, String actual) {
        @Override
        public String toString() {
            return file + ": " + field + ": expected " + expected + ", actual " + actual;
        }
    }

    /** A solvable file whose optimal moves the independent method could not find within its budget, and why. */
    public record Unverified(String file, String reason) {
        @Override
        public String toString() {
            return file + " (" + reason + ")";
        }
    }

    /**
     * What a verification found: the files compared, the moves re-verified, the mismatches, the files whose moves
     * were too hard for the independent method, and the solvable files whose moves expected.json does not know.
     */
    public record Report(int files, int movesVerified, List<Mismatch> mismatches, List<Unverified> notReverified,
            List<String> movesUnknown) {
        public Report {
            mismatches = List.copyOf(mismatches);
            notReverified = List.copyOf(notReverified);
            movesUnknown = List.copyOf(movesUnknown);
        }
    }

    /**
     * Verifies {@code folder}.
     *
     * @throws IOException if the folder or its expected.json cannot be read, or expected.json is not valid
     */
    public Report verify(Path folder) throws IOException {
        Path expectedPath = folder.resolve(DataSetFacts.EXPECTED_FILE);
        List<PuzzleFacts> expected;
        try (Reader reader = Files.newBufferedReader(expectedPath)) {
            expected = ExpectedFile.read(expectedPath.toString(), reader);
        } catch (NoSuchFileException e) {
            throw new IOException(expectedPath + ": no such file", e);
        }
        List<Mismatch> mismatches = new ArrayList<>();
        Map<String, PuzzleFacts> byFile = new TreeMap<>();
        for (PuzzleFacts facts : expected) {
            if (byFile.put(facts.file(), facts) != null) {
                mismatches.add(new Mismatch(facts.file(), "entry", "one entry", "more than one"));
            }
        }
        Map<String, Path> files = DataSetFacts.puzzleFiles(folder).stream()
                .collect(Collectors.toMap(file -> file.getFileName().toString(), file -> file, (a, b) -> a,
                        TreeMap::new));
        for (String name : byFile.keySet()) {
            if (!files.containsKey(name)) {
                mismatches.add(new Mismatch(name, "file", "a puzzle file listed in expected.json", "no such file"));
            }
        }
        int verified = 0;
        List<Unverified> notReverified = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (Map.Entry<String, Path> file : files.entrySet()) {
            PuzzleFacts facts = byFile.get(file.getKey());
            if (facts == null) {
                mismatches.add(new Mismatch(file.getKey(), "entry", "an entry in expected.json", "none"));
                continue;
            }
            Board board;
            try {
                board = PuzzleFile.read(file.getValue());
            } catch (PuzzleFormatException e) {
                mismatches.add(new Mismatch(file.getKey(), "file", "a valid puzzle file", e.getMessage()));
                continue;
            }
            int before = mismatches.size();
            compareFacts(facts, board.toArray(), mismatches);
            if (mismatches.size() > before || !facts.solvable()) {
                continue;
            }
            if (facts.moves() == null) {
                unknown.add(file.getKey());
                continue;
            }
            OptionalInt named = DataSetFacts.courseMoves(file.getKey());
            if (named.isPresent()) {
                check(mismatches, facts.file(), "moves (course file name)", facts.moves(), named.getAsInt());
            }
            IndependentMoves.Result result = moves.solve(board);
            if (result.moves().isEmpty()) {
                notReverified.add(new Unverified(file.getKey(), result.method()
                        + (named.isPresent() ? "; the course file name agrees" : "")));
            } else {
                verified++;
                check(mismatches, facts.file(), "moves (" + result.method() + ")", facts.moves(),
                        result.moves().getAsInt());
            }
        }
        return new Report(files.size(), verified, mismatches, notReverified, unknown);
    }

    private static void compareFacts(PuzzleFacts facts, int[][] tiles, List<Mismatch> mismatches) {
        String file = facts.file();
        check(mismatches, file, "n", facts.n(), tiles.length);
        if (!Arrays.deepEquals(facts.tiles(), tiles)) {
            mismatches.add(new Mismatch(file, "tiles", Arrays.deepToString(facts.tiles()), Arrays.deepToString(tiles)));
            return;
        }
        check(mismatches, file, "hamming", facts.hamming(), IndependentFacts.hamming(tiles));
        check(mismatches, file, "manhattan", facts.manhattan(), IndependentFacts.manhattan(tiles));
        boolean solvable = IndependentFacts.solvable(tiles);
        check(mismatches, file, "solvable", facts.solvable(), solvable);
        if (!solvable && facts.moves() != null) {
            mismatches.add(new Mismatch(file, "moves", String.valueOf(facts.moves()), "null (unsolvable)"));
        }
    }

    private static void check(List<Mismatch> mismatches, String file, String field, Object expected, Object actual) {
        if (!Objects.equals(expected, actual)) {
            mismatches.add(new Mismatch(file, field, String.valueOf(expected), String.valueOf(actual)));
        }
    }
}
