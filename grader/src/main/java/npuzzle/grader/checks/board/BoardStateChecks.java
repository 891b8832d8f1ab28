package npuzzle.grader.checks.board;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.UnaryOperator;
import npuzzle.grader.checks.ApiRules;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.property.Inputs;
import npuzzle.grader.checks.property.Mismatch;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.checks.property.Property;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;
import org.junit.jupiter.api.extension.ExtendWith;

/** The Board as an immutable value: toString's format, a defensive copy, the same answers however it is used. */
@ExtendWith(GradingContextResolver.class)
class BoardStateChecks {
    @Check(id = "board.to-string", category = Category.CORRECTNESS,
            name = "toString() is the course's format: n lines of %2s tiles, no header, no trailing newline")
    void toStringIsTheCourseFormat(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.to-string");
        MultiInputCheck.verify("toString()", Inputs.boards(context, random), random,
                Property.same(Board::toString, b -> type.create(b).text(), BoardStateChecks::formatHint));
    }

    private static String formatHint(Board board, String expected, String actual) {
        if (actual == null) {
            return "toString() returned null";
        }
        if (actual.equals(expected + "\n") || actual.equals(expected + System.lineSeparator())) {
            return "no newline after the last row";
        }
        if (actual.startsWith(board.size() + "\n") || actual.startsWith(board.size() + System.lineSeparator())) {
            return "no header line with n: toString() prints only the rows";
        }
        String[] want = expected.split("\n", -1);
        String[] got = actual.split("\n", -1);
        for (int k = 0; k < Math.min(want.length, got.length); k++) {
            if (!want[k].equals(got[k])) {
                return "row " + k + " should be \"" + want[k] + "\" (each tile String.format(\"%2s\", tile == 0 ? "
                        + "\" \" : tile), one space between tiles), was \"" + got[k] + "\"";
            }
        }
        return "expected " + want.length + " lines, found " + got.length;
    }

