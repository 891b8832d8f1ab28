package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.checks.CheckNotes;
import npuzzle.grader.checks.SharedWork;
import npuzzle.grader.checks.property.MultiInputCheck;
import npuzzle.grader.report.Status;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Runs a spec's {@link VariantCheck}s in a child JVM, each variant in class loaders of its own, so nothing of one
 * reaches the next: the checks it must make pass, then the checks it must keep passing, one at a time in the spec's
 * order, until one does not pass. A variant on a line where another of its group already passed every check is not
 * run. A check left out is reported skipped, so the parent has an outcome for every id it asked for. Only whether a
 * check passes counts here, so each ends at its first input that fails or is not judged
 * ({@link MultiInputCheck#passOrFailOnly}).
 */
final class VariantRun {
    private final ChildSpec spec;
    private final EventSink sink;
    private final OutputCapture capture;
    private final Runnable end;
    private final Launcher launcher = CheckCatalog.launcher();
    /** Each check's JUnit unique id, found once: a variant's run selects its checks by it, scanning no class. */
    private final Map<String, UniqueId> uniqueIds = new HashMap<>();

    VariantRun(ChildSpec spec, EventSink sink, OutputCapture capture, Runnable end) {
        this.spec = spec;
        this.sink = sink;
        this.capture = capture;
        this.end = end;
    }

    void run() throws IOException {
        MultiInputCheck.passOrFailOnly(true);
        TestPlan plan = launcher.discover(CheckCatalog.request(spec.checkClasses()).build());
        for (TestIdentifier root : plan.getRoots()) {
            for (TestIdentifier test : plan.getDescendants(root)) {
                CheckIds.of(test.getSource()).ifPresent(id -> uniqueIds.put(id, test.getUniqueIdObject()));
            }
        }
        Map<VariantCheck, Map<Boolean, List<String>>> byVariant = new LinkedHashMap<>();
        for (String id : spec.checkIds()) {
            VariantCheck check = VariantCheck.parse(id);
            if (check != null) {
                // the variant, by its check with no name
                VariantCheck variant = new VariantCheck(check.group(), check.variant(), check.line(), true, "");
                byVariant.computeIfAbsent(variant, key -> new HashMap<>())
                        .computeIfAbsent(check.mustFix(), key -> new ArrayList<>()).add(check.check());
            }
        }
        Map<Integer, Set<Integer>> fixedLines = new HashMap<>();
        for (Map.Entry<VariantCheck, Map<Boolean, List<String>>> entry : byVariant.entrySet()) {
            VariantCheck variant = entry.getKey();
            List<String> mustFix = entry.getValue().getOrDefault(true, List.of());
            List<String> keep = entry.getValue().getOrDefault(false, List.of());
            Set<Integer> fixed = fixedLines.computeIfAbsent(variant.group(), group -> new HashSet<>());
            if (fixed.contains(variant.line())) {
                skip(variant, true, mustFix);
                skip(variant, false, keep);
            } else if (run(variant, true, mustFix) < mustFix.size()) {
                skip(variant, false, keep);
            } else if (run(variant, false, keep) == keep.size()) {
                fixed.add(variant.line());
            }
        }
        sink.prefixIds("", event -> { });
    }

    /**
     * Runs {@code ids} on the variant one at a time until one does not pass, reports the rest skipped, and returns how
     * many passed. The Board's checks that lead the list run in a context of their own, which loads no Solver: most
     * edits fail the first of them, and are dropped without the Solver's loading.
     */
    private int run(VariantCheck variant, boolean mustFix, List<String> ids) throws IOException {
        int board = (int) ids.stream().takeWhile(id -> id.startsWith("board.")).count();
        if (board == 0 || board == ids.size()) {
            return runLoaded(variant, mustFix, ids);
        }
        int passed = runLoaded(variant, mustFix, ids.subList(0, board));
        if (passed < board) {
            skip(variant, mustFix, ids.subList(board, ids.size()));
            return passed;
        }
        return board + runLoaded(variant, mustFix, ids.subList(board, ids.size()));
    }

    /** Runs {@code ids} like {@link #run}, all in one context. */
    private int runLoaded(VariantCheck variant, boolean mustFix, List<String> ids) throws IOException {
        if (ids.isEmpty()) {
            return 0;
        }
        String prefix = variant.prefix(mustFix);
        Map<String, String> spoiled = new HashMap<>();
        spec.spoiledWork().forEach((key, check) -> {
            if (key.startsWith(prefix)) {
                spoiled.put(key.substring(prefix.length()), check);
            }
        });
        Set<String> passed = new HashSet<>();
        Consumer<ChildEvent.CheckFinished> observer = event -> {
            if (event.status() == Status.PASSED) {
                passed.add(event.id());
            }
        };
        SharedWork shared = new SharedWork(key -> sink.send(new ChildEvent.WorkStarted(key)),
                key -> sink.send(new ChildEvent.WorkEnded(key)), spoiled);
        RubricRun rubric = RubricRun.load(spec.variant(variant.variant(), ids, spoiled), shared);
        CheckNotes notes = rubric.notes();
        CheckListener listener = new CheckListener(sink, capture, new ResultMapper(rubric::isStudentClass, notes),
                notes, rubric.stubbed(), new ThreadCensus(), spec.maxThreads(), end, spec.seed());
        for (int done = 0; done < ids.size(); done++) {
            sink.prefixIds(prefix, observer);
            UniqueId check = uniqueIds.get(ids.get(done));
            if (check != null) {
                launcher.execute(CheckCatalog.request(check), listener); // the context RubricRun.load installed
            }
            if (!passed.contains(ids.get(done))) {
                skip(variant, mustFix, ids.subList(done + 1, ids.size()));
                return done;
            }
        }
        return ids.size();
    }

    /**
     * Reports checks of a variant that were not run: a check before them did not pass, or a variant on the same line
     * passed every check.
     */
    private void skip(VariantCheck variant, boolean mustFix, List<String> ids) {
        sink.prefixIds("", event -> { });
        for (String id : ids) {
            sink.send(skipped(new VariantCheck(variant.group(), variant.variant(), variant.line(), mustFix, id)));
        }
    }

    private static ChildEvent.CheckFinished skipped(VariantCheck check) {
        return new ChildEvent.CheckFinished(check.toString(), Status.SKIPPED, 0, "not run", null, null);
    }
}
