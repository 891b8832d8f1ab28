package npuzzle.grader.link;

import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Type;

/**
 * What a call of a Board instance method or constructor from the student's code becomes on the reference Board:
 * the member to call and, when the student's neighbors() declares a collection other than the reference's Iterable,
 * the collection its boards are copied into.
 *
 * @param name the reference Board's method
 * @param descriptor its descriptor
 * @param copyInto the internal name of the {@code java.util} collection built from the result, or null
 */
record BoardLink(String name, String descriptor, String copyInto) {
    /** The assignment's Board API and Object's public methods, which the reference Board has as they are. */
    private static final Set<String> API = Set.of("<init>([[I)V", "size()I", "tileAt(II)I", "hamming()I",
            "manhattan()I", "isGoal()Z", "isSolvable()Z", "neighbors()Ljava/lang/Iterable;",
            "equals(Ljava/lang/Object;)Z", "hashCode()I", "toString()Ljava/lang/String;",
            "getClass()Ljava/lang/Class;", "notify()V", "notifyAll()V", "wait()V", "wait(J)V", "wait(JI)V");
    private static final String TILES = "()[[I";
    /** Fresh mutable collections with a copy constructor, the first whose type the student's declared type fits. */
    private static final List<Class<?>> COPIES = List.of(ArrayList.class, LinkedList.class);

    /**
     * Returns the link of {@code name(descriptor)} on the Board {@code board} (internal name), or empty when the
     * reference Board has no sound equivalent.
     */
    static Optional<BoardLink> of(String board, String name, String descriptor) {
        if (API.contains(name + descriptor)) {
            return Optional.of(new BoardLink(name, descriptor, null));
        }
        if (name.equals("equals") && descriptor.equals("(L" + board + ";)Z")) {
            return Optional.of(new BoardLink("equals", "(Ljava/lang/Object;)Z", null));
        }
        if (name.equals("dimension") && descriptor.equals("()I")) { // the Coursera version's size()
            return Optional.of(new BoardLink("size", "()I", null));
        }
        if (name.equals("twin") && descriptor.equals("()L" + board + ";")) { // the Coursera version's twin()
            return Optional.of(new BoardLink("twin", descriptor, null));
        }
        if (name.equals("estimatedDistanceToGoal") && descriptor.equals("()I")) { // CS 61B's name for manhattan()
            return Optional.of(new BoardLink("manhattan", "()I", null));
        }
        if (descriptor.equals(TILES)) { // getTiles(), tiles(), copyTiles(), ...
            return Optional.of(new BoardLink("toArray", TILES, null));
        }
        if (name.equals("neighbors") && descriptor.startsWith("()")) {
            return copy(Type.getReturnType(descriptor))
                    .map(copy -> new BoardLink("neighbors", "()Ljava/lang/Iterable;", copy));
        }
        return Optional.empty();
    }

    /** Returns the collection a value of {@code declared} can be copied into, if {@code declared} is a JDK type. */
    private static Optional<String> copy(Type declared) {
        if (declared.getSort() != Type.OBJECT) {
            return Optional.empty();
        }
        Class<?> type;
        try {
            type = Class.forName(declared.getClassName(), false, ClassLoader.getPlatformClassLoader());
        } catch (ClassNotFoundException e) {
            return Optional.empty(); // the student's own collection class
        }
        return COPIES.stream().filter(type::isAssignableFrom).findFirst().map(Type::getInternalName);
    }
}
