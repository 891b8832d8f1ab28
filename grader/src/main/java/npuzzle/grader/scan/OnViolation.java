package npuzzle.grader.scan;

/** What the grader does with a class the scan flagged, a policy setting. */
public enum OnViolation {
    /** The offending classes are not run; their checks score 0 with the finding as the reason (the default). */
    SKIP_OFFENDING_CLASSES("skip-offending-classes"),
    /** Every check still runs; only the safety check fails. */
    RUN_EVERYTHING("run-everything");

    private final String wireName;

    OnViolation(String wireName) {
        this.wireName = wireName;
    }

    /** Returns the name used in the policy file. */
    public String wireName() {
        return wireName;
    }
}
