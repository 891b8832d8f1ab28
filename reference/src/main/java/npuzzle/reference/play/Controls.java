package npuzzle.reference.play;

import java.util.Map;

/**
 * The keys of the game. An arrow key slides the tile on the opposite side of the blank into it (Up: the tile below
 * the blank moves up); inverted, it moves the blank that way instead (Up: the tile above the blank moves down).
 * WASD and HJKL are arrows too; since lowercase {@code s} and {@code h} are solve and hint, those two slide only as
 * capitals, and every one of the eight letters works as a capital.
 */
public final class Controls {
    /** The names the screen gives the arrow keys, Ctrl-C and any key not listed here. */
    public static final String UP = "up";
    public static final String DOWN = "down";
    public static final String LEFT = "left";
    public static final String RIGHT = "right";
    public static final String CTRL_C = "ctrl-c";
    public static final String OTHER = "other";

    private static final Map<String, String> LETTER_ARROWS = Map.ofEntries(
            Map.entry("w", UP), Map.entry("W", UP), Map.entry("k", UP), Map.entry("K", UP),
            Map.entry("S", DOWN), Map.entry("j", DOWN), Map.entry("J", DOWN),
            Map.entry("a", LEFT), Map.entry("A", LEFT), Map.entry("H", LEFT),
            Map.entry("d", RIGHT), Map.entry("D", RIGHT), Map.entry("l", RIGHT), Map.entry("L", RIGHT));

    private static final Map<String, Action> COMMANDS = Map.of(
            "s", Action.SOLVE, "h", Action.HINT, "u", Action.UNDO, "r", Action.RESTART, "n", Action.NEW_BOARD,
            "q", Action.QUIT, CTRL_C, Action.INTERRUPT);

    private final boolean inverted;

    /** Creates the controls; {@code inverted} makes an arrow move the blank rather than a tile. */
    public Controls(boolean inverted) {
        this.inverted = inverted;
    }

    /** Returns whether an arrow moves the blank rather than a tile. */
    public boolean inverted() {
        return inverted;
    }

    /** Returns the action of {@code key}: an arrow's name, {@link #CTRL_C}, or the character typed. */
    public Action action(String key) {
        Action command = COMMANDS.get(key);
        if (command != null) {
            return command;
        }
        String arrow = LETTER_ARROWS.getOrDefault(key, key);
        Slide slide = switch (arrow) {
            case UP -> Slide.UP;
            case DOWN -> Slide.DOWN;
            case LEFT -> Slide.LEFT;
            case RIGHT -> Slide.RIGHT;
            default -> null;
        };
        if (slide == null) {
            return Action.OTHER;
        }
        return Action.of(inverted ? opposite(slide) : slide);
    }

    /** Returns the name of the arrow key that makes {@code slide}. */
    public String arrowFor(Slide slide) {
        Slide arrow = inverted ? opposite(slide) : slide;
        return arrow.word();
    }

    private static Slide opposite(Slide slide) {
        return switch (slide) {
            case UP -> Slide.DOWN;
            case DOWN -> Slide.UP;
            case LEFT -> Slide.RIGHT;
            case RIGHT -> Slide.LEFT;
        };
    }
}
