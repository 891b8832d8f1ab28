package npuzzle.reference.play;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The characters the grid, the arrows and "..." are drawn with: box drawing in UTF-8, plain ASCII elsewhere. The
 * grid uses the double-line box characters because JLine sends the single-line ones through the terminal's
 * alternate character set, which tmux's capture-pane and screen readers show as letters (lqqk).
 */
public enum Glyphs {
    UNICODE("═", "║", "╔╦╗", "╠╬╣", "╚╩╝", "↑", "↓", "←", "→", "…"),
    ASCII("-", "|", "+++", "+++", "+++", "Up", "Down", "Left", "Right", "...");

    private final String horizontal;
    private final String vertical;
    private final String top;
    private final String middle;
    private final String bottom;
    private final String up;
    private final String down;
    private final String left;
    private final String right;
    private final String ellipsis;

    Glyphs(String horizontal, String vertical, String top, String middle, String bottom, String up, String down,
            String left, String right, String ellipsis) {
        this.horizontal = horizontal;
        this.vertical = vertical;
        this.top = top;
        this.middle = middle;
        this.bottom = bottom;
        this.up = up;
        this.down = down;
        this.left = left;
        this.right = right;
        this.ellipsis = ellipsis;
    }

    /** Returns the glyphs a terminal or file with {@code charset} can show. */
    public static Glyphs forCharset(Charset charset) {
        return StandardCharsets.UTF_8.equals(charset) ? UNICODE : ASCII;
    }

    String horizontal() {
        return horizontal;
    }

    String vertical() {
        return vertical;
    }

    /** Returns the left, inner and right joints of the top, a middle or the bottom border (0, 1, 2). */
    String joints(int border) {
        return switch (border) {
            case 0 -> top;
            case 1 -> middle;
            default -> bottom;
        };
    }

    /** Returns the arrow key {@link Controls} calls {@code name} as it is drawn. */
    public String arrow(String name) {
        return switch (name) {
            case Controls.UP -> up;
            case Controls.DOWN -> down;
            case Controls.LEFT -> left;
            case Controls.RIGHT -> right;
            default -> throw new IllegalArgumentException("not an arrow key: " + name);
        };
    }

    String ellipsis() {
        return ellipsis;
    }
}
