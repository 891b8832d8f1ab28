package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/** neighbors(): the right boards, as many as there are, the parent unchanged, each board independent. */
@ExtendWith(GradingContextResolver.class)
class NeighborChecks {
    @Check(id = "board.neighbors.set", category = Category.CORRECTNESS,
            name = "neighbors() are the boards one slide away, as a set")
    void neighborsAreOneSlideAway(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.neighbors.set", input -> {
            StudentBoard board = type.create(input);
            // The neighbors of the board as the student's tileAt shows it, so a tileAt bug is charged only once.
            Board view;
            try {
                view = board.toReference(input.size());
            } catch (StudentException e) {
                String check = StateProperty.check(type, Answers.TILES, input);
                throw new NotJudged(Answers.TILES.call(type.assignment()) + " shows no board here (charged by " + check
                        + ")", check);
            }
            String expected = Answers.neighbors(view);
            String actual = Answers.neighbors(board, input.size());
            return expected.equals(actual) ? null : new Mismatch(expected, actual, hint(view, actual));
        });
    }

    @Check(id = "board.neighbors.count", category = Category.CORRECTNESS,
            name = "neighbors() gives 2 boards in a corner, 3 on an edge, 4 inside")
    void neighborsCount(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.neighbors.count", Property.same(b -> count(b.neighbors()),
                b -> type.create(b).neighbors().size(), (b, expected, actual) -> actual < expected
                        ? "a direction is missing: the blank can move up, down, left and right when it is not on "
                                + "that edge" : "a board is listed twice, or a slide goes off the board"));
    }

    @Check(id = "board.neighbors.parent-unchanged", category = Category.CORRECTNESS,
            name = "neighbors() does not change the board it is called on")
    void parentUnchanged(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.neighbors.parent-unchanged", StateProperty.of(type, input -> {
            StudentBoard board = type.create(input);
            String before = Boards.format(board.tiles(input.size()));
            requireARightNeighbor(type, input, board.neighbors());
            return difference(before, board, input.size(), "after neighbors()",
                    "the neighbors share the parent's rows: tiles.clone() copies only the outer array; copy every "
                            + "row before sliding a tile");
        }));
    }

    @Check(id = "board.neighbors.independent", category = Category.CORRECTNESS,
            name = "the neighbors are independent of each other and of the parent")
    void neighborsAreIndependent(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.neighbors.independent", StateProperty.of(type, input -> {
            int n = input.size();
            StudentBoard board = type.create(input);
            List<StudentBoard> neighbors = board.neighbors();
            requireARightNeighbor(type, input, neighbors);
            String parentBefore = Boards.format(board.tiles(n));
            List<String> before = new ArrayList<>();
            for (StudentBoard neighbor : neighbors) {
                before.add(Boards.format(neighbor.tiles(n)));
            }
            for (StudentBoard neighbor : neighbors) {
                for (StudentBoard next : neighbor.neighbors()) {
                    next.hamming();
                }
            }
            board.neighbors();
            String hint = "boards share an array: give every new board its own copy of the tiles";
            Mismatch parent = difference(parentBefore, board, n, "after calling neighbors() on its neighbors", hint);
            for (int k = 0; k < neighbors.size() && parent == null; k++) {
                parent = difference(before.get(k), neighbors.get(k), n,
                        "neighbor " + k + " after neighbors() of the other boards", hint);
            }
            return parent;
        }));
    }

    /**
     * Throws {@link NotJudged} unless one of {@code neighbors}, as just returned, is a board one slide from
     * {@code input}: boards that neighbors() never made right show nothing of their independence. The neighbors are
     * read through the tiles they show, so when a new board of {@code input} does not show its own tiles either, the
     * check of the tiles is charged, not neighbors() (board.neighbors.set judges neighbors() on the tiles shown).
     */
    private static void requireARightNeighbor(BoardType type, Board input, List<StudentBoard> neighbors) {
        List<String> expected = List.of(Answers.neighbors(input).split("\n\n"));
        for (StudentBoard neighbor : neighbors) {
            if (expected.contains(Boards.format(neighbor.tiles(input.size())))) {
                return;
            }
        }
        StateProperty.requireTiles(type, type.create(input), input);
        throw new NotJudged("your neighbors() gave no board one slide away (charged by board.neighbors.set)",
                "board.neighbors.set");
    }

    private static void verify(GradingContext context, String id, Property property) {
        SplittableRandom random = Inputs.random(context, id);
        List<Sample> samples = id.endsWith("independent") ? Inputs.smallBoards(context, random)
                : Inputs.boards(context, random);
        MultiInputCheck.verify("neighbors()", samples, random, property);
    }

    private static Mismatch difference(String expected, StudentBoard actual, int n, String when, String hint) {
        String actualTiles = Boards.format(actual.tiles(n));
        return expected.equals(actualTiles) ? null : new Mismatch(expected, when + ":\n" + actualTiles, hint);
    }

    private static String hint(Board board, String actual) {
        String parent = Boards.format(board.toArray());
        if (!actual.isEmpty() && Arrays.stream(actual.split("\n\n")).allMatch(parent::equals)) {
            return "every neighbor is the board itself: each was made from an array that was changed back "
                    + "afterwards (CS 61B's given neighbors() does that), so the constructor must copy the array";
        }
        return missingDirection(board, actual);
    }

    private static String missingDirection(Board board, String actual) {
        List<String> missing = new ArrayList<>();
        String[] directions = {"up", "down", "left", "right"};
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int d = 0; d < steps.length; d++) {
            int row = board.blankRow() + steps[d][0];
            int column = board.blankColumn() + steps[d][1];
            if (row < 0 || column < 0 || row >= board.size() || column >= board.size()) {
                continue;
            }
            int[][] tiles = board.toArray();
            tiles[board.blankRow()][board.blankColumn()] = tiles[row][column];
            tiles[row][column] = 0;
            if (!actual.contains(Boards.format(tiles))) {
                missing.add(directions[d]);
            }
        }
        return missing.isEmpty() ? null
                : "missing the board where the blank moves " + String.join(" and ", missing);
    }

    private static int count(Iterable<Board> boards) {
        int count = 0;
        for (Board ignored : boards) {
            count++;
        }
        return count;
    }
}
