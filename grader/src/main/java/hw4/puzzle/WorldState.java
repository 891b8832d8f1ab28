package hw4.puzzle;

/**
 * The grader's own copy of UC Berkeley CS 61B's {@code WorldState} (HW 4, 8 Puzzle), written from the three members
 * its specification states. Submissions of the {@code berkeley-cs61b} version compile and run against this one, not
 * against a copy in the submission, so that an edited copy cannot change what the Solver is given.
 */
public interface WorldState {
    /** Returns an estimate of the number of moves to the goal that never overestimates it; 0 at the goal. */
    int estimatedDistanceToGoal();

    /** Returns the states one move away. */
    Iterable<WorldState> neighbors();

    /** Returns whether this state is the goal. */
    default boolean isGoal() {
        return estimatedDistanceToGoal() == 0;
    }
}
