package npuzzle.grader.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One cause of lost points, shown once with its whole cost: the check that names the mistake, and every check that
 * lost points because of it, with how many and on how many inputs.
 *
 * @param check the id of the check that names the mistake
 * @param message what that check saw (its message's first line), or its name when it lost nothing itself
 * @param points the points the cause cost in all, rounded
 * @param charges where the points were lost, the most first
 * @param location where in the student's sources the cause's check points (the method it judged), or null
 * @param fix a one-edit change of the location's line that makes every check the cause failed pass and no passed
 *     check fail, when one was found and the grading config shows it; else null
 */
public record Cause(String check, String message, double points, List<Charge> charges, Location location, Fix fix) {
    public Cause {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(message, "message");
        points = Scores.round(points);
        charges = List.copyOf(charges);
    }

    /**
     * Returns the cause whose charges are {@code charges}, those of one check summed into one (points and inputs), the
     * costliest first, and whose cost is their sum.
     */
    public static Cause of(String check, String message, List<Charge> charges, Location location) {
        Map<String, double[]> sums = new LinkedHashMap<>(); // check -> {points, inputs}
        for (Charge charge : charges) {
            double[] sum = sums.computeIfAbsent(charge.check(), id -> new double[2]);
            sum[0] += charge.points();
            sum[1] += charge.inputs();
        }
        List<Charge> summed = new ArrayList<>();
        sums.forEach((id, sum) -> summed.add(new Charge(id, sum[0], (int) sum[1])));
        summed.sort(Comparator.comparingDouble(Charge::points).reversed());
        return new Cause(check, message, summed.stream().mapToDouble(Charge::points).sum(), summed, location);
    }

    /** Returns a cause with no fix shown. */
    public Cause(String check, String message, double points, List<Charge> charges, Location location) {
        this(check, message, points, charges, location, null);
    }

    /** Returns a cause with no location. */
    public Cause(String check, String message, double points, List<Charge> charges) {
        this(check, message, points, charges, null);
    }

    /** Returns this cause located at {@code where} (null: nowhere known). */
    public Cause withLocation(Location where) {
        return new Cause(check, message, points, charges, where, fix);
    }

    /** Returns this cause with {@code change} as its fix (null: none shown). */
    public Cause withFix(Fix change) {
        return new Cause(check, message, points, charges, location, change);
    }

    /**
     * A line as a one-edit change makes it, which the grader ran: every check the cause failed passed with it, and
     * no check that passed failed.
     *
     * @param line the line, 1-based, in the location's file
     * @param text the line as it reads after the change, trimmed
     */
    public record Fix(int line, String text) {
        public Fix {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * Points one check lost to a cause.
     *
     * @param check the id of the check that lost them
     * @param points how many, rounded
     * @param inputs on how many of its inputs, 0 when the check has no inputs to count (it failed as a whole)
     */
    public record Charge(String check, double points, int inputs) {
        public Charge {
            Objects.requireNonNull(check, "check");
            points = Scores.round(points);
        }
    }

    /** Returns the cost in one line: "costs 9.4 points: board.repeated-calls 1.9, solver.moves.optimal 7.5 (51 boards)". */
    public String costLine() {
        StringBuilder line = new StringBuilder("costs " + Scores.format(points) + (points == 1 ? " point" : " points"));
        String separator = ": ";
        for (Charge charge : charges) {
            line.append(separator).append(charge.check()).append(' ').append(Scores.format(charge.points()));
            if (charge.inputs() > 0) {
                line.append(" (").append(charge.inputs()).append(charge.inputs() == 1 ? " input)" : " inputs)");
            }
            separator = ", ";
        }
        return line.toString();
    }
}
