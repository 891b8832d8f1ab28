package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.property.Sample;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.Boards;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Boards made by the student's code from other boards, {@link DerivedChain#LENGTH} deep, answer as new boards of the
 * same tiles do (Princeton's Board Tests 13 to 17).
 */
@ExtendWith(GradingContextResolver.class)
class DerivedBoardChecks {
    /** Princeton's files for these tests, where the data set has them. */
    private static final Set<String> FILES = Set.of("puzzle27.txt", "puzzle00.txt", "puzzle2x2-unsolvable1.txt");
    private static final int RANDOM_PER_N = 2;

    @Check(id = "board.neighbors.derived", category = Category.CORRECTNESS,
            name = "a neighbor of a neighbor ... 13 deep answers size(), hamming() and manhattan() right")
    void neighborsOfNeighborsAnswerRight(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        List<Answers> answers = List.of(Answers.SIZE, Answers.HAMMING, Answers.MANHATTAN);
        verify(context, "board.neighbors.derived", "the chain of neighbors", StateProperty.of(type, input -> {
            DerivedChain chain = new DerivedChain(type, input, "neighbors()");
            SplittableRandom pick = new SplittableRandom(input.hashCode());
            for (int depth = 1; depth <= DerivedChain.LENGTH; depth++) {
                List<Board> next = new ArrayList<>();
                for (Board neighbor : chain.lastTiles().neighbors()) {
                    if (!neighbor.equals(chain.previousTiles())) {
                        next.add(neighbor);
                    }
                }
                Board wanted = next.get(pick.nextInt(next.size()));
                StudentBoard made = withTiles(neighbors(type, chain), wanted);
                if (made == null) {
                    return missingNeighbor(type, chain, depth, wanted);
                }
                chain.add(made, wanted);
            }
            return chain.firstWrongAnswer(answers);
        }));
    }

    @Check(id = "board.twin.derived", category = Category.CORRECTNESS,
            name = "a twin of a twin ... 13 deep answers hamming() and manhattan() right")
    void twinsOfTwinsAnswerRight(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        List<Answers> answers = List.of(Answers.HAMMING, Answers.MANHATTAN);
        verify(context, "board.twin.derived", "the chain of twins", StateProperty.of(type, input -> {
            DerivedChain chain = new DerivedChain(type, input, "twin()");
            for (int depth = 1; depth <= DerivedChain.LENGTH; depth++) {
                StudentBoard twin = twinOf(chain.last());
                Board shown = validTwin(chain.lastTiles(), twin);
                if (shown == null) {
                    return invalidTwin(type, chain, depth);
                }
                chain.add(twin, shown);
            }
            return chain.firstWrongAnswer(answers);
        }));
    }

    /**
     * Returns the neighbors of the chain's last board; throws {@link NotJudged} when neighbors() throws on a new board
     * of its tiles too, a mistake board.neighbors.set judges.
     */
    private static List<StudentBoard> neighbors(BoardType type, DerivedChain chain) {
        try {
            return chain.last().neighbors();
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            try {
                type.create(chain.lastTiles()).neighbors();
            } catch (StudentException again) {
                throw new NotJudged("your neighbors() throws on a new board of these tiles (charged by "
                        + "board.neighbors.set)", "board.neighbors.set");
            }
            throw e;
        }
    }

    /** Returns the board of {@code boards} that shows {@code tiles}, or null. */
    private static StudentBoard withTiles(List<StudentBoard> boards, Board tiles) {
        String wanted = Boards.format(tiles.toArray());
        for (StudentBoard board : boards) {
            if (wanted.equals(Boards.format(board.tiles(tiles.size())))) {
                return board;
            }
        }
        return null;
    }

    /**
     * Returns the mismatch of a derived board whose neighbors() lacks a board that a new board of the same tiles
     * gives; throws {@link NotJudged} when the new board lacks it too, a mistake board.neighbors.set judges.
     */
    private static Mismatch missingNeighbor(BoardType type, DerivedChain chain, int depth, Board wanted) {
        Board tiles = chain.lastTiles();
        if (withTiles(type.create(tiles).neighbors(), wanted) == null) {
            throw new NotJudged("your neighbors() lacks a board one slide away (charged by board.neighbors.set)",
                    "board.neighbors.set");
        }
        return new Mismatch("at depth " + (depth - 1) + ", the board\n" + Boards.format(tiles.toArray())
                + "\nhas the neighbor\n" + Boards.format(wanted.toArray()), "neighbors() of the board made by "
                + (depth - 1) + " calls of neighbors() lacks it, where a new board of the same tiles has it",
                "a board made by neighbors() is not like a new board: a private constructor or a copied field "
                        + "(the blank's place, the size) is left stale; set every field from the new tiles");
    }

    /** Returns {@code board.twin()}, or null when it throws. */
    private static StudentBoard twinOf(StudentBoard board) {
        try {
            return board.twin();
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            return null;
        }
    }

    /** Returns the tiles of {@code twin} when it is a twin of {@code board}, else null (also for no twin). */
    private static Board validTwin(Board board, StudentBoard twin) {
        if (twin == null) {
            return null;
        }
        try {
            Board shown = twin.toReference(board.size());
            return TwinRule.problem(board, shown) == null ? shown : null;
        } catch (StudentException e) {
            return null;
        }
    }

    /**
     * Returns the mismatch of a derived board whose twin() is no twin where a new board of the same tiles gives one;
     * throws {@link NotJudged} when the new board's twin is no twin either, a mistake board.twin.valid judges.
     */
    private static Mismatch invalidTwin(BoardType type, DerivedChain chain, int depth) {
        Board tiles = chain.lastTiles();
        if (validTwin(tiles, twinOf(type.create(tiles))) == null) {
            throw new NotJudged("your twin() is not the board with one pair of tiles exchanged (charged by "
                    + "board.twin.valid)", "board.twin.valid");
        }
        return new Mismatch("at depth " + (depth - 1) + ", the board\n" + Boards.format(tiles.toArray())
                + "\nhas a twin (as a new board of these tiles shows)", "twin() of the board made by " + (depth - 1)
                + " calls of twin() is no twin of it", "a board made by twin() is not like a new board: set every "
                        + "field from the new tiles");
    }

    /** Runs {@code property} on Princeton's files and seeded random boards for each n = 2..10. */
    private static void verify(GradingContext context, String id, String what,
            Property property) {
        SplittableRandom random = Inputs.random(context, id);
        List<Sample> samples = new ArrayList<>();
        for (Sample sample : Inputs.dataSet(context)) {
            if (FILES.contains(sample.origin())) {
                samples.add(sample);
            }
        }
        for (int n = Inputs.MIN_N; n <= Inputs.MAX_N; n++) {
            for (int k = 0; k < RANDOM_PER_N; k++) {
                samples.add(new Sample("random " + n + "x" + n + " board", Inputs.randomBoard(random, n), true));
            }
        }
        MultiInputCheck.verify(what, samples, random, property);
    }
}
