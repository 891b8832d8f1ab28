package npuzzle.grader.checks.board;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.NotJudged;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/** equals: an equivalence on size and tiles, false (never an exception) for null, another type or another size. */
@ExtendWith(GradingContextResolver.class)
class BoardEqualityChecks {
    private static final String AS_OBJECT = "board.equals.as-object";
    private static final String ONE_TILE = "board.equals.one-tile";
    private static final String NOT_EQUAL_TO_SAME_TILES = "your equals(Object) does not call boards with the same "
            + "tiles equal (charged by " + AS_OBJECT + ")";
    private static final String EQUAL_TO_SWAPPED = "your equals() calls boards with two tiles swapped equal (charged "
            + "by " + ONE_TILE + ")";
    @Check(id = "board.equals.same-tiles", category = Category.CORRECTNESS,
            name = "two boards made from the same tiles are equal")
    void sameTilesAreEqual(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.equals.same-tiles", b -> {
            requireUnequalToSwapped(type, b);
            return expect(true, type.create(b).equalsBoard(type.create(b)),
                    "a.equals(b) for two boards built from the same tiles", "compare the tiles, not the references");
        });
    }

    @Check(id = "board.equals.as-object", category = Category.CORRECTNESS,
            name = "equals(Object) is true for an equal board held as an Object (as in a HashSet or List.contains)")
    void equalBoardHeldAsObject(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        String hint = StudentBoard.hasEqualsOverload(type.type())
                ? "equals(Board) is an overload, so equals(Object) is still Object's identity test: declare "
                        + "equals(Object other) instead"
                : "compare the tiles, not the references";
        verify(context, "board.equals.as-object", b -> {
            requireUnequalToSwapped(type, b);
            return expect(true, type.create(b).equalsObject(type.create(b).unwrap()),
                    "a.equals((Object) b), b with the same tiles", hint);
        });
    }

    @Check(id = "board.equals.reflexive", category = Category.CORRECTNESS, name = "a board equals itself")
    void reflexive(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.equals.reflexive", b -> {
            requireUnequalToSwapped(type, b);
            StudentBoard board = type.create(b);
            return expect(true, board.equalsObject(board.unwrap()), "a.equals(a)", null);
        });
    }

    @Check(id = "board.equals.symmetric", category = Category.CORRECTNESS,
            name = "a.equals(b) is b.equals(a), for equal boards and for a board and its neighbor")
    void symmetric(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.equals.symmetric", b -> {
            requireDiscerning(type, b);
            StudentBoard a = type.create(b);
            StudentBoard same = type.create(b);
            StudentBoard neighbor = type.create(b.neighbors().iterator().next());
            Mismatch mismatch = symmetric(a, same, "b with the same tiles");
            return mismatch != null ? mismatch : symmetric(a, neighbor, "b a neighbor of a");
        });
    }

    private static Mismatch symmetric(StudentBoard a, StudentBoard b, String which) {
        boolean ab = a.equalsObject(b.unwrap());
        boolean ba = b.equalsObject(a.unwrap());
        return ab == ba ? null : new Mismatch("a.equals(b) == b.equals(a), " + which,
                "a.equals(b) = " + ab + ", b.equals(a) = " + ba, null);
    }

    @Check(id = "board.equals.transitive", category = Category.CORRECTNESS,
            name = "a.equals(b) and b.equals(c) imply a.equals(c)")
    void transitive(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.equals.transitive", b -> {
            requireDiscerning(type, b);
            StudentBoard a = type.create(b);
            StudentBoard second = type.create(b);
            StudentBoard third = type.create(b);
            if (!a.equalsObject(second.unwrap()) || !second.equalsObject(third.unwrap())) {
                throw new NotJudged(NOT_EQUAL_TO_SAME_TILES, AS_OBJECT);
            }
            return expect(true, a.equalsObject(third.unwrap()), "a.equals(c) after a.equals(b) and b.equals(c)",
                    null);
        });
    }

    @Check(id = "board.equals.null", category = Category.CORRECTNESS, name = "equals(null) is false, not an exception")
    void notEqualToNull(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.equals.null", b -> {
            requireDiscerning(type, b);
            return expectFalse(type.create(b), null, "a.equals(null)",
                    "return false for null before reading the other board's fields");
        });
    }

    @Check(id = "board.equals.other-type", category = Category.CORRECTNESS,
            name = "equals is false for another type (a String, the tiles array), not an exception")
    void notEqualToAnotherType(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        String hint = "check the type (instanceof or getClass()) before casting";
        verify(context, "board.equals.other-type", b -> {
            requireDiscerning(type, b);
            StudentBoard board = type.create(b);
            Mismatch mismatch = expectFalse(board, b.toString(), "a.equals(a.toString())", hint);
            return mismatch != null ? mismatch : expectFalse(board, b.toArray(), "a.equals(the tiles array)", hint);
        });
    }

    @Check(id = "board.equals.other-size", category = Category.CORRECTNESS,
            name = "equals is false for a board of another size, even one that starts with the same tiles")
    void notEqualToAnotherSize(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        Board smallTiles = Board.ofRowMajor(2, 1, 2, 3, 0);
        Board largeTiles = Board.ofRowMajor(3, 1, 2, 4, 3, 0, 5, 6, 7, 8);
        String unjudged = discerning(type, smallTiles) && discerning(type, largeTiles) ? null
                : "your equals() does not call a board with the same tiles equal, or calls one with two tiles "
                        + "swapped equal, so saying false here shows nothing";
        if (unjudged != null) {
            throw new CheckFailure(NotJudged.NOTHING_JUDGED + unjudged,
                    CheckDetails.notJudged(equalsCause(type, smallTiles), 2));
        }
        StudentBoard small = type.create(smallTiles);
        StudentBoard large = type.create(largeTiles);
        String hint = "compare the sizes before the tiles";
        List<Mismatch> mismatches = Stream.of(
                expectFalse(small, large.unwrap(), "(2x2 board).equals(3x3 board with the same top-left tiles)",
                        hint),
                expectFalse(large, small.unwrap(), "(3x3 board).equals(2x2 board)", hint)).filter(Objects::nonNull)
                .toList();
        if (!mismatches.isEmpty()) {
            Mismatch first = mismatches.get(0);
            throw new CheckFailure(first.expected() + ": was " + first.actual(), new CheckDetails(
                    " 1  2\n 3   ", first.expected(), first.actual(), first.hint(), 2 - mismatches.size(), 2));
        }
    }

    @Check(id = "board.equals.one-tile", category = Category.CORRECTNESS,
            name = "equals is false when two tiles are swapped")
    void notEqualWhenTilesDiffer(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        verify(context, "board.equals.one-tile", b -> {
            if (!type.create(b).equalsObject(type.create(b).unwrap())) {
                throw new NotJudged(NOT_EQUAL_TO_SAME_TILES, AS_OBJECT);
            }
            Board other = swapped(b);
            return expectFalse(type.create(b), type.create(other).unwrap(),
                    "a.equals(b), b with the first and last tiles swapped:\n" + other, "compare every tile");
        });
    }

    @Check(id = HashAgreement.CHECK, category = Category.CORRECTNESS,
            name = "equal boards hash alike, where the Board overrides hashCode() (so a HashSet of boards finds them)")
    void equalBoardsHashAlike(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        boolean overrides = StudentBoard.overridesHashCode(type.type());
        if (!overrides) {
            context.notes().note("your Board does not override hashCode(): equal boards hash as Object does");
        }
        SplittableRandom random = Inputs.random(context, HashAgreement.CHECK);
        MultiInputCheck.verify("hashCode()", Inputs.boards(context, random), random, b -> {
            requireDiscerning(type, b); // evidence only where equals() tells boards apart, as for its own checks
            if (!overrides) {
                return null;
            }
            int first = type.create(b).hash();
            int second = type.create(b).hash();
            return first == second ? null : new Mismatch("a.hashCode() == b.hashCode() for a.equals(b), b made from "
                    + "the same tiles", "a.hashCode() = " + first + ", b.hashCode() = " + second, HashAgreement.HINT)
                    .withCall("Board.hashCode()");
        });
    }

    /** Returns {@code b} with its first and last tiles (the blank aside) swapped. */
    private static Board swapped(Board b) {
        int[] tiles = b.toRowMajor();
        int first = tiles[0] == 0 ? 1 : 0;
        int second = tiles.length - 1 == first || tiles[tiles.length - 1] == 0 ? tiles.length - 2 : tiles.length - 1;
        int swap = tiles[first];
        tiles[first] = tiles[second];
        tiles[second] = swap;
        return Board.ofRowMajor(b.size(), tiles);
    }

    /**
     * An equals() that is always true makes a board equal to itself for nothing: the properties of equal boards are
     * judged only where equals() tells two tiles swapped apart.
     */
    private static void requireUnequalToSwapped(BoardType type, Board b) {
        if (type.create(b).equalsObject(type.create(swapped(b)).unwrap())) {
            throw new NotJudged(EQUAL_TO_SWAPPED, ONE_TILE);
        }
    }

    /**
     * An equals() that is always false is symmetric, and false for null, for nothing: these properties are judged
     * only where equals() calls a board with the same tiles equal and one with two tiles swapped unequal.
     */
    private static void requireDiscerning(BoardType type, Board b) {
        if (!discerning(type, b)) {
            String cause = equalsCause(type, b);
            throw new NotJudged(cause.equals(ONE_TILE) ? EQUAL_TO_SWAPPED : NOT_EQUAL_TO_SAME_TILES, cause);
        }
    }

    private static boolean discerning(BoardType type, Board b) {
        try {
            return type.create(b).equalsObject(type.create(b).unwrap())
                    && !type.create(b).equalsObject(type.create(swapped(b)).unwrap());
        } catch (StudentException e) {
            return false; // an equals() that throws on boards of one size shows nothing of the other cases
        }
    }

    /** Returns the check that charges why the student's equals() is no evidence on {@code b}. */
    private static String equalsCause(BoardType type, Board b) {
        try {
            return type.create(b).equalsObject(type.create(b).unwrap()) ? ONE_TILE : AS_OBJECT;
        } catch (StudentException e) {
            return AS_OBJECT;
        }
    }

    private static void verify(GradingContext context, String id, Property property) {
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify("equals", Inputs.boards(context, random), random, property);
    }

    private static Mismatch expectFalse(StudentBoard board, Object other, String call, String hint) {
        try {
            return expect(false, board.equalsObject(other), call, hint);
        } catch (StudentException e) {
            return new Mismatch(call + " = false", e.describe(), hint);
        }
    }

    private static Mismatch expect(boolean expected, boolean actual, String call, String hint) {
        return expected == actual ? null : new Mismatch(call + " = " + expected, call + " = " + actual, hint);
    }
}
