package npuzzle.similarity.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A self-contained page, made as the grader's pages are ({@code npuzzle.grader.report.HtmlPage}, which this jar may
 * not use): the template {@code page.html} with the shared and the page's own CSS and JavaScript inlined, and the
 * page's data as one JSON blob that the script draws. Its Content-Security-Policy allows only these inline blocks (by
 * hash) and no request at all, so the page works from {@code file://} and cannot reach the network.
 */
final class HtmlPage {
    private static final String FOLDER = "/npuzzle/similarity/html/";
    private static final Map<String, String> RESOURCES = new ConcurrentHashMap<>();
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{([a-z-]+)}}");

    private HtmlPage() {
    }

    /**
     * Returns the page.
     *
     * @param page the page's resources ({@code page.css}, {@code page.js}): "index" or "pair"
     * @param title the page's title, plain text
     * @param json the data, JSON text the script reads
     */
    static String render(String page, String title, String json) {
        String style = resource("common.css") + resource(page + ".css");
        String script = resource("common.js") + resource(page + ".js");
        Map<String, String> values = Map.of("style-hash", sha256(style), "script-hash", sha256(script),
                "title", text(title), "page", page, "style", style, "data", scriptSafe(json), "script", script);
        // one pass over the template, so that a value (the student's code in the data) is never searched again
        return PLACEHOLDER.matcher(resource("page.html")).replaceAll(match -> Matcher.quoteReplacement(
                Objects.requireNonNull(values.get(match.group(1)), () -> "page.html has no value for "
                        + match.group())));
    }

    /** Returns JSON text that cannot end its script element: {@code <}, {@code >} and {@code &} escaped. */
    static String scriptSafe(String json) {
        return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
    }

    /** Returns plain text as HTML text. */
    static String text(String plain) {
        return plain.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static String resource(String name) {
        return RESOURCES.computeIfAbsent(name, HtmlPage::load);
    }

    private static String load(String name) {
        try (InputStream in = HtmlPage.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalStateException("the similarity jar lacks " + FOLDER + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns the CSP source of an inline block: its SHA-256, in base64. */
    private static String sha256(String block) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(block.getBytes(StandardCharsets.UTF_8));
            return "'sha256-" + Base64.getEncoder().encodeToString(digest) + "'";
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }
}
