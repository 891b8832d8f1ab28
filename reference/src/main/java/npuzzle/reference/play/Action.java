package npuzzle.reference.play;

/** What a key asks the game to do. */
public enum Action {
    SLIDE_UP(Slide.UP),
    SLIDE_DOWN(Slide.DOWN),
    SLIDE_LEFT(Slide.LEFT),
    SLIDE_RIGHT(Slide.RIGHT),
    SOLVE(null),
    HINT(null),
    UNDO(null),
    RESTART(null),
    NEW_BOARD(null),
    QUIT(null),
    /** Ctrl-C typed as a key (the terminal normally turns it into a signal instead). */
    INTERRUPT(null),
    /** A key bound to nothing. */
    OTHER(null);

    private final Slide slide;

    Action(Slide slide) {
        this.slide = slide;
    }

    /** Returns the slide this action makes, or null if it is not a slide. */
    public Slide slide() {
        return slide;
    }

    /** Returns the action that makes {@code slide}. */
    public static Action of(Slide slide) {
        for (Action action : values()) {
            if (action.slide == slide) {
                return action;
            }
        }
        throw new IllegalArgumentException("no action for " + slide);
    }
}
