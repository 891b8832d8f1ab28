package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Location;

/**
 * Causes that are one mistake, made one cause, on evidence of six kinds:
 * <ul>
 * <li>the smallest failing inputs of their checks threw from the same line (a constructor that throws for every board
 * fails every Board check), or the same call of the student's did not finish on them (a constructor that loops on
 * 4x4 boards);
 * <li>they point at the same place (an {@code equals()} that is always false fails each check of equals there);
 * <li>their checks' methods read or change a value every instance shares that a check of shared state found (a static
 * blank's place breaks {@code neighbors()});
 * <li>one check's method computes its answer from one field alone, set where another cause points ({@code isGoal()}
 * returning {@code hamming == 0}, where hamming is computed wrong);
 * <li>a check found no member that an API check names (a constructor that is not public), or the Solver calls a Board
 * method the API does not have that an API check of the Board names (one mistake in two files);
 * <li>they were not run for one reason (a class that did not compile, when no compile check is graded: located at the
 * compiler's first error).
 * </ul>
 * The merged cause is the API check's, else the check of the shared state or of the field's source, else the check
 * that judges the method that threw, else the costliest; it lists every charge of the causes merged. Points are never given back: this only says
 * where they went.
 */
final class SameMistake {
    /** A student frame of a stack trace as a check's answer quotes it: {@code at Board.<init>(Board.java:19)}. */
    private static final Pattern FRAME = Pattern.compile("\\bat [\\w$.]+\\.[\\w$<>]+\\(([\\w$]+\\.java):(\\d+)\\)");
    /** What a check says of a student's call that ran out of counted work: {@code new Board(...) did not finish}. */
    private static final Pattern UNFINISHED = Pattern.compile("^(\\S.*?) did not finish within");
    /** What a check says when the student's class lacks a member it needs. */
    private static final Pattern MISSING = Pattern.compile("^\\w+ has no (.+?)(?: \\(found .*\\))?$");

    private final List<Cause> causes;
    private final Map<String, CheckResult> results;
    private final Locations locations;
    private final int[] group;
    private final Location[] thrown;
    /** Whether each cause is an API check's that names a member other causes' checks could not find. */
    private final boolean[] namesMember;
    /** The places of values every instance shares that the causes' checks' methods read or change. */
    private final Set<String> sharedState = new HashSet<>();
    /** The places that set a field another cause's check's method computes its answer from alone. */
    private final Set<String> sources = new HashSet<>();

    private SameMistake(List<Cause> causes, Map<String, CheckResult> results, Locations locations) {
        this.causes = causes;
        this.results = results;
        this.locations = locations;
        this.group = new int[causes.size()];
        this.thrown = new Location[causes.size()];
        this.namesMember = new boolean[causes.size()];
        for (int i = 0; i < group.length; i++) {
            group[i] = i;
        }
    }

    /** Returns {@code causes} (located, the costliest first) with those that are one mistake merged. */
    static List<Cause> merge(List<Cause> causes, Map<String, CheckResult> results, Locations locations) {
        return new SameMistake(causes, results, locations).merged();
    }

