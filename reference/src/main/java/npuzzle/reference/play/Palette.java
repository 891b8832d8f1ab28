package npuzzle.reference.play;

import java.util.Map;
import org.jline.utils.AttributedStyle;

/** The styles of the screen: colours and bold, or none at all when {@code NO_COLOR} is set (no-color.org). */
public enum Palette {
    COLOUR(AttributedStyle.BOLD, AttributedStyle.DEFAULT.foreground(AttributedStyle.GREEN),
            AttributedStyle.BOLD.foreground(AttributedStyle.BLACK).background(AttributedStyle.YELLOW),
            AttributedStyle.BOLD.foreground(AttributedStyle.GREEN)),
    PLAIN(AttributedStyle.DEFAULT, AttributedStyle.DEFAULT, AttributedStyle.DEFAULT, AttributedStyle.DEFAULT);

    private final AttributedStyle title;
    private final AttributedStyle placed;
    private final AttributedStyle hint;
    private final AttributedStyle solved;

    Palette(AttributedStyle title, AttributedStyle placed, AttributedStyle hint, AttributedStyle solved) {
        this.title = title;
        this.placed = placed;
        this.hint = hint;
        this.solved = solved;
    }

    /** Returns {@link #PLAIN} if {@code NO_COLOR} is set to anything but the empty string, else {@link #COLOUR}. */
    public static Palette fromEnvironment(Map<String, String> environment) {
        String noColor = environment.get("NO_COLOR");
        return noColor != null && !noColor.isEmpty() ? PLAIN : COLOUR;
    }

    AttributedStyle title() {
        return title;
    }

    /** The style of a tile in its goal place. */
    AttributedStyle placed() {
        return placed;
    }

    /** The style of the tile a hint suggests sliding (it is also drawn in brackets, which need no colour). */
    AttributedStyle hint() {
        return hint;
    }

    AttributedStyle solved() {
        return solved;
    }
}
