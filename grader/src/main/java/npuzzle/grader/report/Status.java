package npuzzle.grader.report;

/**
 * How a check ended; reports write the lowercase name. {@link #ADVICE} is a check worth no points that found
 * something to say (a style tool's findings): not a failure, listed after the graded checks.
 */
public enum Status {
    PASSED, FAILED, ERROR, TIMEOUT, SKIPPED, ADVICE
}
