package npuzzle.grader.sandbox.child;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.checks.SolutionConvention;

/**
 * What one child JVM grades, sent by the parent as one JSON line on the child's stdin after the channel line.
 *
 * @param studentClassDirs the folders of the student's compiled classes
 * @param courseJars the course's jars the student code links against
 * @param boardClass the binary name of the student's Board, or null when it is unavailable
 * @param solverClass the binary name of the student's Solver, or null when it is unavailable
 * @param unavailable why a class is unavailable, keyed "Board" or "Solver"
 * @param checkClasses the check classes to run; empty means every class in package {@code npuzzle.grader.checks}
 * @param checkIds the ids of the checks to run (the rest are filtered out)
 * @param seed the seed of every random input
 * @param convention whether solution() includes the initial board
 * @param checkMessages whether exception messages are checked
 * @param outputCapPerCheck how many characters a check may print and have kept
 * @param maxThreads how many threads a check may leave running before the child reports it and ends
 * @param probe whether the child probes the student's constructors before the checks (see ContextBuilder)
 * @param assignment the version of the assignment graded
 * @param spoiledWork the shared work that ran out of a check's time in an earlier child JVM, with that check's id,
 *     by key ({@code SharedWork}): the checks that need it are not judged instead of running it again
 * @param variantDirs folders of class files that each stand in for some of the student's (a mutant of one class):
 *     when there are any, the check ids name {@link VariantCheck}s, and each runs on its variant ({@link VariantRun})
 */
public record ChildSpec(List<String> studentClassDirs, List<String> courseJars, String boardClass,
        String solverClass, Map<String, String> unavailable, List<String> checkClasses, List<String> checkIds,
        long seed, SolutionConvention convention, boolean checkMessages, int outputCapPerCheck, int maxThreads,
        boolean probe, Assignment assignment, Map<String, String> spoiledWork, List<String> variantDirs) {
    public ChildSpec {
        spoiledWork = spoiledWork == null ? Map.of() : Map.copyOf(spoiledWork);
        variantDirs = variantDirs == null ? List.of() : List.copyOf(variantDirs);
        Objects.requireNonNull(assignment, "assignment");
        studentClassDirs = List.copyOf(studentClassDirs);
        courseJars = List.copyOf(courseJars);
        unavailable = Map.copyOf(unavailable);
        checkClasses = List.copyOf(checkClasses);
        checkIds = List.copyOf(checkIds);
        Objects.requireNonNull(convention, "convention");
    }

    /** A spec with no spoiled work. */
    public ChildSpec(List<String> studentClassDirs, List<String> courseJars, String boardClass,
            String solverClass, Map<String, String> unavailable, List<String> checkClasses, List<String> checkIds,
            long seed, SolutionConvention convention, boolean checkMessages, int outputCapPerCheck, int maxThreads,
            boolean probe, Assignment assignment) {
        this(studentClassDirs, courseJars, boardClass, solverClass, unavailable, checkClasses, checkIds, seed,
                convention, checkMessages, outputCapPerCheck, maxThreads, probe, assignment, Map.of(), List.of());
    }

    /** A spec grading this course's version of the assignment. */
    public ChildSpec(List<String> studentClassDirs, List<String> courseJars, String boardClass,
            String solverClass, Map<String, String> unavailable, List<String> checkClasses, List<String> checkIds,
            long seed, SolutionConvention convention, boolean checkMessages, int outputCapPerCheck, int maxThreads,
            boolean probe) {
        this(studentClassDirs, courseJars, boardClass, solverClass, unavailable, checkClasses, checkIds, seed,
                convention, checkMessages, outputCapPerCheck, maxThreads, probe, Assignment.DEFAULT);
    }

    /** Returns the same spec, running only the given checks, probing or not, with the given work spoiled. */
    public ChildSpec onlyChecks(Set<String> ids, boolean probing, Map<String, String> spoiled) {
        List<String> kept = checkIds.stream().filter(ids::contains).toList();
        return new ChildSpec(studentClassDirs, courseJars, boardClass, solverClass, unavailable, checkClasses, kept,
                seed, convention, checkMessages, outputCapPerCheck, maxThreads, probing, assignment, spoiled,
                variantDirs);
    }

    /** Returns the same spec without its class folders and course jars: what it runs, not where they are. */
    public ChildSpec withoutPaths() {
        return new ChildSpec(List.of(), List.of(), boardClass, solverClass, unavailable, checkClasses, checkIds, seed,
                convention, checkMessages, outputCapPerCheck, maxThreads, probe, assignment, spoiledWork, variantDirs);
    }

    /**
     * Returns the same spec running {@code variants}' checks, each on its variant of the student's classes, from the
     * check classes {@code classes}.
     */
    public ChildSpec withVariants(List<String> dirs, List<VariantCheck> variants, List<String> classes) {
        return new ChildSpec(studentClassDirs, courseJars, boardClass, solverClass, unavailable, classes,
                variants.stream().map(VariantCheck::toString).toList(), seed, convention, checkMessages,
                outputCapPerCheck, maxThreads, probe, assignment, Map.of(), dirs);
    }

    /**
     * Returns the spec of one variant's checks in a child in variant mode: the variant's folder first (its classes
     * stand in for the student's), those checks, the work spoiled in it; the Board's constructor is probed as in a
     * grading, so an edit that makes it hang is graded as a grading would grade it.
     */
    ChildSpec variant(int index, List<String> ids, Map<String, String> spoiled) {
        List<String> dirs = new ArrayList<>(List.of(variantDirs.get(index)));
        dirs.addAll(studentClassDirs);
        return new ChildSpec(dirs, courseJars, boardClass, solverClass, unavailable, checkClasses, ids, seed,
                convention, checkMessages, outputCapPerCheck, maxThreads, probe, assignment, spoiled, List.of());
    }

    Optional<String> board() {
        return Optional.ofNullable(boardClass);
    }

    Optional<String> solver() {
        return Optional.ofNullable(solverClass);
    }
}
