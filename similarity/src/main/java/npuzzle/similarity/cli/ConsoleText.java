package npuzzle.similarity.cli;

/**
 * Text for a terminal: control characters, escape sequences and bidirectional overrides shown as escapes, never
 * obeyed, so that a student's file name cannot clear the screen or print over another line.
 */
final class ConsoleText {
    private ConsoleText() {
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == 0x1b) {
                out.append("\\e");
            } else if (c < 0x20 || c == 0x7f || c >= 0x80 && c < 0xa0) {
                out.append(String.format("\\x%02x", c));
            } else if (c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069 || c == 0x200e || c == 0x200f) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }
}
