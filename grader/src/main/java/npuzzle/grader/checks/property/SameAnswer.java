package npuzzle.grader.checks.property;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * The property that the student's answer equals the reference's, remembering the answers it saw: an answer that is
 * the same on every input where the reference's differ is a constant, right on some inputs by chance (hamming() = 0
 * on the goal, isGoal() = false elsewhere), and earns nothing.
 */
final class SameAnswer<T> implements Property {
    private final Function<Board, T> reference;
    private final Function<Board, T> student;
    private final Hint<T> hint;
    private final Set<Object> expectedSeen = new HashSet<>();
    private final Set<Object> actualSeen = new HashSet<>();

    SameAnswer(Function<Board, T> reference, Function<Board, T> student, Hint<T> hint) {
        this.reference = reference;
        this.student = student;
        this.hint = hint;
    }

    @Override
    public Mismatch check(Board input) {
        T expected = reference.apply(input);
        T actual;
        try {
            actual = student.apply(input);
        } catch (StudentException e) {
            if (WorkLimit.passed(e)) {
                throw e; // the runner says how much work the board was given
            }
            return new Mismatch(String.valueOf(expected), e.describe(), null);
        }
        expectedSeen.add(expected);
        actualSeen.add(actual);
        if (Objects.equals(expected, actual)) {
            return null;
        }
        return new Mismatch(String.valueOf(expected), String.valueOf(actual), hint.of(input, expected, actual));
    }

    /** Returns the one answer the student's code gave on every input where the reference gave several, or null. */
    String constant() {
        return actualSeen.size() == 1 && expectedSeen.size() > 1 ? String.valueOf(actualSeen.iterator().next()) : null;
    }

    /** Forgets the answers seen, before a new run over the inputs. */
    void forget() {
        expectedSeen.clear();
        actualSeen.clear();
    }
}
