package npuzzle.similarity.report;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import npuzzle.similarity.Outcome;
import npuzzle.similarity.Pair;
import npuzzle.similarity.Submission;

/**
 * Writes the pages: {@code index.html} (the pairs ranked, the histogram of every compared pair, the clusters, what
 * was left out) and {@code pairs/<rank>.html}, each pair side by side with its matched regions in the same colour on
 * both sides. A page's file is named by its rank, never by a student's text.
 */
public final class HtmlWriter {
    public static final String INDEX = "index.html";
    /** Side-by-side pages are written for this many pairs at most, the most similar (a class of copies of one
     * solution could list tens of thousands of pairs at the floor). */
    public static final int MAX_PAGES = 1000;

    private HtmlWriter() {
    }

    /** Returns the path of the page of the pair of rank {@code rank}, relative to the output folder. */
    static String pairPage(int rank) {
        return "pairs/" + rank + ".html";
    }

    /** Writes every page into {@code out}. */
    public static void write(Outcome outcome, Path out) throws IOException {
        AtomicFile.write(out.resolve(INDEX), HtmlPage.render("index", "Similar submissions",
                JsonWriter.gson().toJson(JsonWriter.tree(outcome))));
        Map<String, Submission> byId = new HashMap<>();
        outcome.submissions().forEach(submission -> byId.put(submission.id(), submission));
        for (int k = 0; k < Math.min(MAX_PAGES, outcome.pairs().size()); k++) {
            Pair pair = outcome.pairs().get(k);
            JsonObject data = JsonWriter.pair(pair, k + 1);
            data.add("filesA", JsonWriter.files(byId.get(pair.a())));
            data.add("filesB", JsonWriter.files(byId.get(pair.b())));
            data.addProperty("of", Math.min(MAX_PAGES, outcome.pairs().size()));
            AtomicFile.write(out.resolve(pairPage(k + 1)), HtmlPage.render("pair", "Side by side: " + pair.a()
                    + " and " + pair.b(), JsonWriter.gson().toJson(data)));
        }
    }
}
