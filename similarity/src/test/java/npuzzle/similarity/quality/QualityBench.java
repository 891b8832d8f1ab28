package npuzzle.similarity.quality;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import npuzzle.similarity.Request;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The quality table of the README: for each shortest match, with and without the starter code left out, each kind of
 * change's ranks and AUC, and how many independent pairs reach the floor. Run it with
 * {@code mvn -B -pl similarity test -Dtest=QualityBench}; it writes {@code target/quality.md} and asserts that the
 * default shortest match is the one the rule picks: the best worst-kind AUC with the starter code left out, then the
 * fewest independent pairs at the floor, then the smaller value.
 */
class QualityBench {
    static final int[] CANDIDATES = {5, 7, 9, 12, 15, 20, 25};

    @Test
    void defaultMinimumTokenMatchIsTheOneTheTablePicks(@TempDir Path work) throws Exception {
        Path submissions = Path.of(System.getProperty("npuzzle.submissions"));
        QualitySet set = QualitySet.build(submissions);
        List<Quality.Result> results = new ArrayList<>();
        for (boolean starter : new boolean[] {true, false}) {
            for (int n : CANDIDATES) {
                results.add(Quality.measure(set, work, submissions, n, starter, Request.FLOOR));
            }
        }
        String table = table(results);
        System.out.println(table);
        Files.writeString(Path.of("target", "quality.md"), table);
        Quality.Result best = results.stream().filter(Quality.Result::withStarter)
                .min(Comparator.comparingDouble((Quality.Result r) -> -r.worstAuc())
                        .thenComparingInt(Quality.Result::negativesAboveFloor)
                        .thenComparingInt(Quality.Result::minimumTokenMatch)).orElseThrow();
        assertEquals(best.minimumTokenMatch(), Request.DEFAULT_MINIMUM_TOKEN_MATCH,
                "the table picks " + best.minimumTokenMatch() + ":\n" + table);
    }

    static String table(List<Quality.Result> results) {
        StringBuilder out = new StringBuilder();
        out.append("| min tokens | starter code | ");
        for (Change change : Change.values()) {
            out.append(change.description()).append(" | ");
        }
        out.append("independent pairs: mean, max, at 30%+ |\n|---|---|");
        out.append("---|".repeat(Change.values().length)).append("---|\n");
        for (Quality.Result result : results) {
            out.append("| ").append(result.minimumTokenMatch()).append(" | ")
                    .append(result.withStarter() ? "left out" : "kept").append(" | ");
            for (Change change : Change.values()) {
                Quality.Row row = result.rows().get(change);
                out.append(String.format(Locale.ROOT, "AUC %.3f, ranks %s, %.0f%% | ", row.auc(),
                        row.ranks().stream().map(String::valueOf).collect(Collectors.joining(" ")), row.meanCopy()));
            }
            out.append(String.format(Locale.ROOT, "%.0f%%, %.0f%%, %d of %d |%n", result.meanNegative(),
                    result.maxNegative(), result.negativesAboveFloor(), result.negatives()));
        }
        return out.toString();
    }
}
