package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import npuzzle.reference.Board;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class DeepSizeTests {
    /** An int array of length k: 16 header bytes, 4 per element, rounded up to 8. */
    private static long intArray(int k) {
        return (16 + 4L * k + 7) / 8 * 8;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 9, 16, 127})
    void arraysAreAHeaderAndTheirElementsRoundedUpToEightBytes(int n) {
        assertEquals(intArray(n), DeepSize.of(new int[n]));
        assertEquals(intArray(n) + n * intArray(n), DeepSize.of(new int[n][n]));
        assertEquals((16 + 8L * n + 7) / 8 * 8, DeepSize.of(new long[n]));
        assertEquals((16 + n + 7) / 8 * 8, DeepSize.of(new byte[n]));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 12, 64})
    void boxedTilesCostSixteenBytesEachUnlessShared(int n) {
        Integer[][] distinct = new Integer[n][n];
        Integer[][] shared = new Integer[n][n];
        Integer one = 1000;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                distinct[i][j] = Integer.valueOf(1000 + i * n + j);
                shared[i][j] = one;
            }
        }
        long rows = intArray(n) + n * intArray(n); // a reference is 4 bytes, like an int
        assertEquals(rows + 16L * n * n, DeepSize.of(distinct));
        assertEquals(rows + 16, DeepSize.of(shared));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4, 10, 128})
    void theReferenceBoardIsItsFieldsPlusOneFlatArray(int n) {
        long fields = 12 + 4 * 4 + 4; // header, n, blank, hamming, manhattan, the tiles reference
        assertEquals((fields + 7) / 8 * 8 + intArray(n * n), DeepSize.of(Board.goal(n)));
    }

    @Test
    void cyclesAndSharedObjectsAreCountedOnceAndStaticsClassesEnumsNotAtAll() {
        Node a = new Node();
        Node b = new Node();
        a.next = b;
        b.next = a;
        long node = (12 + 4 + 4 + 7) / 8 * 8; // header, next, the Thread.State reference
        assertEquals(2 * node, DeepSize.of(a));
        assertEquals(DeepSize.instanceBytes(Node.class), node);
    }

    @Test
    void jdkCollectionsAndStringsAreModelledWithoutOpeningThem() {
        List<int[]> rows = new ArrayList<>(List.of(new int[3], new int[3]));
        long list = DeepSize.instanceBytes(ArrayList.class) + (16 + 4 * 2 + 7) / 8 * 8 + 2 * intArray(3);
        assertEquals(list, DeepSize.of(rows));
        assertEquals(DeepSize.instanceBytes(String.class) + (16 + 5 + 7) / 8 * 8, DeepSize.of("tiles"));
    }

    private static final class Node {
        private static final Node SHARED = new Node();
        private Node next;
        private final Thread.State state = Thread.State.NEW;
    }

    @Test
    void severalRootsShareWhatTheyReachAndLeaveOutWhatIsExcluded() {
        int[] shared = new int[9];
        Object[] first = {shared, new int[16]};
        Object[] second = {shared, "boards are left out"};
        long roots = 2 * ((16 + 2 * 4 + 7) / 8 * 8);
        assertEquals(roots + intArray(9) + intArray(16),
                DeepSize.of(List.of(first, second), object -> object instanceof String));
        assertEquals(DeepSize.of(first), DeepSize.of(List.of(first, first), object -> false));
    }
}
