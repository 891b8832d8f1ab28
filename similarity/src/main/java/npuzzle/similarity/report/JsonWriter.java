package npuzzle.similarity.report;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import npuzzle.similarity.Cluster;
import npuzzle.similarity.Group;
import npuzzle.similarity.Outcome;
import npuzzle.similarity.Pair;
import npuzzle.similarity.Region;
import npuzzle.similarity.Request;
import npuzzle.similarity.Skipped;
import npuzzle.similarity.Submission;

/**
 * Formats {@code pairs.json} (schema {@code npuzzle-similarity/pairs/1}): the settings, the counts, the histogram of
 * every compared pair, the listed pairs with their matched regions (file, first and last line on each side) and the
 * page that shows each, the clusters, and what was left out and why. The pages draw this same data.
 */
public final class JsonWriter {
    public static final String SCHEMA = "npuzzle-similarity/pairs/1";
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().setPrettyPrinting().create();

    private JsonWriter() {
    }

    public static String format(Outcome outcome) {
        return GSON.toJson(tree(outcome)) + "\n";
    }

    /** Returns the data as a tree, for the pages to embed. */
    static JsonObject tree(Outcome outcome) {
        JsonObject root = new JsonObject();
        root.addProperty("schema", SCHEMA);
        root.addProperty("minimumTokenMatch", outcome.minimumTokenMatch());
        root.addProperty("floor", Request.FLOOR);
        root.addProperty("top", Request.TOP);
        root.addProperty("starterCodeLeftOut", outcome.withBase());
        JsonObject counts = new JsonObject();
        counts.addProperty("class", outcome.submissions().stream().filter(s -> s.group() == Group.CLASS).count());
        counts.addProperty("known", outcome.submissions().stream().filter(s -> s.group() == Group.KNOWN).count());
        counts.addProperty("skipped", outcome.skipped().size());
        counts.addProperty("comparisons", outcome.comparisons());
        root.add("submissions", counts);
        JsonArray histogram = new JsonArray();
        for (int count : outcome.histogram()) {
            histogram.add(count);
        }
        root.add("histogram", histogram);
        JsonArray pairs = new JsonArray();
        for (int k = 0; k < outcome.pairs().size(); k++) {
            pairs.add(pair(outcome.pairs().get(k), k + 1));
        }
        root.add("pairs", pairs);
        JsonArray clusters = new JsonArray();
        for (Cluster cluster : outcome.clusters()) {
            JsonObject item = new JsonObject();
            item.add("members", GSON.toJsonTree(cluster.members()));
            item.addProperty("pairs", cluster.pairs());
            item.addProperty("highest", round(cluster.highest()));
            clusters.add(item);
        }
        root.add("clusters", clusters);
        JsonArray skipped = new JsonArray();
        for (Skipped entry : outcome.skipped()) {
            JsonObject item = new JsonObject();
            item.addProperty("id", entry.id());
            item.addProperty("group", entry.group().wireName());
            item.addProperty("reason", entry.reason());
            skipped.add(item);
        }
        root.add("skipped", skipped);
        return root;
    }

    /** Returns a pair as JSON; {@code rank} counts from 1 and names its page. */
    static JsonObject pair(Pair pair, int rank) {
        JsonObject item = new JsonObject();
        item.addProperty("rank", rank);
        item.addProperty("a", pair.a());
        item.addProperty("b", pair.b());
        item.addProperty("bGroup", pair.bGroup().wireName());
        item.addProperty("similarity", round(pair.similarity()));
        item.addProperty("matchedTokens", pair.matchedTokens());
        item.addProperty("longestMatch", pair.longestMatch());
        if (rank <= HtmlWriter.MAX_PAGES) {
            item.addProperty("page", HtmlWriter.pairPage(rank));
        }
        JsonArray regions = new JsonArray();
        for (Region region : pair.regions()) {
            JsonObject entry = new JsonObject();
            entry.add("a", side(region.fileA(), region.firstLineA(), region.lastLineA()));
            entry.add("b", side(region.fileB(), region.firstLineB(), region.lastLineB()));
            entry.addProperty("tokens", region.tokens());
            regions.add(entry);
        }
        item.add("regions", regions);
        return item;
    }

    /** Returns a submission's files as JSON, for its side of a pair's page. */
    static JsonArray files(Submission submission) {
        JsonArray files = new JsonArray();
        submission.files().forEach(file -> {
            JsonObject item = new JsonObject();
            item.addProperty("path", file.path());
            item.addProperty("text", file.text());
            files.add(item);
        });
        return files;
    }

    private static JsonObject side(String file, int first, int last) {
        JsonObject side = new JsonObject();
        side.addProperty("file", file);
        side.addProperty("firstLine", first);
        side.addProperty("lastLine", last);
        return side;
    }

    private static double round(double percent) {
        return Math.round(percent * 10) / 10.0;
    }

    static Gson gson() {
        return GSON;
    }
}
