package npuzzle.similarity;

import java.util.Locale;

/** Where a submission comes from: the class being checked, or the known solutions it is checked against. */
public enum Group {
    /** A submission of the class: compared with every other one and with every known solution. */
    CLASS,
    /** A known solution (last terms', public ones): compared with the class only, never with each other. */
    KNOWN;

    /** Returns the lowercase name the files use. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
