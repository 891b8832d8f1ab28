package npuzzle.grader.checks.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** What the caller of a getter does to what it got: every array and row reversed, a list reversed, a set emptied. */
class ScrambleTests {
    @Test
    void aNestedArrayIsReversedDownToItsRowsSoSharedRowsChange() {
        int[] row = {1, 2, 3};
        int[][] shallowCopy = {row, {4, 5, 6}};
        Scramble.reverse(shallowCopy);
        assertArrayEquals(new int[] {3, 2, 1}, row, "a row the board shares changes");
        assertArrayEquals(new int[] {6, 5, 4}, shallowCopy[0]);
    }

    @Test
    void collectionsChangeAsFarAsTheyLetThemselves() {
        List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
        Scramble.reverse(list);
        assertEquals(List.of(3, 2, 1), list);
        Set<Integer> set = new TreeSet<>(Set.of(1, 2));
        Scramble.reverse(set);
        assertEquals(Set.of(), set);
        List<Integer> unmodifiable = List.of(1, 2, 3);
        Scramble.reverse(unmodifiable);
        assertEquals(List.of(1, 2, 3), unmodifiable, "an unmodifiable view stays as it is, and nothing throws");
    }
}
