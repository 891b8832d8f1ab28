package npuzzle.reference.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class SlideTests {
    // 1 2 3
    // 4 _ 6
    // 7 5 8
    private static final Board CENTRE = Board.ofRowMajor(3, 1, 2, 3, 4, 0, 6, 7, 5, 8);

    @Test
    void eachSlideMovesTheTileOnTheOppositeSideOfTheBlankIntoIt() {
        assertEquals(Optional.of(Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 7, 0, 8)), Slide.UP.apply(CENTRE));
        assertEquals(Optional.of(Board.ofRowMajor(3, 1, 0, 3, 4, 2, 6, 7, 5, 8)), Slide.DOWN.apply(CENTRE));
        assertEquals(Optional.of(Board.ofRowMajor(3, 1, 2, 3, 4, 6, 0, 7, 5, 8)), Slide.LEFT.apply(CENTRE));
        assertEquals(Optional.of(Board.ofRowMajor(3, 1, 2, 3, 0, 4, 6, 7, 5, 8)), Slide.RIGHT.apply(CENTRE));
        assertEquals(5, Slide.UP.tile(CENTRE));
        assertEquals(2, Slide.DOWN.tile(CENTRE));
        assertEquals(6, Slide.LEFT.tile(CENTRE));
        assertEquals(4, Slide.RIGHT.tile(CENTRE));
    }

    @Test
    void noTileBeyondTheEdgeMeansNoSlide() {
        Board goal = Board.goal(3);
        assertEquals(Optional.empty(), Slide.UP.apply(goal));
        assertEquals(Optional.empty(), Slide.LEFT.apply(goal));
        assertEquals(0, Slide.UP.tile(goal));
        assertEquals(8, Slide.RIGHT.tile(goal));
    }

    @Test
    void theSlidesOfABoardAreExactlyItsNeighbors() {
        Set<Board> slid = new HashSet<>();
        for (Slide slide : Slide.values()) {
            slide.apply(CENTRE).ifPresent(slid::add);
        }
        Set<Board> neighbors = new HashSet<>();
        CENTRE.neighbors().forEach(neighbors::add);
        assertEquals(neighbors, slid);
    }

    @Test
    void betweenNamesTheSlideFromABoardToItsNeighbor() {
        for (Slide slide : Slide.values()) {
            assertEquals(slide, Slide.between(CENTRE, slide.apply(CENTRE).orElseThrow()));
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Slide.between(CENTRE, Board.goal(3)));
        assertTrue(e.getMessage().contains("not one slide apart"), e.getMessage());
    }
}
