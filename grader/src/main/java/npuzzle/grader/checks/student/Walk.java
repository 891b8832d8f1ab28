package npuzzle.grader.checks.student;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** Walks an Iterable that student code returned, wrapping what its iterator throws. */
final class Walk {
    /** More elements than any correct answer has: a walk past it is an endless iterator. */
    private static final int LIMIT = 1_000_000;

    private Walk() {
    }

    static List<Object> elements(Members members, String call, Object iterable, Class<?> elementType) {
        if (iterable == null) {
            throw new StudentException(call + " returned null");
        }
        List<Object> elements = new ArrayList<>();
        try {
            Iterator<?> iterator = ((Iterable<?>) iterable).iterator();
            if (iterator == null) {
                throw new StudentException(call + ".iterator() returned null");
            }
            while (iterator.hasNext()) {
                Object element = iterator.next();
                if (!elementType.isInstance(element)) {
                    throw new StudentException(call + " gave " + (element == null ? "null" : "a "
                            + element.getClass().getName()) + ", expected a " + elementType.getSimpleName());
                }
                elements.add(element);
                if (elements.size() > LIMIT) {
                    throw new StudentException(call + " gave more than " + LIMIT + " elements");
                }
            }
        } catch (StudentException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError | LinkageError e) {
            throw members.wrap("iterating " + call, e);
        }
        return elements;
    }
}
