package npuzzle.reference.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import npuzzle.reference.Board;
import npuzzle.reference.DataSetFacts;
import npuzzle.reference.ExpectedFile;
import npuzzle.reference.PuzzleFacts;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code reference show} and {@code reference solve} on the files of {@code data/} agree with expected.json. */
class DataFileCommandsTests {
    /** A* solves these quickly: every 2x2 and 3x3 board, and larger boards up to this many moves. */
    private static final int EASY_MOVES = 20;
    /** The optimal solver solves boards up to this many moves in about a second; hard78 and hard80 take longer. */
    private static final int OPTIMAL_MOVES = 50;
    private static final Gson GSON = new Gson();
    private static Path data;
    private static List<PuzzleFacts> expected;

    @BeforeAll
    static void readExpected() throws IOException {
        data = Path.of(System.getProperty("npuzzle.data", "../data"));
        Path file = data.resolve(DataSetFacts.EXPECTED_FILE);
        try (Reader reader = Files.newBufferedReader(file)) {
            expected = ExpectedFile.read(file.toString(), reader);
        }
    }

    @Test
    void showAgreesOnEveryFile() {
        CliRun run = CliRun.of(arguments("show --json", facts -> true));
        assertEquals(ExitCodes.OK, run.exit(), run.err());
        JsonArray shown = JsonParser.parseString(run.out()).getAsJsonArray();
        assertEquals(expected.size(), shown.size());
        for (int k = 0; k < expected.size(); k++) {
            PuzzleFacts facts = expected.get(k);
            JsonObject actual = shown.get(k).getAsJsonObject();
            assertEquals(facts.file(), actual.get("file").getAsString());
            assertEquals(facts.n(), actual.get("n").getAsInt(), facts.file());
            assertTrue(Arrays.deepEquals(facts.tiles(), GSON.fromJson(actual.get("tiles"), int[][].class)), facts.file());
            assertEquals(facts.hamming(), actual.get("hamming").getAsInt(), facts.file());
            assertEquals(facts.manhattan(), actual.get("manhattan").getAsInt(), facts.file());
            assertEquals(facts.solvable(), actual.get("solvable").getAsBoolean(), facts.file());
            assertEquals(Integer.valueOf(0).equals(facts.moves()), actual.get("goal").getAsBoolean(), facts.file());
        }
    }

    @Test
    void solveAgreesOnEveryUnsolvableFileAndEveryFileAStarFinishesQuickly() {
        Predicate<PuzzleFacts> easy = facts -> !facts.solvable()
                || facts.moves() != null && (facts.n() <= 3 || facts.moves() <= EASY_MOVES);
        assertSolveAgrees(easy, "solve");
    }

    @Test
    void solveOptimalAgreesOnTheHarderBoardsUpToFiftyMoves() {
        Predicate<PuzzleFacts> harder = facts -> facts.solvable() && facts.moves() != null && facts.n() >= 4
                && facts.moves() > EASY_MOVES && facts.moves() <= OPTIMAL_MOVES;
        assertTrue(expected.stream().filter(harder).count() >= 30, "the course's and the generated 4x4 boards");
        assertSolveAgrees(harder, "solve --optimal");
    }

    private static void assertSolveAgrees(Predicate<PuzzleFacts> which, String command) {
        List<PuzzleFacts> chosen = expected.stream().filter(which).toList();
        String[] args = arguments(command + " --json", which);
        CliRun run = CliRun.of(args);
        JsonArray solved = JsonParser.parseString(run.out()).getAsJsonArray();
        assertEquals(chosen.size(), solved.size(), run.err());
        for (int k = 0; k < chosen.size(); k++) {
            PuzzleFacts facts = chosen.get(k);
            JsonObject actual = solved.get(k).getAsJsonObject();
            assertEquals(facts.file(), actual.get("file").getAsString());
            assertEquals(facts.solvable(), actual.get("solvable").getAsBoolean(), facts.file());
            JsonElement moves = actual.get("moves");
            assertEquals(facts.moves(), moves.isJsonNull() ? null : moves.getAsInt(), facts.file());
            if (facts.solvable()) {
                assertValidSolution(facts, actual.get("solution").getAsJsonArray());
            }
        }
    }

    private static void assertValidSolution(PuzzleFacts facts, JsonArray solution) {
        assertEquals(facts.moves(), solution.size(), facts.file());
        Board previous = facts.board();
        for (JsonElement step : solution) {
            Board next = new Board(GSON.fromJson(step, int[][].class));
            List<Board> neighbors = new ArrayList<>();
            previous.neighbors().forEach(neighbors::add);
            assertTrue(neighbors.contains(next), facts.file() + ": not one slide from the board before\n" + next);
            previous = next;
        }
        assertTrue(previous.isGoal(), facts.file() + ": the solution does not end at the goal");
    }

    private static String[] arguments(String command, Predicate<PuzzleFacts> which) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        expected.stream().filter(which).forEach(facts -> args.add(data.resolve(facts.file()).toString()));
        return args.toArray(String[]::new);
    }
}
