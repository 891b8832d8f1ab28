package npuzzle.grader.batch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import npuzzle.grader.GraderJson;
import npuzzle.grader.checks.Category;
import npuzzle.grader.report.CategoryScore;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Scores;
import npuzzle.grader.report.Status;

/**
 * The class's results: {@code summary.csv}, one row per student to import into a gradebook, and
 * {@code summary.json}, which adds how many students pass each check, the checks the class fails most first.
 */
public final class Gradebook {
    /** The summary format written by this version. */
    public static final String SCHEMA = "npuzzle-grader/summary/1";

    private final List<BatchOutcome> outcomes;
    private final Map<String, List<Submitter>> submitters;

    /** A gradebook of the outcomes; {@code submitters} names the authors of the submissions an export names. */
    public Gradebook(List<BatchOutcome> outcomes, Map<String, List<Submitter>> submitters) {
        this.outcomes = List.copyOf(outcomes);
        this.submitters = Map.copyOf(submitters);
    }

    /** How one check went across the class. */
    record CheckRate(String id, String name, String category, int passed, int graded, double passRate) {
    }

    record Summary(String schema, int submissions, int graded, int notGraded, double meanScore, double maxScore,
            List<CheckRate> checks) {
    }

    /**
     * Returns the CSV: id, (name, sid, email when the export names the submitters; a group's joined by "; "),
     * state, score, maxScore, percent, one column per category, and the reason.
     */
    public String csv() {
        boolean named = !submitters.isEmpty();
        StringBuilder csv = new StringBuilder(named ? "id,name,sid,email,state,score,maxScore,percent"
                : "id,state,score,maxScore,percent");
        for (Category category : Category.values()) {
            csv.append(',').append(category.wireName());
        }
        csv.append(",reason\n");
        for (BatchOutcome outcome : outcomes) {
            csv.append(cell(outcome.id()));
            if (named) {
                List<Submitter> people = submitters.getOrDefault(outcome.id(), List.of());
                csv.append(',').append(cell(joined(people, Submitter::name))).append(',')
                        .append(cell(joined(people, Submitter::sid))).append(',')
                        .append(cell(joined(people, Submitter::email)));
            }
            // a kept report was graded as a fresh one would be: the gradebook does not depend on interruptions
            BatchOutcome.State state = outcome.state() == BatchOutcome.State.REUSED ? BatchOutcome.State.GRADED
                    : outcome.state();
            csv.append(',').append(state.name().toLowerCase(Locale.ROOT));
            if (outcome.report().isPresent()) {
                Report report = outcome.report().get();
                double percent = report.maxScore() == 0 ? 0 : 100 * report.score() / report.maxScore();
                csv.append(',').append(Scores.format(report.score())).append(',')
                        .append(Scores.format(report.maxScore())).append(',').append(Scores.format(percent));
                Map<Category, CategoryScore> byName = new LinkedHashMap<>();
                report.categories().forEach(category -> byName.put(category.name(), category));
                for (Category category : Category.values()) {
                    CategoryScore score = byName.get(category);
                    csv.append(',').append(score == null ? "" : Scores.format(score.score()));
                }
            } else {
                csv.append(",,,").append(",".repeat(Category.values().length));
            }
            csv.append(',').append(cell(outcome.reason().orElse(""))).append('\n');
        }
        return csv.toString();
    }

    private static String joined(List<Submitter> people, Function<Submitter, String> field) {
        return people.stream().map(field).collect(Collectors.joining("; "));
    }

    /** Returns the summary as JSON text. */
    public String json() {
        List<Report> reports = outcomes.stream().flatMap(outcome -> outcome.report().stream()).toList();
        double mean = reports.stream().mapToDouble(Report::score).average().orElse(0);
        double max = reports.stream().mapToDouble(Report::maxScore).max().orElse(0);
        Summary summary = new Summary(SCHEMA, outcomes.size(), reports.size(), outcomes.size() - reports.size(),
                Scores.round(mean), max, checkRates(reports));
        return GraderJson.indented(summary, Summary.class);
    }

    /** Returns each graded check's pass rate over the reports, the lowest first (ties by id). */
    List<CheckRate> checkRates(List<Report> reports) {
        Map<String, CheckResult> first = new LinkedHashMap<>();
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Report report : reports) {
            for (CheckResult check : report.checks()) {
                if (check.status() == Status.SKIPPED) {
                    continue;
                }
                first.putIfAbsent(check.id(), check);
                int[] count = counts.computeIfAbsent(check.id(), id -> new int[2]);
                count[0] += check.passed() ? 1 : 0;
                count[1]++;
            }
        }
        List<CheckRate> rates = new ArrayList<>();
        counts.forEach((id, count) -> rates.add(new CheckRate(id, first.get(id).name(),
                first.get(id).category().wireName(), count[0], count[1], Scores.round((double) count[0] / count[1]))));
        rates.sort(Comparator.comparingDouble(CheckRate::passRate).thenComparing(CheckRate::id));
        return rates;
    }

    /**
     * Returns a CSV cell: quoted when it holds a comma, quote or line break, and with a leading apostrophe when a
     * spreadsheet would take it for a formula (a folder name is the student's to choose).
     */
    static String cell(String text) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
