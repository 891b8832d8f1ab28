package npuzzle.similarity.engine;

import de.jplag.JPlagComparison;
import de.jplag.Match;
import de.jplag.Token;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import npuzzle.similarity.Pair;
import npuzzle.similarity.Region;

/** One comparison JPlag made, kept until it is known whether its regions are wanted (most pairs are not listed). */
public final class Compared {
    private final Tokenized a;
    private final Tokenized b;
    private final JPlagComparison comparison;

    Compared(Tokenized a, Tokenized b, JPlagComparison comparison) {
        this.a = a;
        this.b = b;
        this.comparison = comparison;
    }

    /** The most similar first, then by the two ids, so that the order never depends on the run. */
    public static final Comparator<Compared> RANKED = Comparator.comparingDouble(Compared::similarity).reversed()
            .thenComparing((Compared c) -> c.a.submission().id()).thenComparing(c -> c.b.submission().id());

    /** Returns the similarity, as a percent. */
    public double similarity() {
        return Math.max(0, Math.min(100, 100 * comparison.similarity()));
    }

    /** Returns the pair, with its matched regions when {@code regions}. */
    public Pair pair(boolean regions) {
        int longest = comparison.matches().stream().mapToInt(Match::length).max().orElse(0);
        return new Pair(a.submission().id(), b.submission().id(), b.submission().group(), similarity(),
                comparison.getNumberOfMatchedTokens(), longest, regions ? regions() : List.of());
    }

    private List<Region> regions() {
        boolean swapped = comparison.firstSubmission() != a.jplag();
        List<Region> regions = new ArrayList<>();
        for (Match match : comparison.matches()) {
            int startA = swapped ? match.startOfSecond() : match.startOfFirst();
            int startB = swapped ? match.startOfFirst() : match.startOfSecond();
            Span onA = span(a, startA, match.length());
            Span onB = span(b, startB, match.length());
            if (onA != null && onB != null) {
                regions.add(new Region(onA.file, onA.first, onA.last, onB.file, onB.first, onB.last, match.length()));
            }
        }
        regions.sort(Comparator.comparing(Region::fileA).thenComparingInt(Region::firstLineA));
        return regions;
    }

    /** Returns the file and lines that {@code length} tokens from {@code start} cover, or null if they have none. */
    private static Span span(Tokenized side, int start, int length) {
        List<Token> tokens = side.jplag().getTokenList();
        String file = null;
        int first = Integer.MAX_VALUE;
        int last = 0;
        for (int k = start; k < start + length && k < tokens.size(); k++) {
            Token token = tokens.get(k);
            if (token.getLine() < 1) {
                continue;
            }
            if (file == null) {
                file = side.paths().get(token.getFile());
            }
            first = Math.min(first, token.getLine());
            last = Math.max(last, token.getLine());
        }
        return file == null ? null : new Span(file, first, last);
    }

    private record Span(String file, int first, int last) {
    }
}
