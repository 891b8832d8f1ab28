package npuzzle.grader.style;

import java.util.Objects;

/**
 * One rule of a style check, as {@code grader explain style.RULE} shows it.
 *
 * @param check the check whose tool applies it
 * @param name the rule's id, as findings name it
 * @param summary what it finds, on one line
 * @param detail what it means and how to fix the code, as the tool (or, for a design rule, the course) says it
 */
public record StyleRule(StyleCheck check, String name, String summary, String detail) {
    public StyleRule {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(detail, "detail");
    }

    /** Returns the text of a tool's documentation as plain text on one line: tags dropped, spaces collapsed. */
    static String plain(String html) {
        return html == null ? "" : html.replaceAll("<[^>]*>", " ").replace("&lt;", "<").replace("&gt;", ">")
                .replace("&quot;", "\"").replace("&nbsp;", " ").replace("&amp;", "&").replaceAll("\\s+", " ").trim();
    }
}
