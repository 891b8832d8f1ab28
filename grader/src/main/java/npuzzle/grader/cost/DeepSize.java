package npuzzle.grader.cost;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The deep size in bytes of an object graph under a fixed model of HotSpot's 64-bit layout with compressed oops
 * and class pointers: an object is a 12-byte header plus its instance fields (a reference 4 bytes), an array a
 * 16-byte header plus its elements, each rounded up to 8 bytes.
 *
 * <p>A model rather than a Java agent: the figure is the same on every JVM, flag and version, needs no
 * {@code -javaagent} in the child, and a student can reproduce it by hand. Objects of code in named modules (the
 * JDK) are not opened by reflection: a collection counts as its fields, a reference array of its size and its
 * elements; a map also its entries (32 bytes each); a string its characters; other JDK objects their fields only.
 * Static fields, classes and enum constants are shared, so they are not counted.
 */
public final class DeepSize {
    static final int OBJECT_HEADER = 12;
    static final int ARRAY_HEADER = 16;
    static final int REFERENCE = 4;
    static final int ALIGNMENT = 8;
    static final int MAP_ENTRY = 32;

    private DeepSize() {
    }

    /** Returns the bytes of {@code root} and of every object reachable from it, each counted once. */
    public static long of(Object root) {
        return of(root == null ? List.of() : List.of(root), object -> false);
    }

    /**
     * Returns the bytes of the roots and of every object reachable from them, each counted once, leaving out the
     * objects {@code excluded} accepts and what is reachable only through them (e.g. the boards of search nodes).
     */
    public static long of(Collection<?> roots, Predicate<Object> excluded) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> pending = new ArrayDeque<>();
        long total = 0;
        for (Object root : roots) {
            if (root != null) {
                pending.push(root);
            }
        }
        while (!pending.isEmpty()) {
            Object object = pending.pop();
            if (isShared(object) || excluded.test(object) || !seen.add(object)) {
                continue;
            }
            List<Object> children = new ArrayList<>();
            total += sizeAndChildren(object, children);
            for (Object child : children) {
                if (child != null) {
                    pending.push(child);
                }
            }
        }
        return total;
    }

    /** Returns the bytes an array of {@code length} elements of {@code componentType} takes. */
    public static long arrayBytes(Class<?> componentType, int length) {
        return align(ARRAY_HEADER + (long) length * fieldBytes(componentType));
    }

    /** Returns the bytes of an instance of {@code type} itself, without what its fields refer to. */
    public static long instanceBytes(Class<?> type) {
        long bytes = OBJECT_HEADER;
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    bytes += fieldBytes(field.getType());
                }
            }
        }
        return align(bytes);
    }

    private static boolean isShared(Object object) {
        return object instanceof Class || object instanceof Enum || object instanceof ClassLoader
                || object instanceof Thread || object instanceof Module;
    }

    private static long sizeAndChildren(Object object, List<Object> children) {
        Class<?> type = object.getClass();
        if (type.isArray()) {
            int length = Array.getLength(object);
            if (!type.getComponentType().isPrimitive()) {
                Collections.addAll(children, (Object[]) object);
            }
            return arrayBytes(type.getComponentType(), length);
        }
        if (type.getModule().isNamed()) {
            return modelledJdkObject(object, children);
        }
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && !field.getType().isPrimitive()) {
                    children.add(read(field, object));
                }
            }
        }
        return instanceBytes(type);
    }

    private static Object read(Field field, Object object) {
        if (field.getDeclaringClass().getModule().isNamed() || !field.trySetAccessible()) {
            return null; // a field a student class inherits from the JDK, e.g. ArrayList's storage
        }
        try {
            return field.get(object);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read " + field + " after opening it", e);
        }
    }

    private static long modelledJdkObject(Object object, List<Object> children) {
        long bytes = instanceBytes(object.getClass());
        if (object instanceof CharSequence) {
            CharSequence text = (CharSequence) object;
            boolean latin1 = text.chars().allMatch(c -> c <= 0xFF);
            return bytes + arrayBytes(latin1 ? byte.class : char.class, text.length());
        }
        if (object instanceof Collection) {
            Collection<?> elements = (Collection<?>) object;
            children.addAll(elements);
            return bytes + arrayBytes(Object.class, elements.size());
        }
        if (object instanceof Map) {
            Map<?, ?> map = (Map<?, ?>) object;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                children.add(entry.getKey());
                children.add(entry.getValue());
            }
            return bytes + arrayBytes(Object.class, map.size()) + (long) MAP_ENTRY * map.size();
        }
        return bytes;
    }

    private static int fieldBytes(Class<?> type) {
        if (type == long.class || type == double.class) {
            return 8;
        }
        if (type == int.class || type == float.class) {
            return 4;
        }
        if (type == short.class || type == char.class) {
            return 2;
        }
        if (type == byte.class || type == boolean.class) {
            return 1;
        }
        return REFERENCE;
    }

    private static long align(long bytes) {
        return (bytes + ALIGNMENT - 1) / ALIGNMENT * ALIGNMENT;
    }
}
