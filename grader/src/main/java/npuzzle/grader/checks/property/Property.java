package npuzzle.grader.checks.property;

import java.util.function.Function;
import npuzzle.reference.Board;

/** What a multi-input check asserts of one input: null when the student's code is right on it. */
@FunctionalInterface
public interface Property {
    /**
     * Returns how the student's code is wrong on {@code input}, or null.
     *
     * @throws StudentException if student code threw (the runner counts the input as failed)
     */
    Mismatch check(Board input);

    /** Guesses the mistake behind a wrong answer; returns null when no known mistake fits. */
    @FunctionalInterface
    interface Hint<T> {
        String of(Board input, T expected, T actual);
    }

    /**
     * Returns the property that the student's answer equals the reference's; it records the answers, so that a
     * constant answer earns nothing ({@link SameAnswer#constant}).
     */
    static <T> Property same(Function<Board, T> reference, Function<Board, T> student, Hint<T> hint) {
        return new SameAnswer<>(reference, student, hint);
    }
}
