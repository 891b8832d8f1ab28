package npuzzle.grader.checks;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a rubric check: a Jupiter test with a stable id ({@code board.hamming}), a category, and a student-facing
 * name. Points and visibility come from the grading config ({@code rubric.json}), not from here. Every check runs
 * within a {@link CheckWorkLimit}.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Test
@ExtendWith(CheckWorkLimit.class)
public @interface Check {
    /** The stable id, lowercase words joined by dots: {@code board.solvable.even}. */
    String id();

    Category category();

    /** A one-line, student-facing description: "hamming() counts misplaced tiles, not the blank". */
    String name();
}
