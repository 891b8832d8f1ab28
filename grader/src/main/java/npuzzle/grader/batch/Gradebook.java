package npuzzle.grader.batch;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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
 * The class's results: {@code summary.csv}, one row per student to import into a gradebook, {@code summary.json},
 * which has the same rows (with the class folder's entries each came from) and adds the mistakes the class made (the
 * causes of lost points, the one that cost the most students first: {@link ClassCauses}), how many students pass each
 * graded check, the checks the class fails most first, the style rules apart (advice: the rule that touches the most
 * submissions first), and the dashboard's data, which is the summary.
 */
public final class Gradebook {
    /** The summary format written by this version. */
    public static final String SCHEMA = "npuzzle-grader/summary/4";
    /** The dashboard data's format. */
    public static final String DASHBOARD_SCHEMA = "npuzzle-grader/dashboard/4";
    /** Each graded student's HTML report, in the student's folder of the output. */
    public static final String REPORT_PAGE = "report.html";

    private final List<BatchOutcome> outcomes;
    private final Map<String, List<Submitter>> submitters = new LinkedHashMap<>();
    private final Map<String, List<String>> entries = new LinkedHashMap<>();

    /**
     * A gradebook of the outcomes; the manifest's {@code described} submissions give the authors an export names and
     * the class folder's entries each was made of.
     */
    public Gradebook(List<BatchOutcome> outcomes, List<BatchManifest.Entry> described) {
        this.outcomes = List.copyOf(outcomes);
        for (BatchManifest.Entry entry : described) {
            if (!entry.submitters().isEmpty()) {
                submitters.put(entry.id(), entry.submitters());
            }
            entries.put(entry.id(), entry.entries());
        }
    }

    /** How one check went across the class. */
    record CheckRate(String id, String name, String category, int passed, int graded, double passRate) {
    }

    /**
     * A style rule's findings across the class, advice that costs no points.
     *
     * @param check the style check that reports it, e.g. {@code style.pmd}
     * @param rule the tool's rule id, e.g. {@code ImmutableField}
     * @param submissions how many submissions it was found in
     * @param findings how many times it was found in all
     */
    record StyleRuleCount(String check, String rule, int submissions, int findings) {
    }

    /**
     * The class's totals, the causes of lost points across it, each graded check's pass rate (advice, the style checks
     * worth no points, apart as {@code styleRules}) and a row per submission: {@code summary.json}.
     */
    record Summary(String schema, int submissions, int graded, int notGraded, double meanScore, double maxScore,
            List<ClassCauses.ClassCause> causes, List<CheckRate> checks, List<StyleRuleCount> styleRules,
            List<Row> rows) {
    }

    /**
     * One student's line: of {@code summary.csv} and of the dashboard's table.
     *
     * @param id the student's name
     * @param state graded or not-graded (a kept report was graded as a fresh one would be: the gradebook does not
     *     depend on interruptions)
     * @param score the points earned, or null when not graded
     * @param maxScore the points available, or null when not graded
     * @param percent the score in percent, or null when not graded
     * @param categories the points per category (wire name), in report order; empty when not graded
     * @param reason why nothing was graded, or why the report scores nothing; empty otherwise
     * @param page the student's HTML report relative to the output folder, or null when not graded
     * @param entries the class folder's entries the submission was made of
     */
    record Row(String id, BatchOutcome.State state, Double score, Double maxScore, Double percent,
            Map<String, Double> categories, String reason, String page, List<String> entries) {
    }

    /** The class dashboard's data: {@code summary.json} (whose rows are {@code summary.csv}'s) and the categories. */
    record Dashboard(String schema, Summary summary, List<String> categories) {
    }

