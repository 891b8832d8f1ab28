package npuzzle.grader.report;

import java.util.Locale;

/** Rounds and prints points the one way the grader does: to hundredths, half up. */
public final class Scores {
    private Scores() {
    }

    /** Returns {@code points} rounded to two decimals. */
    public static double round(double points) {
        return Math.round(points * 100) / 100.0;
    }

    /** Returns {@code points} with two decimals, e.g. {@code 2.50}, the same in every locale. */
    public static String format(double points) {
        return String.format(Locale.ROOT, "%.2f", points);
    }
}
