package npuzzle.grader.report;

/** Whether students see a check's details (public) or only its verdict (hidden). */
public enum Visibility {
    PUBLIC, HIDDEN
}
