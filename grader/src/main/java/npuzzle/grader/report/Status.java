package npuzzle.grader.report;

/** How a check ended; reports write the lowercase name. */
public enum Status {
    PASSED, FAILED, ERROR, TIMEOUT, SKIPPED
}
