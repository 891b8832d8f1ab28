package npuzzle.reference.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ControlsTests {
    private final Controls controls = new Controls(false);
    private final Controls inverted = new Controls(true);

    @Test
    void anArrowSlidesTheTileOnTheOtherSideOfTheBlankThatWay() {
        assertEquals(Action.SLIDE_UP, controls.action(Controls.UP));
        assertEquals(Action.SLIDE_DOWN, controls.action(Controls.DOWN));
        assertEquals(Action.SLIDE_LEFT, controls.action(Controls.LEFT));
        assertEquals(Action.SLIDE_RIGHT, controls.action(Controls.RIGHT));
    }

    @Test
    void invertedAnArrowMovesTheBlankThatWay() {
        assertEquals(Action.SLIDE_DOWN, inverted.action(Controls.UP));
        assertEquals(Action.SLIDE_UP, inverted.action(Controls.DOWN));
        assertEquals(Action.SLIDE_RIGHT, inverted.action(Controls.LEFT));
        assertEquals(Action.SLIDE_LEFT, inverted.action(Controls.RIGHT));
        assertEquals(Controls.DOWN, inverted.arrowFor(Slide.UP));
        assertEquals(Controls.UP, controls.arrowFor(Slide.UP));
    }

    @Test
    void wasdAndHjklAreArrowsAndFollowTheInversion() {
        for (String up : new String[] {"w", "W", "k", "K"}) {
            assertEquals(Action.SLIDE_UP, controls.action(up), up);
            assertEquals(Action.SLIDE_DOWN, inverted.action(up), up);
        }
        for (String left : new String[] {"a", "A", "H"}) {
            assertEquals(Action.SLIDE_LEFT, controls.action(left), left);
        }
        for (String down : new String[] {"S", "j", "J"}) {
            assertEquals(Action.SLIDE_DOWN, controls.action(down), down);
        }
        for (String right : new String[] {"d", "D", "l", "L"}) {
            assertEquals(Action.SLIDE_RIGHT, controls.action(right), right);
        }
    }

    @Test
    void lowercaseLettersNameTheCommandsAndSAndHAreSolveAndHint() {
        assertEquals(Action.SOLVE, controls.action("s"));
        assertEquals(Action.HINT, controls.action("h"));
        assertEquals(Action.UNDO, controls.action("u"));
        assertEquals(Action.RESTART, controls.action("r"));
        assertEquals(Action.NEW_BOARD, controls.action("n"));
        assertEquals(Action.QUIT, controls.action("q"));
        assertEquals(Action.INTERRUPT, controls.action(Controls.CTRL_C));
        assertEquals(Action.OTHER, controls.action("x"));
        assertEquals(Action.OTHER, controls.action(Controls.OTHER));
    }
}
