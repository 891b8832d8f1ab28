package npuzzle.grader.checks.property;

import java.util.List;
import npuzzle.reference.Board;

/**
 * How the student's answer on one input differs from the reference's.
 *
 * @param expected the reference's answer
 * @param actual the student's answer, or what their code threw
 * @param hint the likely mistake, or null
 * @param solution the student's solution() on the input, to replay, or null
 * @param call the student's method that answered wrong, where the property asks several, as
 *     {@link npuzzle.grader.checks.CheckDetails#call} names it; or null
 */
public record Mismatch(String expected, String actual, String hint, List<Board> solution, String call) {
    public Mismatch {
        solution = solution == null ? null : List.copyOf(solution);
    }

    public Mismatch(String expected, String actual, String hint) {
        this(expected, actual, hint, null, null);
    }

    /** Returns this mismatch with the student's solution on its input. */
    public Mismatch withSolution(List<Board> boards) {
        return new Mismatch(expected, actual, hint, boards, call);
    }

    /** Returns this mismatch naming the student's method that answered wrong. */
    public Mismatch withCall(String method) {
        return new Mismatch(expected, actual, hint, solution, method);
    }
}
