package npuzzle.grader.sandbox.child;

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
 */
public record ChildSpec(List<String> studentClassDirs, List<String> courseJars, String boardClass,
        String solverClass, Map<String, String> unavailable, List<String> checkClasses, List<String> checkIds,
        long seed, SolutionConvention convention, boolean checkMessages, int outputCapPerCheck, int maxThreads,
        boolean probe, Assignment assignment) {
    public ChildSpec {
        Objects.requireNonNull(assignment, "assignment");
        studentClassDirs = List.copyOf(studentClassDirs);
        courseJars = List.copyOf(courseJars);
        unavailable = Map.copyOf(unavailable);
        checkClasses = List.copyOf(checkClasses);
        checkIds = List.copyOf(checkIds);
        Objects.requireNonNull(convention, "convention");
    }

    /** A spec grading this course's version of the assignment. */
    public ChildSpec(List<String> studentClassDirs, List<String> courseJars, String boardClass,
            String solverClass, Map<String, String> unavailable, List<String> checkClasses, List<String> checkIds,
            long seed, SolutionConvention convention, boolean checkMessages, int outputCapPerCheck, int maxThreads,
            boolean probe) {
        this(studentClassDirs, courseJars, boardClass, solverClass, unavailable, checkClasses, checkIds, seed,
                convention, checkMessages, outputCapPerCheck, maxThreads, probe, Assignment.DEFAULT);
    }

    /** Returns the same spec, running only the given checks, probing or not. */
    public ChildSpec onlyChecks(Set<String> ids, boolean probing) {
        List<String> kept = checkIds.stream().filter(ids::contains).toList();
        return new ChildSpec(studentClassDirs, courseJars, boardClass, solverClass, unavailable, checkClasses, kept,
                seed, convention, checkMessages, outputCapPerCheck, maxThreads, probing, assignment);
    }

    Optional<String> board() {
        return Optional.ofNullable(boardClass);
    }

    Optional<String> solver() {
        return Optional.ofNullable(solverClass);
    }
}
