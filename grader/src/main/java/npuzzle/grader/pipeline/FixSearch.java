package npuzzle.grader.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.CheckInfo;
import npuzzle.grader.fix.FeedingLines;
import npuzzle.grader.fix.FixText;
import npuzzle.grader.fix.Mutants;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.Location;
import npuzzle.grader.report.Rubric;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;
import npuzzle.grader.sandbox.KeptChild;
import npuzzle.grader.sandbox.SandboxConfig;
import npuzzle.grader.sandbox.SandboxResult;
import npuzzle.grader.sandbox.SandboxRunner;
import npuzzle.grader.sandbox.child.ChildSpec;
import npuzzle.grader.sandbox.child.VariantCheck;

/**
 * Finds the line a cause's fix goes on, where the evidence so far named only its method: the method's
 * one-instruction edits ({@link Mutants}) run, in one child JVM, on the checks the cause failed. An edit fixes the
 * cause when all of them pass with it, and then none of the cheapest few checks of the same class that passed fails.
 * The lines of the edits that fix it, when they are a few, are where the cause is located, and with {@code showFix}
 * the line as the likeliest of them makes it is shown. An edit that only helps, or fixes some of the checks, names
 * nothing, and neither do fixes far apart: the method stays.
 *
 * <p>What it runs is fixed by the submission alone (the edits and their order, the checks), so a grading finds the
 * same lines on every run; its cost is bounded by the number of edits and checks, not by a clock.
 */
final class FixSearch {
    /**
     * The most edits tried for a cause that failed a Board check, which runs in milliseconds: most edits fail it and
     * are dropped at once.
     */
    static final int MOST_EDITS = 40;
    /**
     * The most edits tried for a cause whose every check runs searches, each edit about a second: the likeliest few,
     * a literal one off first (a move count that starts at 1, or adds 1).
     */
    static final int MOST_SEARCHING_EDITS = 2;
    /** The most causes searched, the costliest first. */
    static final int MOST_CAUSES = 3;
    private static final int MOST_KEPT = 8;
    /** For a cause whose every check searches: a Solver check that passed also searches. */
    private static final int MOST_SEARCHING_KEPT = 2;
    /** A check on an edit may take this many times its time on the student's code, and at least {@link #FLOOR}. */
    private static final int SLOWER = 4;
    private static final Duration FLOOR = Duration.ofSeconds(2);
    /** A safety net only: the limits above end a search long before it. */
    private static final Duration DEADLINE = Duration.ofSeconds(120);
    private static final int MOST_CHILDREN = 4;

    private record Search(int cause, Locations.Method method, List<Mutants.Mutant> edits, List<String> mustFix,
            List<String> keep) {
    }

    /** The lines found, by the cause's check and the method it was located at. */
    record Found(Map<Key, Narrowed> lines) {
        static final Found NONE = new Found(Map.of());

        /** A cause as the search saw it: its check, and the method it was located at. */
        record Key(String check, Location method) {
        }

        /** Where a cause's fix goes, and the fix when it is shown (else null). */
        record Narrowed(Location line, Cause.Fix fix) {
        }

        /** Returns the causes, each whose line was found located on it (and with its fix, when shown). */
        List<Cause> apply(List<Cause> causes) {
            return causes.stream().map(cause -> {
                Narrowed found = lines.get(new Key(cause.check(), cause.location()));
                return found == null ? cause : cause.withLocation(found.line()).withFix(found.fix());
            }).toList();
        }
    }

    private final Rubric rubric;
    private final Locations locations;
    private final Map<String, CheckOutcome> outcomes;
    private final ChildSpec spec;

    /**
     * @param outcomes every check's outcome on the student's classes, by id
     * @param spec the spec the child JVMs graded the student's classes by
     */
    FixSearch(Rubric rubric, Locations locations, Map<String, CheckOutcome> outcomes, ChildSpec spec) {
        this.rubric = rubric;
        this.locations = locations;
        this.outcomes = outcomes;
        this.spec = spec;
    }

