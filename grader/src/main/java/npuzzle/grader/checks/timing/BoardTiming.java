package npuzzle.grader.checks.timing;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.cost.CostSeries;
import npuzzle.grader.cost.GrowthFit;
import npuzzle.grader.cost.GrowthLimit;
import npuzzle.grader.cost.InstrumentedCopy;
import org.junit.jupiter.api.TestReporter;

/** Measures one Board operation's counted cost over doubling n and passes or fails its growth. */
final class BoardTiming {
    static final List<Integer> SIZES = List.of(4, 8, 16, 32, 64, 128, 256);
    /** The most units one measured call may be predicted to take: about a tenth of a second of student code. */
    static final long BUDGET = 30_000_000;

    private BoardTiming() {
    }

    static void check(GradingContext context, BoardOperation operation, TestReporter reporter) {
        RightAnswers.require(StudentClasses.board(context), operation, context.seed());
        BoardType type = new BoardType(InstrumentedCopy.of(StudentClasses.board(context).type()), context.assignment());
        CostSeries series = CostSeries.measure(SIZES, n -> operation.prepare(type, n, context.seed()), BUDGET);
        if (!series.counted()) {
            throw new IllegalStateException("no cost was counted for " + operation.member()
                    + ": the Board class was not instrumented");
        }
        GrowthLimit limit = operation.limit(context.assignment());
        String input = "seeded boards of side n = " + SIZES.stream().map(String::valueOf).collect(Collectors.joining(", "));
        Optional<GrowthFit> fit = series.fit();
        if (fit.isEmpty()) {
            int last = series.sizes().get(series.sizes().size() - 1);
            throw new CheckFailure(String.format(Locale.ROOT, "%s costs %d units already at n = %d, far more than %s",
                    operation.member(), series.costs().get(series.costs().size() - 1), last, limit.stated()),
                    CheckDetails.single(input, limit.toString(), measured(series), operation.hint()));
        }
        GrowthFit growth = fit.get();
        if (!growth.within(limit)) {
            throw new CheckFailure(String.format(Locale.ROOT, "%s grows like %s, required ~%s: %s",
                    operation.member(), growth.order(), limit.stated(), operation.hint()),
                    CheckDetails.single(input, limit.toString(), measured(series), operation.hint()));
        }
        reporter.publishEntry("cost", operation.member() + " grows like " + growth.order() + ", required ~"
                + limit.stated() + ": " + measured(series));
    }

    /** Returns the counted costs, the fitted exponent, the sizes skipped, and the clock times beside them. */
    static String measured(CostSeries series) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < series.sizes().size(); i++) {
            s.append(i == 0 ? "" : ", ").append("n=").append(series.sizes().get(i)).append(": ")
                    .append(series.costs().get(i));
        }
        series.fit().ifPresent(fit -> s.append(String.format(Locale.ROOT, " units (exponent %.2f)", fit.exponent())));
        if (!series.skipped().isEmpty()) {
            s.append("; not run at n = ").append(series.skipped()).append(" (over the budget)");
        }
        s.append("; clock, for information: ").append(series.nanos().stream()
                .map(nanos -> String.format(Locale.ROOT, "%.2f", nanos / 1e6)).collect(Collectors.joining(", ")))
                .append(" ms");
        return s.toString();
    }
}
