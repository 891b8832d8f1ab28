package npuzzle.grader.pipeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.checks.Category;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Location;

/**
 * Causes that are one mistake, made one cause, on three pieces of evidence: the smallest failing inputs of their
 * checks threw from the same line of the student's code (a constructor that throws for every board fails every Board
 * check: one cause, located on that line); they point at the same place (an {@code equals()} that is always false fails
 * each check of equals at that method); or a check found no member that an API check names (a constructor that is
 * not public). The merged cause is the API check's, else the check that judges the method that threw, else the
 * costliest; it lists every charge of the causes merged. Points are never given back: this only says where they went.
 */
final class SameMistake {
    /** A student frame of a stack trace as a check's answer quotes it: {@code at Board.<init>(Board.java:19)}. */
    private static final Pattern FRAME = Pattern.compile("\\bat [\\w$.]+\\.[\\w$<>]+\\(([\\w$]+\\.java):(\\d+)\\)");
    /** What a check says when the student's class lacks a member it needs. */
    private static final Pattern MISSING = Pattern.compile("^\\w+ has no (.+?)(?: \\(found .*\\))?$");

    private final List<Cause> causes;
    private final Map<String, CheckResult> results;
    private final int[] group;
    private final Location[] thrown;

    private SameMistake(List<Cause> causes, Map<String, CheckResult> results) {
        this.causes = causes;
        this.results = results;
        this.group = new int[causes.size()];
        this.thrown = new Location[causes.size()];
        for (int i = 0; i < group.length; i++) {
            group[i] = i;
        }
    }

    /** Returns {@code causes} (located, the costliest first) with those that are one mistake merged. */
    static List<Cause> merge(List<Cause> causes, Map<String, CheckResult> results, Locations locations) {
        return new SameMistake(causes, results).merged(locations);
    }

    private List<Cause> merged(Locations locations) {
        Map<String, Integer> first = new HashMap<>();
        for (int i = 0; i < causes.size(); i++) {
            Cause cause = causes.get(i);
            thrown[i] = thrownAt(cause, locations).orElse(null);
            if (thrown[i] != null) {
                join(first, "thrown " + thrown[i].where(), i);
            }
            if (cause.location() != null) {
                Location at = cause.location();
                join(first, "at " + at.file() + ":" + at.line() + "-" + at.endLine(), i);
            }
            Matcher missing = MISSING.matcher(cause.message());
            if (missing.matches()) {
                join(first, "member " + missing.group(1), i);
            }
        }
        for (int i = 0; i < causes.size(); i++) {
            CheckResult result = results.get(causes.get(i).check());
            if (result != null && result.category() == Category.API) {
                for (String key : List.copyOf(first.keySet())) {
                    if (key.startsWith("member ") && causes.get(i).message().contains(key.substring(7))) {
                        join(first, key, i);
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

    /** Returns the cause alone, located on the line its exception was thrown on where it threw. */
    private Cause located(int i) {
        return thrown[i] == null ? causes.get(i) : causes.get(i).withLocation(thrown[i]);
    }

    private Cause merge(List<Integer> members) {
        int named = members.stream().filter(i -> category(i) == Category.API).findFirst()
                .orElse(members.stream().filter(i -> thrown[i] != null && contains(causes.get(i).location(),
                        thrown[i])).findFirst().orElse(members.get(0)));
        Map<String, double[]> charges = new LinkedHashMap<>();
        for (int i : members) {
            for (Cause.Charge charge : causes.get(i).charges()) {
                double[] cost = charges.computeIfAbsent(charge.check(), check -> new double[2]);
                cost[0] += charge.points();
                cost[1] += charge.inputs();
            }
        }
        List<Cause.Charge> list = new ArrayList<>();
        charges.forEach((check, cost) -> list.add(new Cause.Charge(check, cost[0], (int) cost[1])));
        list.sort(Comparator.comparingDouble(Cause.Charge::points).reversed());
        Cause cause = causes.get(named);
        Location where = thrown[named] != null ? thrown[named] : cause.location();
        String message = thrown[named] != null ? thrownMessage(cause) : cause.message();
        return new Cause(cause.check(), message, list.stream().mapToDouble(Cause.Charge::points).sum(), list, where);
    }

    /** Returns what the student's code threw, as the named check's answer quotes it, for a cause of many checks. */
    private String thrownMessage(Cause cause) {
        return results.get(cause.check()).details().actual();
    }

    /** Returns the line the cause's smallest failing input threw from, in the Board's or the Solver's source. */
    private Optional<Location> thrownAt(Cause cause, Locations locations) {
        CheckResult result = results.get(cause.check());
        if (result == null || result.details() == null || result.details().actual() == null) {
            return Optional.empty();
        }
        Matcher frame = FRAME.matcher(result.details().actual());
        return frame.find() ? locations.thrownAt(frame.group(1), Integer.parseInt(frame.group(2)))
                : Optional.empty();
    }

    private Category category(int i) {
        CheckResult result = results.get(causes.get(i).check());
        return result == null ? null : result.category();
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