    /**
     * Returns where the fixes of the causes go, where it was found; the edits run in the child kept in {@code kept}
     * when it fits, else {@code sandbox} starts their child JVM, in a folder of its own under {@code scratch}.
     */
    Found find(List<Cause> causes, Path scratch, SandboxConfig sandbox, KeptChild.Slot kept, boolean showFix)
            throws IOException, InterruptedException {
        List<Search> searches = new ArrayList<>();
        for (int index = 0; index < causes.size() && searches.size() < MOST_CAUSES; index++) {
            search(index, causes.get(index)).ifPresent(searches::add);
        }
        if (searches.isEmpty()) {
            return Found.NONE;
        }
        List<String> dirs = new ArrayList<>();
        List<Integer> owners = new ArrayList<>(); // by variant: the index of the search whose edit it is
        List<Mutants.Mutant> variants = new ArrayList<>();
        List<VariantCheck> checks = new ArrayList<>();
        Map<String, Duration> limits = new HashMap<>();
        for (int owner = 0; owner < searches.size(); owner++) {
            Search search = searches.get(owner);
            for (Mutants.Mutant edit : search.edits()) {
                int variant = dirs.size();
                Path dir = Files.createDirectories(scratch.resolve("edit-" + variant));
                Path classFile = dir.resolve(search.method().className().replace('.', '/') + ".class");
                Files.createDirectories(classFile.getParent());
                Files.write(classFile, edit.classFile());
                dirs.add(dir.toString());
                owners.add(owner);
                variants.add(edit);
                for (String id : search.mustFix()) {
                    checks.add(limited(new VariantCheck(search.cause(), variant, edit.line(), true, id), limits));
                }
                for (String id : search.keep()) {
                    checks.add(limited(new VariantCheck(search.cause(), variant, edit.line(), false, id), limits));
                }
            }
        }
        SandboxConfig config = sandbox.withDeadline(DEADLINE).withMaxChildren(MOST_CHILDREN);
        SandboxResult run = new SandboxRunner(config, Optional.empty(), Optional.of(kept))
                .run(spec.withVariants(dirs, checks, holding(checks)), limits);
        Map<Integer, Boolean> passed = new HashMap<>(); // by variant: whether every check it ran passed
        run.outcomes().forEach((id, outcome) -> passed.merge(VariantCheck.parse(id).variant(),
                outcome.status() == Status.PASSED, Boolean::logicalAnd));
        List<List<Mutants.Mutant>> fixing = new ArrayList<>(); // by search: its edits that fix its cause
        searches.forEach(search -> fixing.add(new ArrayList<>()));
        for (int variant = 0; variant < variants.size(); variant++) {
            if (passed.getOrDefault(variant, false)) {
                fixing.get(owners.get(variant)).add(variants.get(variant));
            }
        }
        Map<Found.Key, Found.Narrowed> lines = new HashMap<>();
        for (int owner = 0; owner < searches.size(); owner++) {
            Search search = searches.get(owner);
            Cause cause = causes.get(search.cause());
            narrowed(cause, search, fixing.get(owner), showFix).ifPresent(found -> lines.put(
                    new Found.Key(cause.check(), cause.location()), found));
        }
        return new Found(lines);
    }

    /** Returns the search for a cause located at a whole method, whose every charge is a check the child failed. */
    private Optional<Search> search(int index, Cause cause) {
        Location location = cause.location();
        if (location == null || location.exact() || cause.charges().isEmpty()) {
            return Optional.empty();
        }
        Set<String> ran = Set.copyOf(spec.checkIds());
        List<String> mustFix = new ArrayList<>();
        for (Cause.Charge charge : cause.charges()) {
            CheckOutcome outcome = outcomes.get(charge.check());
            if (!ran.contains(charge.check()) || outcome == null || !outcome.ran()
                    || outcome.status() != Status.FAILED && outcome.status() != Status.ERROR) {
                return Optional.empty();
            }
            mustFix.add(charge.check());
        }
        Optional<Locations.Method> method = locations.methodAt(location);
        if (method.isEmpty() || method.get().name().equals("<clinit>")) {
            return Optional.empty();
        }
        // the Board's checks first, then the quickest: an edit that does not fix the cause is dropped soonest
        mustFix.sort(Comparator.comparing((String id) -> !id.startsWith("board."))
                .thenComparingLong(id -> outcomes.get(id).durationMs()).thenComparing(id -> id));
        boolean searching = !mustFix.get(0).startsWith("board.");
        // a field the judged getter returns, computed in a method that computes more (a constructor): the lines that
        // feed it first; else the method's returns first. Neither for a cause that searches, whose two edits are the
        // likeliest anywhere in the method
        Locations.Method where = method.get();
        Optional<String> judged = locations.judgedField(cause.check());
        Map<Integer, Integer> nearness = searching ? Map.of() : judged
                .map(field -> FeedingLines.of(where.classFile(), where.name(), where.descriptor(), field))
                .filter(lines -> !lines.isEmpty())
                .orElseGet(() -> FeedingLines.returns(where.classFile(), where.name(), where.descriptor()));
        List<Mutants.Mutant> edits = Mutants.of(where.classFile(), where.name(), where.descriptor(),
                searching ? MOST_SEARCHING_EDITS : MOST_EDITS, nearness, judged, this::studentClass);
        return edits.isEmpty() ? Optional.empty()
                : Optional.of(new Search(index, where, edits, mustFix, kept(where, ran, searching)));
    }

