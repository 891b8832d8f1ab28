package npuzzle.grader.checks.board;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * What a caller may do to an array or a collection a Board hands out: reverse every array (each row of a nested one),
 * reverse a list, empty any other collection or map. A row of distinct tiles always changes when reversed.
 */
final class Scramble {
    private Scramble() {
    }

    /** Changes {@code value} in place as far as it lets itself be changed; an unmodifiable collection stays as it is. */
    static void reverse(Object value) {
        try {
            if (value instanceof List<?> list) {
                Collections.reverse(list);
            } else if (value instanceof Collection<?> collection) {
                collection.clear();
            } else if (value instanceof Map<?, ?> map) {
                map.clear();
            } else if (value != null && value.getClass().isArray()) {
                reverseArray(value);
            }
        } catch (UnsupportedOperationException unmodifiable) {
            // a view the caller cannot change: nothing leaks through it
        }
    }

    private static void reverseArray(Object array) {
        int length = Array.getLength(array);
        for (int i = 0, j = length - 1; i < j; i++, j--) {
            Object first = Array.get(array, i);
            Array.set(array, i, Array.get(array, j));
            Array.set(array, j, first);
        }
        for (int i = 0; i < length; i++) {
            Object element = Array.get(array, i);
            if (element != null && element.getClass().isArray()) {
                reverseArray(element);
            }
        }
    }
}