    private List<Cause> merged() {
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < causes.size(); i++) {
            Cause cause = causes.get(i);
            Matcher frame = frame(cause);
            if (frame != null) {
                thrown[i] = locations.thrownAt(frame.group(1), Integer.parseInt(frame.group(2))).orElse(null);
                join(first, "thrown " + frame.group(1) + ":" + frame.group(2), i);
            }
            if (cause.location() != null) {
                join(first, at(cause.location()), i);
            }
            Optional<Location> derived = locations.derivedSource(cause.check());
            if (derived.isPresent()) {
                sources.add(at(derived.get()));
                join(first, at(derived.get()), i);
            }
            Optional<Location> shared = locations.sharedState(cause.check());
            if (shared.isPresent()) {
                sharedState.add(at(shared.get()));
                join(first, at(shared.get()), i);
            }
            String unfinished = unfinished(cause);
            if (unfinished != null) {
                join(first, "unfinished " + unfinished, i);
            }
            if (cause.message().startsWith(CheckFailure.NOT_RUN)) {
                join(first, "not run " + cause.message(), i);
            }
            Matcher missing = MISSING.matcher(cause.message());
            if (missing.matches()) {
                join(first, "member " + missing.group(1), i);
            }
            Matcher uses = Locations.USES.matcher(cause.message());
            if (uses.find()) { // the Board's extra method that the Solver calls: one mistake in two files
                join(first, "member " + uses.group(1) + "(", i);
                namesMember[i] = true;
            }
        }
        for (int i = 0; i < causes.size(); i++) {
            CheckResult result = results.get(causes.get(i).check());
            if (result != null && result.category() == Category.API) {
                for (String key : List.copyOf(first.keySet())) {
                    if (key.startsWith("member ") && causes.get(i).message().contains(key.substring(7))) {
                        join(first, key, i);
                        namesMember[i] |= !key.endsWith("("); // the Board's extra method: the Solver's call is named
                    }
                }
            }
        }
        Map<Integer, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < causes.size(); i++) {
            groups.computeIfAbsent(find(i), root -> new ArrayList<>()).add(i);
        }
        List<Cause> merged = new ArrayList<>();
        groups.values().forEach(members -> merged.add(members.size() == 1 ? located(members.get(0))
                : merge(members)));
        merged.sort(Comparator.comparingDouble(Cause::points).reversed());
        return merged;
    }

    /** Returns the cause alone, located where the fix of what it threw goes, when that is a line. */
    private Cause located(int i) {
        return thrown[i] != null && thrown[i].exact() ? causes.get(i).withLocation(thrown[i]) : causes.get(i);
    }

    private Cause merge(List<Integer> members) {
        int named = members.stream().filter(i -> namesMember[i] || causes.get(i).location() != null
                && (sharedState.contains(at(causes.get(i).location()))
                        || sources.contains(at(causes.get(i).location())))).findFirst()
                .orElse(members.stream().filter(i -> thrown[i] != null && contains(causes.get(i).location(),
                        thrown[i])).findFirst().orElse(members.get(0)));
        List<Cause.Charge> charges = new ArrayList<>();
        members.forEach(i -> charges.addAll(causes.get(i).charges()));
        Cause cause = causes.get(named);
        Location where = thrown[named] != null && (thrown[named].exact() || cause.location() == null) ? thrown[named]
                : cause.location();
        if (where == null && cause.message().startsWith(CheckFailure.NOT_RUN)) { // a class that did not compile
            where = locations.of("compile.board").or(() -> locations.of("compile.solver")).orElse(null);
        }
        String message = thrown[named] != null ? thrownMessage(cause) : cause.message();
        return Cause.of(cause.check(), message, charges, where);
    }

    /** Returns what the student's code threw, as the named check's answer quotes it, for a cause of many checks. */
    private String thrownMessage(Cause cause) {
        return results.get(cause.check()).details().actual();
    }

    /**
     * Returns the student's call that did not finish within its limit of counted work on the cause's smallest failing
     * input ({@code new Board(...)}), as its check's message or answer names it, or null.
     */
    private String unfinished(Cause cause) {
        CheckResult result = results.get(cause.check());
        for (String text : new String[] {cause.message(), result == null || result.details() == null ? null
                : result.details().actual()}) {
            Matcher call = text == null ? null : UNFINISHED.matcher(text);
            if (call != null && call.find() && !call.group(1).equals("your code")) {
                return call.group(1);
            }
        }
        return null;
    }

    /** Returns the first student frame of what the cause's smallest failing input threw, or null. */
    private Matcher frame(Cause cause) {
        CheckResult result = results.get(cause.check());
        if (result == null || result.details() == null || result.details().actual() == null) {
            return null;
        }
        Matcher frame = FRAME.matcher(result.details().actual());
        return frame.find() ? frame : null;
    }

    private static String at(Location location) {
        return "at " + location.file() + ":" + location.line() + "-" + location.endLine();
    }

    private static boolean contains(Location method, Location line) {
        return method != null && method.file().equals(line.file()) && method.line() <= line.line()
                && line.line() <= method.endLine();
    }

    private void join(Map<String, Integer> first, String key, int i) {
        Integer other = first.putIfAbsent(key, i);
        if (other != null) {
            group[find(i)] = find(other);
        }
    }

    private int find(int i) {
        while (group[i] != i) {
            i = group[i];
        }
        return i;
    }
}