    /** Returns the student's class file of this internal name, or null. */
    private byte[] studentClass(String internalName) {
        try {
            return Locations.classFile(spec.studentClassDirs().stream().map(Path::of).toList(), internalName)
                    .orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Returns the checks of the method's class that passed and that an edit must not make fail: those that judge the
     * method first, then the rest in the rubric's order, at most {@value #MOST_KEPT}, {@value #MOST_SEARCHING_KEPT}
     * for a cause whose every check searches (not the API's, which no edit of
     * a method's body changes).
     */
    private List<String> kept(Locations.Method method, Set<String> ran, boolean searching) {
        String prefix = method.className().equals(spec.boardClass()) ? "board." : "solver.";
        return outcomes.values().stream().filter(outcome -> ran.contains(outcome.id())
                && outcome.id().startsWith(prefix) && !outcome.id().startsWith(prefix + "api.")
                && outcome.status() == Status.PASSED).map(CheckOutcome::id)
                .sorted(Comparator.comparing((String id) -> !locations.judges(id, method)).thenComparing(id -> id))
                .limit(searching ? MOST_SEARCHING_KEPT : MOST_KEPT).toList();
    }

    /**
     * Returns the check classes of the spec that hold the variants' checks: the child finds each check's id in them,
     * and a class not searched saves it the time. All of the spec's classes when a check is not the package's (a
     * check class given by name).
     */
    private List<String> holding(List<VariantCheck> checks) {
        Set<String> names = checks.stream().map(VariantCheck::check).collect(Collectors.toSet());
        Set<String> known = CheckCatalog.discover(List.of()).stream().map(CheckInfo::id).collect(Collectors.toSet());
        if (!known.containsAll(names)) {
            return spec.checkClasses();
        }
        Set<String> holding = Set.copyOf(CheckCatalog.classesHolding(names));
        return spec.checkClasses().stream().filter(holding::contains).toList();
    }

    private VariantCheck limited(VariantCheck check, Map<String, Duration> limits) {
        Duration own = Duration.ofMillis(SLOWER * outcomes.get(check.check()).durationMs());
        Duration limit = own.compareTo(FLOOR) < 0 ? FLOOR : own;
        Duration rubricLimit = rubric.entry(check.check()).timeout();
        limits.put(check.toString(), limit.compareTo(rubricLimit) > 0 ? rubricLimit : limit);
        return check;
    }

    /**
     * Returns the lines of the edits that fix the cause, when they are a few ({@link Location#MOST_LINES} at most):
     * edits on lines far apart are fixes of different readings of the code, and name no one place. The fix shown
     * is the most likely edit's, when every fixing edit is on its line.
     */
    private static Optional<Found.Narrowed> narrowed(Cause cause, Search search, List<Mutants.Mutant> fixing,
            boolean showFix) {
        if (fixing.isEmpty()) {
            return Optional.empty();
        }
        int firstLine = fixing.stream().mapToInt(Mutants.Mutant::line).min().getAsInt();
        int lastLine = fixing.stream().mapToInt(Mutants.Mutant::line).max().getAsInt();
        String text = search.method().line(firstLine);
        if (lastLine - firstLine >= Location.MOST_LINES || text == null) {
            return Optional.empty();
        }
        Location method = cause.location();
        Location lines = new Location(method.file(), firstLine, lastLine, method.method(), text);
        Mutants.Mutant likeliest = fixing.get(0);
        Optional<String> changed = showFix && firstLine == lastLine
                ? FixText.apply(likeliest.edit(), search.method().line(likeliest.line())) : Optional.empty();
        return Optional.of(new Found.Narrowed(lines, changed.map(after -> new Cause.Fix(likeliest.line(), after))
                .orElse(null)));
    }
}
