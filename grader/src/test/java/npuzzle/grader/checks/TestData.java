package npuzzle.grader.checks;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.reference.Board;
import npuzzle.reference.ExpectedFile;
import npuzzle.reference.PuzzleFacts;
import npuzzle.reference.Solver;

/** A small data set for the checks' tests: the assignment's worked examples and seeded boards, facts by the reference. */
public final class TestData {
    private static final List<PuzzleFacts> PUZZLES = build();
    private static final List<PuzzleFacts> SHIPPED = shipped();

    private TestData() {
    }

    /** Returns the data set shipped in the grader (so these tests see what the jar grades with), else a small one. */
    public static List<PuzzleFacts> puzzles() {
        return SHIPPED != null ? SHIPPED : PUZZLES;
    }

    private static List<PuzzleFacts> shipped() {
        try (InputStream in = TestData.class.getResourceAsStream("/npuzzle/data/expected.json")) {
            return in == null ? null
                    : ExpectedFile.read("expected.json", new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<PuzzleFacts> build() {
        List<PuzzleFacts> facts = new ArrayList<>();
        add(facts, "puzzle05.txt", Board.ofRowMajor(3, 4, 1, 3, 0, 2, 6, 7, 5, 8));
        add(facts, "puzzle14.txt", Board.ofRowMajor(3, 8, 1, 3, 4, 0, 2, 7, 6, 5));
        add(facts, "puzzle4x4-unsolvable1.txt",
                Board.ofRowMajor(4, 3, 2, 4, 8, 1, 6, 0, 12, 5, 10, 7, 11, 9, 13, 14, 15));
        add(facts, "puzzle3x3-unsolvable1.txt", Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 8, 7, 0));
        add(facts, "puzzle2x2-unsolvable1.txt", Board.ofRowMajor(2, 2, 1, 3, 0));
        add(facts, "puzzle00.txt", Board.goal(10));
        SplittableRandom random = new SplittableRandom(20);
        int[][] scrambles = {{2, 4}, {3, 22}, {4, 18}, {5, 12}, {9, 8}};
        for (int[] scramble : scrambles) {
            Board board = Inputs.scrambled(random, scramble[0], scramble[1]);
            add(facts, "scrambled" + scramble[0] + "x" + scramble[0] + ".txt", board);
        }
        return List.copyOf(facts);
    }

    private static void add(List<PuzzleFacts> facts, String file, Board board) {
        facts.add(PuzzleFacts.of(file, board, board.isSolvable() ? new Solver(board).moves() : null));
    }
}
