package npuzzle.grader.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class NearestIdsTests {
    private static final List<String> IDS = List.of("board.hamming", "board.manhattan", "board.solvable.even",
            "board.solvable.odd", "board.neighbors.set", "board.size", "board.tile-at", "board.is-goal",
            "board.to-string", "board.equals.null", "solver.moves.optimal", "solver.reference-board.moves.optimal",
            "timing.board.hamming");

    @Test
    void aTypoGetsTheIdsAFewEditsAway() {
        assertEquals(List.of("board.hamming"), NearestIds.of("board.hammming", IDS));
        assertEquals(List.of("board.neighbors.set"), NearestIds.of("board.neighbours.set", IDS));
        assertEquals(List.of("solver.moves.optimal"), NearestIds.of("solver.moves.optimum", IDS));
    }

    @Test
    void aPartOfAnIdGetsTheIdsThatContainItFewestEditsFirst() {
        assertEquals(List.of("board.hamming", "timing.board.hamming"), NearestIds.of("hamming", IDS));
        assertEquals(List.of("board.solvable.odd", "board.solvable.even"), NearestIds.of("board.solvable", IDS));
        assertEquals(List.of("solver.moves.optimal", "solver.reference-board.moves.optimal"),
                NearestIds.of("solver.moves", IDS));
        assertEquals(List.of("board.hamming"), NearestIds.of("board.hamming.blank", IDS), "an id it contains");
    }

    @Test
    void otherwiseTheIdsSharingTheLongestPrefixAtMostFive() {
        List<String> near = NearestIds.of("board.frobnicate", IDS);
        assertEquals(NearestIds.SHOWN, near.size());
        near.forEach(id -> assertEquals("board.", id.substring(0, 6), id));
        assertEquals(List.of(), NearestIds.of("xyz", IDS), "nothing is near");
    }

    @Test
    void theDistanceCountsInsertionsDeletionsAndSubstitutions() {
        assertEquals(0, NearestIds.distance("board.size", "board.size"));
        assertEquals(1, NearestIds.distance("board.siz", "board.size"));
        assertEquals(1, NearestIds.distance("board.sise", "board.size"));
        assertEquals(3, NearestIds.distance("kitten", "sitting"));
        assertEquals(5, NearestIds.distance("", "board"));
    }
}
