package npuzzle.grader.report;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Text from a student (what their code printed, a {@code toString()}, an exception message, a file name) made inert
 * for a terminal: control characters, escape sequences and bidirectional overrides are shown as escapes
 * ({@code \e[2J}, {@code \r}, {@code \x07}, {@code \u202e}) instead of being obeyed, so that no submission can clear
 * the screen or print a forged score over the real one. Other formats keep the text exact (JSON) or escape it their
 * own way (HTML, XML, CSV).
 */
public final class TerminalText {
    private TerminalText() {
    }

    /** Returns {@code text} on one line: every control character escaped, line breaks too. */
    public static String escape(String text) {
        StringBuilder shown = new StringBuilder(text.length());
        text.codePoints().forEach(c -> shown.append(shown(c)));
        return shown.toString();
    }

    /** Returns {@code text} with its line breaks kept and every other control character escaped. */
    public static String escapeKeepingLines(String text) {
        return Arrays.stream(text.split("\n", -1)).map(TerminalText::escape).collect(Collectors.joining("\n"));
    }

    private static String shown(int c) {
        return switch (c) {
            case 0x1b -> "\\e";
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\t"; // moves the cursor right and no further: harmless
            default -> inert(c) ? Character.toString(c)
                    : String.format(Locale.ROOT, c < 0x80 ? "\\x%02x" : "\\u%04x", c);
        };
    }

    /** Returns whether a terminal shows the character as itself, rather than acting on it. */
    private static boolean inert(int c) {
        boolean control = c < 0x20 || c >= 0x7f && c <= 0x9f; // C0, DEL and C1 (0x9b is a one-byte escape)
        boolean bidi = c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069 || c == 0x200e || c == 0x200f
                || c == 0x061c;
        return !control && !bidi;
    }
}
