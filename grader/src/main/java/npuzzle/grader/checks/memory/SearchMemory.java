package npuzzle.grader.checks.memory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import npuzzle.grader.checks.timing.SolverWork;
import npuzzle.grader.cost.BoardMethod;
import npuzzle.grader.cost.CountedSolvers;
import npuzzle.grader.cost.DeepSize;
import npuzzle.grader.cost.runtime.Creations;

/**
 * The memory of one search on the call-counted reference Board: the deep size of every object the Solver's classes
 * created (its nodes, the Solver itself, what they hold), the boards left out, per board the search created; and
 * the deep size of the Solver after construction, its solution's boards included.
 *
 * @param boards the boards the search created
 * @param bytes the deep size of the objects the Solver's classes created, boards excluded
 * @param retained the deep size of the Solver object after construction, or 0 if the search did not finish
 * @param classes per class of the Solver's: how many objects, and the bytes each holds besides boards and the
 *     other recorded objects (its own fields, arrays and strings), e.g. "Solver$Node: 26471 x 32 bytes"
 * @param finished whether the search finished within its unit limit
 */
record SearchMemory(long boards, long bytes, long retained, List<String> classes, boolean finished) {
    private static final int SAMPLED = 200;

    SearchMemory {
        classes = List.copyOf(classes);
    }

    /** Runs the search on {@code tiles} within {@code limit} units, recording what it creates, and measures it. */
    static SearchMemory measure(CountedSolvers solvers, int[][] tiles, long limit) {
        SolverWork work;
        List<Object> created;
        Creations.start();
        try {
            work = SolverWork.run(solvers, tiles, limit);
        } finally {
            created = Creations.stop();
        }
        Set<Object> distinct = Collections.newSetFromMap(new IdentityHashMap<>());
        distinct.addAll(created);
        Predicate<Object> isBoard = object -> object.getClass() == solvers.board();
        long bytes = DeepSize.of(distinct, isBoard);
        long retained = distinct.stream().filter(object -> object.getClass() == solvers.solver()).findFirst()
                .map(DeepSize::of).orElse(0L);
        return new SearchMemory(work.calls(BoardMethod.CONSTRUCTION), bytes, work.finished() ? retained : 0,
                tally(created, distinct, isBoard), work.finished());
    }

    /** Returns the bytes per board created. */
    double bytesPerBoard() {
        return (double) bytes / Math.max(boards, 1);
    }

    /** Counts the objects of each class, most first, and the mean bytes of the first {@value #SAMPLED} of each. */
    private static List<String> tally(List<Object> created, Set<Object> distinct, Predicate<Object> isBoard) {
        Map<Class<?>, List<Object>> byClass = new LinkedHashMap<>();
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Object object : created) {
            if (seen.add(object)) {
                byClass.computeIfAbsent(object.getClass(), c -> new ArrayList<>()).add(object);
            }
        }
        List<Map.Entry<Class<?>, List<Object>>> classes = new ArrayList<>(byClass.entrySet());
        classes.sort((a, b) -> Integer.compare(b.getValue().size(), a.getValue().size()));
        List<String> lines = new ArrayList<>();
        for (Map.Entry<Class<?>, List<Object>> entry : classes) {
            List<Object> objects = entry.getValue();
            long own = 0;
            int sampled = Math.min(objects.size(), SAMPLED);
            for (Object object : objects.subList(0, sampled)) {
                own += DeepSize.of(List.of(object), other -> other != object
                        && (isBoard.test(other) || distinct.contains(other)));
            }
            lines.add(String.format(Locale.ROOT, "%s: %d x %d bytes", entry.getKey().getName(), objects.size(),
                    own / sampled));
        }
        return lines;
    }
}
