package npuzzle.similarity.report;

import java.util.Locale;
import npuzzle.similarity.Outcome;
import npuzzle.similarity.Pair;

/**
 * Formats {@code pairs.csv}: {@code a,b,similarity,matchedTokens,longestMatch}, one row per listed pair, the most
 * similar first, the similarity a percent with one decimal. A cell a spreadsheet would take for a formula (an id is
 * the student's to choose) starts with a quote, as the grader's gradebook does.
 */
public final class CsvWriter {
    public static final String HEADER = "a,b,similarity,matchedTokens,longestMatch";

    private CsvWriter() {
    }

    public static String format(Outcome outcome) {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (Pair pair : outcome.pairs()) {
            csv.append(cell(pair.a())).append(',').append(cell(pair.b())).append(',')
                    .append(String.format(Locale.ROOT, "%.1f", pair.similarity())).append(',')
                    .append(pair.matchedTokens()).append(',').append(pair.longestMatch()).append('\n');
        }
        return csv.toString();
    }

    static String cell(String text) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        if (safe.contains(",") || safe.contains("\"") || safe.contains("\n") || safe.contains("\r")) {
            return "\"" + safe.replace("\"", "\"\"") + "\"";
        }
        return safe;
    }
}