    /** Returns a row per submission, in the batch's order. */
    List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (BatchOutcome outcome : outcomes) {
            if (outcome.report().isEmpty()) {
                rows.add(new Row(outcome.id(), BatchOutcome.State.NOT_GRADED, null, null, null, Map.of(),
                        outcome.reason().orElse(""), null, entriesOf(outcome.id())));
                continue;
            }
            Report report = outcome.report().get();
            Map<String, Double> categories = new LinkedHashMap<>();
            for (CategoryScore category : report.categories()) {
                categories.put(category.name().wireName(), category.score());
            }
            double percent = report.maxScore() == 0 ? 0 : 100 * report.score() / report.maxScore();
            rows.add(new Row(outcome.id(), BatchOutcome.State.GRADED, report.score(), report.maxScore(), Scores.round(percent),
                    categories, outcome.reason().orElse(""), pathSegment(outcome.id()) + "/" + REPORT_PAGE,
                    entriesOf(outcome.id())));
        }
        return rows;
    }

    private List<String> entriesOf(String id) {
        return entries.getOrDefault(id, List.of());
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
        for (Row row : rows()) {
            csv.append(cell(row.id()));
            if (named) {
                List<Submitter> people = submitters.getOrDefault(row.id(), List.of());
                csv.append(',').append(cell(joined(people, Submitter::name))).append(',')
                        .append(cell(joined(people, Submitter::sid))).append(',')
                        .append(cell(joined(people, Submitter::email)));
            }
            csv.append(',').append(row.state().name().toLowerCase(Locale.ROOT));
            if (row.score() != null) {
                csv.append(',').append(Scores.format(row.score())).append(',').append(Scores.format(row.maxScore()))
                        .append(',').append(Scores.format(row.percent()));
                for (Category category : Category.values()) {
                    Double score = row.categories().get(category.wireName());
                    csv.append(',').append(score == null ? "" : Scores.format(score));
                }
            } else {
                csv.append(",,,").append(",".repeat(Category.values().length));
            }
            csv.append(',').append(cell(row.reason())).append('\n');
        }
        return csv.toString();
    }

    private static String joined(List<Submitter> people, Function<Submitter, String> field) {
        return people.stream().map(field).collect(Collectors.joining("; "));
    }

    /** Returns the summary as JSON text. */
    public String json() {
        return GraderJson.indented(summary(), Summary.class);
    }

    /** Returns the dashboard's data as JSON text: {@link #json()}'s summary and the categories. */
    public String dashboardJson() {
        return GraderJson.GSON.toJson(new Dashboard(DASHBOARD_SCHEMA, summary(),
                Arrays.stream(Category.values()).map(Category::wireName).toList()), Dashboard.class);
    }

    private Summary summary() {
        Map<String, Report> byId = new LinkedHashMap<>();
        outcomes.forEach(outcome -> outcome.report().ifPresent(report -> byId.put(outcome.id(), report)));
        List<Report> reports = List.copyOf(byId.values());
        double mean = reports.stream().mapToDouble(Report::score).average().orElse(0);
        double max = reports.stream().mapToDouble(Report::maxScore).max().orElse(0);
        return new Summary(SCHEMA, outcomes.size(), reports.size(), outcomes.size() - reports.size(),
                Scores.round(mean), max, ClassCauses.of(byId), checkRates(reports), styleRules(reports), rows());
    }

    /**
     * Returns each graded check's pass rate over the reports, the lowest first (ties by id); the style checks worth
     * no points are advice, which {@link #styleRules} counts by rule instead.
     */
    List<CheckRate> checkRates(List<Report> reports) {
        Map<String, CheckResult> first = new LinkedHashMap<>();
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Report report : reports) {
            for (CheckResult check : report.checks()) {
                if (check.status() == Status.SKIPPED || check.advisory()) {
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
     * Returns each style rule found in the advice of the reports, with how many submissions it touches and how many
     * times it was found: the most submissions first (then the most findings, then by check and rule).
     */
    List<StyleRuleCount> styleRules(List<Report> reports) {
        Map<List<String>, int[]> counts = new LinkedHashMap<>();
        for (Report report : reports) {
            Map<List<String>, Integer> here = new LinkedHashMap<>();
            for (CheckResult check : report.advice()) {
                if (check.findings() != null) {
                    check.findings().forEach(finding -> here.merge(List.of(check.id(), finding.rule()), 1,
                            Integer::sum));
                }
            }
            here.forEach((key, times) -> {
                int[] count = counts.computeIfAbsent(key, k -> new int[2]);
                count[0]++;
                count[1] += times;
            });
        }
        List<StyleRuleCount> rules = new ArrayList<>();
        counts.forEach((key, count) -> rules.add(new StyleRuleCount(key.get(0), key.get(1), count[0], count[1])));
        rules.sort(Comparator.comparingInt(StyleRuleCount::submissions).reversed()
                .thenComparing(Comparator.comparingInt(StyleRuleCount::findings).reversed())
                .thenComparing(StyleRuleCount::check).thenComparing(StyleRuleCount::rule));
        return rules;
    }

    /** Returns a folder name as one segment of a relative URL: every byte but the unreserved ones %-escaped. */
    static String pathSegment(String name) {
        StringBuilder segment = new StringBuilder();
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c < 128 && (Character.isLetterOrDigit(c) || "-._~".indexOf(c) >= 0)) {
                segment.append(c);
            } else {
                segment.append('%').append(String.format(Locale.ROOT, "%02X", b & 0xff));
            }
        }
        return segment.toString();
    }

    /**
     * Returns a CSV cell: quoted when it holds a comma, quote or line break, and with a leading apostrophe when a
     * spreadsheet would take it for a formula (a folder name is the student's to choose).
     */
    public static String cell(String text) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
