package npuzzle.grader.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Scores;

/**
 * The mistakes a class made: the causes of lost points across the reports, each by the check that names it, with how
 * many students it cost points and how many, and where it points in each student's code. A student with two mistakes
 * counts under two causes, not under every check the mistakes failed.
 */
final class ClassCauses {
    private ClassCauses() {
    }

    /**
     * One student's share of a cause.
     *
     * @param id the student's name in the gradebook
     * @param points what the cause cost the student
     * @param location where it points in the student's code, e.g. {@code Solver.java:46 Solver(Board)}, or null
     */
    record Student(String id, double points, String location) {
    }

    /**
     * A cause across the class.
     *
     * @param check the id of the check that names the mistake
     * @param name that check's name
     * @param students how many students it cost points
     * @param points what it cost them in all
     * @param meanPoints what it cost each of them on average
     * @param where each of those students, the costliest first (then by id)
     */
    record ClassCause(String check, String name, int students, double points, double meanPoints,
            List<Student> where) {
    }

    /** Returns the causes of the reports by id, the one that cost the most students first (then the most points). */
    static List<ClassCause> of(Map<String, Report> reports) {
        Map<String, List<Student>> students = new LinkedHashMap<>();
        Map<String, String> names = new LinkedHashMap<>();
        reports.forEach((id, report) -> {
            for (Cause cause : report.causes()) {
                students.computeIfAbsent(cause.check(), check -> new ArrayList<>()).add(new Student(id, cause.points(),
                        cause.location() == null ? null : cause.location().toString()));
                names.putIfAbsent(cause.check(), report.checks().stream().filter(c -> c.id().equals(cause.check()))
                        .map(CheckResult::name).findFirst().orElse(cause.check()));
            }
        });
        List<ClassCause> causes = new ArrayList<>();
        students.forEach((check, where) -> {
            double points = where.stream().mapToDouble(Student::points).sum();
            List<Student> costliestFirst = where.stream().sorted(Comparator.comparingDouble(Student::points).reversed()
                    .thenComparing(Student::id)).toList();
            causes.add(new ClassCause(check, names.get(check), where.size(), Scores.round(points),
                    Scores.round(points / where.size()), costliestFirst));
        });
        causes.sort(Comparator.comparingInt(ClassCause::students).reversed()
                .thenComparing(Comparator.comparingDouble(ClassCause::points).reversed())
                .thenComparing(ClassCause::check));
        return causes;
    }
}
