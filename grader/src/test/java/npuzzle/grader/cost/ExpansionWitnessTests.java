package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import npuzzle.grader.cost.runtime.ExpansionWitness;
import org.junit.jupiter.api.Test;

/**
 * The expansion order is judged per search tree, and a board expanded out of order is told apart by its tree: the
 * one rooted at the board the Solver was given, or another (the twin's), so that a Solver whose twin search alone is
 * out of order is told so.
 */
class ExpansionWitnessTests {
    private final Object initial = new Object();
    private final Object twin = new Object();
    private final Object child = new Object();
    private final Object twinChild = new Object();

    @Test
    void aTwinSearchAloneOutOfOrderIsToldApart() {
        ExpansionWitness.start();
        ExpansionWitness.initial(initial);
        ExpansionWitness.expanded(initial, 10, 5);
        ExpansionWitness.neighbors(List.of(child), initial);
        ExpansionWitness.expanded(twin, 10, 5);
        ExpansionWitness.neighbors(List.of(twinChild), twin);
        ExpansionWitness.expanded(child, 9, 4);
        ExpansionWitness.expanded(twinChild, 7, 4); // 1 + 7 = 8 after 10 in the twin's tree
        ExpansionWitness.Seen seen = ExpansionWitness.stop();
        assertEquals(4, seen.expanded());
        assertEquals(1, seen.outOfOrder());
        assertTrue(seen.onlyElsewhere());
        assertTrue(seen.first().endsWith("in the search from another root (the twin's)"), seen.first());
    }

    @Test
    void theMainSearchOutOfOrderIsTheMainSearchs() {
        ExpansionWitness.start();
        ExpansionWitness.initial(initial);
        ExpansionWitness.expanded(initial, 10, 5);
        ExpansionWitness.neighbors(List.of(child), initial);
        ExpansionWitness.expanded(child, 7, 4); // 1 + 7 = 8 after 10 in the main tree
        ExpansionWitness.Seen seen = ExpansionWitness.stop();
        assertEquals(1, seen.outOfOrder());
        assertFalse(seen.onlyElsewhere());
        assertTrue(seen.first().endsWith("in the search from the initial board"), seen.first());
    }

    @Test
    void withoutTheGivenBoardExpandedNoTreeIsNamed() {
        ExpansionWitness.start();
        ExpansionWitness.initial(initial);
        ExpansionWitness.expanded(twin, 10, 5);
        ExpansionWitness.neighbors(List.of(twinChild), twin);
        ExpansionWitness.expanded(twinChild, 7, 4);
        ExpansionWitness.Seen seen = ExpansionWitness.stop();
        assertEquals(1, seen.outOfOrder());
        assertFalse(seen.onlyElsewhere(), "a Solver that searches from a copy of the board is not told it is the twin");
        assertFalse(seen.first().contains("search from"), seen.first());
    }
}