    @Check(id = "board.defensive-copy", category = Category.CORRECTNESS,
            name = "changing the array given to the constructor afterwards changes nothing")
    void constructorCopiesTheArray(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.defensive-copy");
        MultiInputCheck.verify("the constructor's copy", Inputs.smallBoards(context, random), random,
                StateProperty.of(type, input -> {
            int[][] tiles = input.toArray();
            StudentBoard board = type.create(tiles);
            StateProperty.requireTiles(type, board, input);
            int cells = tiles.length * tiles.length;
            for (int[] row : tiles) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = (row[j] + 1) % cells;
                }
            }
            StudentBoard fresh = type.create(input);
            return difference(input, fresh, board, "after the caller changed every cell of the array it passed in",
                    "the board keeps the caller's array (or a shallow tiles.clone(), which shares the rows): "
                            + "copy every row in the constructor");
        }));
    }

    @Check(id = "board.exposed-state", category = Category.CORRECTNESS,
            name = "changing an array or a collection a public method returns changes nothing in the board")
    void handedOutStateIsTheCallersOwn(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        List<String> api = type.assignment().boardMethods().stream().map(ApiRules.Required::name).toList();
        List<String> getters = StudentBoard.handingOut(type.type(), api);
        if (getters.isEmpty()) {
            context.notes().note("no public method of your Board returns an array or a collection");
        }
        SplittableRandom random = Inputs.random(context, "board.exposed-state");
        MultiInputCheck.verify("a getter's copy", Inputs.smallBoards(context, random), random,
                StateProperty.of(type, input -> {
            StateProperty.requireTiles(type, type.create(input), input); // a Board that keeps nothing leaks nothing
            for (String getter : getters) {
                StudentBoard board = type.create(input);
                StateProperty.requireTiles(type, board, input);
                Scramble.reverse(board.handOut(getter));
                Mismatch changed = difference(input, type.create(input), board, "after the caller reversed what "
                        + getter + "() returned", "return a copy (each row copied), or no array at all: a caller "
                        + "changes the board through the one you hand out");
                if (changed != null) {
                    return changed.withCall("Board." + getter + "()");
                }
            }
            return null;
        }));
    }

    @Check(id = "board.repeated-calls", category = Category.CORRECTNESS,
            name = "every query gives the same answer when called again, in any order")
    void repeatedCallsAgree(GradingContext context) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, "board.repeated-calls");
        MultiInputCheck.verify("repeated calls", Inputs.smallBoards(context, random), random,
                StateProperty.of(type, input -> {
            StateProperty.requireTiles(type, type.create(input), input);
            Map<Answers, String> fresh = new EnumMap<>(Answers.class);
            for (Answers answer : Answers.values()) {
                String alone = answer.of(type.create(input), input.size());
                if (Objects.equals(alone, answer.of(input))) { // a student toString() may return null
                    fresh.put(answer, alone);
                }
            }
            StudentBoard board = type.create(input);
            List<Answers> order = new ArrayList<>();
            SplittableRandom shuffle = new SplittableRandom(input.hashCode());
            for (int round = 0; round < 3; round++) {
                for (Answers answer : Answers.values()) {
                    order.add(shuffle.nextInt(order.size() + 1), answer);
                }
            }
            Map<Answers, String> first = new EnumMap<>(Answers.class);
            List<String> calls = new ArrayList<>();
            for (int m = 0; m < order.size(); m++) {
                Answers answer = order.get(m);
                calls.add(answer.call(type.assignment()));
                String actual = answer.of(board, input.size());
                String expected = fresh.containsKey(answer) ? fresh.get(answer) : first.putIfAbsent(answer, actual);
                if (expected != null && !expected.equals(actual)) {
                    Answers changer = firstChanging(type, input, order.subList(0, m), answer, expected);
                    String call = answer.call(type.assignment());
                    String changed = changer == null ? ""
                            : changer == answer ? " (each call of " + call + " changes its next answer)"
                            : " (it changes once " + changer.call(type.assignment()) + " is called)";
                    return new Mismatch(call + " = " + expected + (fresh.containsKey(answer)
                            ? " (its answer on a new board)" : " (its first answer)"), "after "
                            + String.join(", ", calls) + ": " + call + " = " + actual + changed,
                            "a query changed the board, or a cached value is updated on each call")
                            .withCall((changer == null ? answer : changer).method(type.assignment()));
                }
            }
            return null;
        }));
    }

    /**
     * Returns the query that changes {@code answer}: the first of {@code calls} after which a new board of
     * {@code input}'s tiles, asked those calls in turn, no longer answers {@code expected}; null when none does (the
     * answer changes only as the calls run together, or at random).
     */
    private static Answers firstChanging(BoardType type, Board input, List<Answers> calls, Answers answer,
            String expected) {
        try {
            for (int k = 0; k < calls.size(); k++) {
                StudentBoard board = type.create(input);
                for (Answers call : calls.subList(0, k + 1)) {
                    call.of(board, input.size());
                }
                if (!expected.equals(answer.of(board, input.size()))) {
                    return calls.get(k);
                }
            }
            return null;
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e;
            }
            return null; // a call threw on the way: no evidence of which one changes the answer
        }
    }

    @Check(id = "board.two-sizes", category = Category.CORRECTNESS,
            name = "two boards of different sizes alive at once both answer right")
    void twoSizesAtOnce(GradingContext context) {
        verifyTwoAtOnce(context, "board.two-sizes", input -> Inputs.randomBoard(new SplittableRandom(input.hashCode()),
                input.size() == 3 ? 4 : 3));
    }

    @Check(id = "board.two-same-size", category = Category.CORRECTNESS,
            name = "two boards of the same size alive at once both answer right")
    void twoOfTheSameSizeAtOnce(GradingContext context) {
        verifyTwoAtOnce(context, "board.two-same-size", BoardStateChecks::another);
    }

    /** Checks each input made at once with the board {@code partner} gives for it. */
    private static void verifyTwoAtOnce(GradingContext context, String id, UnaryOperator<Board> partner) {
        BoardType type = StudentClasses.board(context);
        SplittableRandom random = Inputs.random(context, id);
        MultiInputCheck.verify("two boards at once", Inputs.smallBoards(context, random), random,
                StateProperty.of(type, input -> TwoBoards.firstDifference(type, input, partner.apply(input))));
    }

    /** Returns a random board of {@code input}'s size with other tiles, the same for the same input. */
    private static Board another(Board input) {
        SplittableRandom random = new SplittableRandom(input.hashCode());
        Board other = Inputs.randomBoard(random, input.size());
        while (other.equals(input)) {
            other = Inputs.randomBoard(random, input.size());
        }
        return other;
    }

    private static Mismatch difference(Board input, StudentBoard expected, StudentBoard actual, String when,
            String hint) {
        String[] difference = StateProperty.firstDifference(input, expected, actual);
        if (difference == null) {
            return null;
        }
        return new Mismatch(difference[0] + " = " + difference[1] + " (on a board made from a fresh array)",
                when + ": " + difference[0] + " = " + difference[2], hint);
    }
}
