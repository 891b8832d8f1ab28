package npuzzle.grader.batch;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.Optional;
import npuzzle.grader.report.HtmlPage;

/**
 * Writes the class dashboard, {@code index.html}: the score histogram, each check's pass rate (the checks the class
 * fails most first), a sortable, filterable table of the submissions linking to each student's HTML report, and what
 * could not be graded and why. Its data is the gradebook's ({@link Gradebook#dashboardJson()}), so the page, the CSV
 * and {@code summary.json} cannot disagree.
 */
public final class DashboardWriter {
    private DashboardWriter() {
    }

    /** Returns the page. */
    public static String format(Gradebook gradebook) {
        return format(gradebook, Optional.empty());
    }

    /** Returns the page, linking the similarity page at {@code similarity} (relative to the dashboard), if given. */
    public static String format(Gradebook gradebook, Optional<String> similarity) {
        JsonObject data = JsonParser.parseString(gradebook.dashboardJson()).getAsJsonObject();
        similarity.ifPresent(page -> data.addProperty("similarity", page));
        return HtmlPage.render("dashboard", "npuzzle-grader: class dashboard", data.toString());
    }
}
