package npuzzle.grader.checks;

import java.util.Locale;

/** The kinds of check, in the order reports list them. */
public enum Category {
    COMPILE, API, CORRECTNESS, TIMING, MEMORY, SAFETY, STYLE;

    /** Returns the lowercase name used in reports and configs. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
