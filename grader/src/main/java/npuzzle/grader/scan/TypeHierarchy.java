package npuzzle.grader.scan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The supertypes of the scanned classes and of the JDK classes they use, so that a member rule such as
 * {@code java.util.Collection#parallelStream} also catches {@code list.parallelStream()}, whose owner is List.
 * JDK classes are looked up in the platform class loader without being initialized; other classes (the course
 * libraries) have no known supertypes.
 */
final class TypeHierarchy {
    private final Map<String, ClassInfo> own;
    private final Map<String, List<String>> jdkSupertypes = new HashMap<>();

    TypeHierarchy(Map<String, ClassInfo> own) {
        this.own = own;
    }

    /**
     * Returns the non-student types whose rules for {@code member} apply to a use through {@code owner}, nearest
     * first. A student class that declares the member itself ends the search along its branch.
     */
    List<String> memberLookupOrder(String owner, String member) {
        List<String> order = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Deque<String> queue = new ArrayDeque<>(List.of(owner));
        while (!queue.isEmpty()) {
            String type = queue.removeFirst();
            if (!seen.add(type)) {
                continue;
            }
            ClassInfo info = own.get(type);
            if (info == null) {
                order.add(type);
                queue.addAll(jdkSupertypes.computeIfAbsent(type, TypeHierarchy::loadSupertypes));
            } else if (!info.declaredMembers().contains(member)) {
                queue.addAll(info.supertypes());
            }
        }
        return order;
    }

    private static List<String> loadSupertypes(String name) {
        try {
            Class<?> type = Class.forName(name, false, ClassLoader.getPlatformClassLoader());
            List<String> supertypes = new ArrayList<>();
            if (type.getSuperclass() != null) {
                supertypes.add(type.getSuperclass().getName());
            }
            for (Class<?> implemented : type.getInterfaces()) {
                supertypes.add(implemented.getName());
            }
            return supertypes;
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of();
        }
    }
}
