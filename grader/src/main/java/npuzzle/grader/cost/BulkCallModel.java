package npuzzle.grader.cost;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The modelled cost of JDK calls whose work is hidden from the instrumentation: array copies, fills, sorts,
 * comparisons and hashes, array {@code clone()}, collection bulk operations and immutable copies, linear list
 * searches, list inserts and removals at an index, formatting.
 * Positions count the receiver first for instance calls; for constructors only the arguments.
 */
final class BulkCallModel {
    private BulkCallModel() {
    }

    /** Returns how to count the call, or null if it costs one unit like any call. */
    static BulkCall of(int opcode, String owner, String name, String descriptor) {
        Type[] arguments = Type.getArgumentTypes(descriptor);
        int arity = arguments.length;
        if (owner.startsWith("[")) {
            return name.equals("clone") ? BulkCall.hook("length", 0) : null;
        }
        if (!owner.startsWith("java/")) {
            return null;
        }
        if (opcode == Opcodes.INVOKESTATIC) {
            return staticCall(owner, name, descriptor);
        }
        Class<?> type = jdkType(owner);
        if (type == null) {
            return null;
        }
        if (opcode == Opcodes.INVOKESPECIAL) {
            boolean copiesContainer = name.equals("<init>") && arity == 1
                    && arguments[0].getSort() == Type.OBJECT && isContainer(jdkType(arguments[0].getInternalName()));
            return copiesContainer && isContainer(type) ? BulkCall.hook("size", 0) : null;
        }
        return instanceCall(type, name, arguments);
    }

    private static BulkCall staticCall(String owner, String name, String descriptor) {
        Type[] arguments = Type.getArgumentTypes(descriptor);
        int arity = arguments.length;
        switch (owner) {
            case "java/lang/System":
                return name.equals("arraycopy") ? BulkCall.hook("count", 4) : null;
            case "java/util/Arrays":
                return withSequentialTwin(arraysCall(name, arguments), name, descriptor);
            case "java/util/Collections":
                return collectionsCall(name, arity);
            case "java/util/Objects":
                return name.equals("hash") ? BulkCall.hook("length", 0) : null;
            case "java/lang/String":
                if (name.equals("format")) {
                    return BulkCall.hook("format", arity - 1);
                }
                if (name.equals("join")) {
                    return BulkCall.hook("size", arity - 1);
                }
                return name.equals("valueOf") && arity >= 1 && arguments[0].getSort() == Type.ARRAY
                        ? BulkCall.hook("length", 0) : null;
            case "java/util/stream/IntStream":
            case "java/util/stream/LongStream":
                if (name.equals("range") || name.equals("rangeClosed")) {
                    return arguments[0].getSort() == Type.INT ? BulkCall.hook("range", 0, 1) : null;
                }
                return ofArray(name, arguments);
            case "java/util/stream/Stream":
                return ofArray(name, arguments);
            case "java/util/List":
            case "java/util/Set":
            case "java/util/Map":
                return name.equals("copyOf") ? BulkCall.hook("size", 0) : ofArray(name, arguments);
            default:
                return null;
        }
    }

    private static BulkCall ofArray(String name, Type[] arguments) {
        boolean fromArray = name.equals("of") && arguments.length == 1 && arguments[0].getSort() == Type.ARRAY;
        return fromArray ? BulkCall.hook("length", 0) : null;
    }

    private static BulkCall arraysCall(String name, Type[] arguments) {
        int arity = arguments.length;
        switch (name) {
            case "copyOf":
                return BulkCall.hook("count", 1);
            case "copyOfRange":
                return BulkCall.hook("range", 1, 2);
            case "fill":
                return arity == 2 ? BulkCall.hook("length", 0) : BulkCall.hook("range", 1, 2);
            case "sort":
            case "parallelSort":
                return arity <= 2 ? BulkCall.hook("sort", 0) : BulkCall.hook("sortRange", 1, 2);
            case "equals":
            case "mismatch":
            case "compare":
            case "compareUnsigned":
                return arity <= 3 ? BulkCall.hook("length", 0) : BulkCall.hook("range", 1, 2);
            case "hashCode":
            case "toString":
            case "setAll":
            case "parallelSetAll":
            case "parallelPrefix":
                return BulkCall.hook("length", 0);
            case "deepEquals":
            case "deepHashCode":
            case "deepToString":
                return BulkCall.hook("deepLength", 0);
            case "stream":
                return arity == 1 ? BulkCall.hook("deepLength", 0) : BulkCall.hook("range", 1, 2);
            default:
                return null;
        }
    }

    /** Runs {@code Arrays.parallelX} as {@code Arrays.x} where one exists: student callbacks stay on one thread. */
    private static BulkCall withSequentialTwin(BulkCall call, String name, String descriptor) {
        if (call == null || !name.startsWith("parallel")) {
            return call;
        }
        String twin = Character.toLowerCase(name.charAt("parallel".length())) + name.substring("parallel".length() + 1);
        for (java.lang.reflect.Method method : java.util.Arrays.class.getMethods()) {
            if (method.getName().equals(twin) && Type.getMethodDescriptor(method).equals(descriptor)) {
                return new BulkCall(call.hook(), call.keys(), twin);
            }
        }
        return call;
    }

    private static BulkCall collectionsCall(String name, int arity) {
        switch (name) {
            case "sort":
                return BulkCall.hook("sortCollection", 0);
            case "addAll":
            case "copy":
                return BulkCall.hook("size", 1);
            case "reverse":
            case "shuffle":
            case "max":
            case "min":
            case "frequency":
            case "fill":
            case "rotate":
            case "indexOfSubList":
            case "disjoint":
                return arity >= 1 ? BulkCall.hook("size", 0) : null;
            default:
                return null;
        }
    }

    private static BulkCall instanceCall(Class<?> type, String name, Type[] arguments) {
        int arity = arguments.length;
        if (name.equals("parallel") && arity == 0 && java.util.stream.BaseStream.class.isAssignableFrom(type)) {
            return BulkCall.rename("sequential");
        }
        if (name.equals("parallelStream") && arity == 0 && Collection.class.isAssignableFrom(type)) {
            return BulkCall.rename("stream");
        }
        if (CharSequence.class.isAssignableFrom(type)) {
            return charSequenceCall(name, arguments);
        }
        if (!isContainer(type)) {
            return null;
        }
        switch (name) {
            case "addAll":
            case "putAll":
            case "containsAll":
            case "removeAll":
            case "retainAll":
                return BulkCall.hook("size", arity);
            case "toArray":
            case "toString":
            case "hashCode":
            case "equals":
            case "containsValue":
            case "clear":
                return BulkCall.hook("size", 0);
            case "sort":
                return BulkCall.hook("sortCollection", 0);
            case "contains":
            case "indexOf":
            case "lastIndexOf":
                return isLinearSearch(type) && arity == 1 && arguments[0].getSort() == Type.OBJECT
                        ? BulkCall.hook("size", 0) : null;
            case "remove":
                return isLinearSearch(type) && arity == 1 && arguments[0].getSort() == Type.OBJECT
                        || List.class.isAssignableFrom(type) && arity == 1 && arguments[0].getSort() == Type.INT
                        ? BulkCall.hook("size", 0) : null; // remove(int) shifts or walks the list
            case "add":
                return List.class.isAssignableFrom(type) && arity == 2 && arguments[0].getSort() == Type.INT
                        ? BulkCall.hook("size", 0) : null; // add(int, e) shifts or walks the list
            default:
                return null;
        }
    }

    private static BulkCall charSequenceCall(String name, Type[] arguments) {
        switch (name) {
            case "toCharArray":
            case "toString":
            case "equals":
            case "compareTo":
            case "chars":
            case "split":
                return BulkCall.hook("size", 0);
            case "repeat":
                return BulkCall.hook("count", 1);
            case "formatted":
                return BulkCall.hook("format", 1);
            case "append":
            case "concat":
                return arguments.length == 1 && arguments[0].getSort() >= Type.ARRAY
                        ? BulkCall.hook("size", 1) : null;
            default:
                return null;
        }
    }

    private static boolean isContainer(Class<?> type) {
        return type != null && (Collection.class.isAssignableFrom(type) || Map.class.isAssignableFrom(type));
    }

    private static boolean isLinearSearch(Class<?> type) {
        return List.class.isAssignableFrom(type) || Queue.class.isAssignableFrom(type);
    }

    /** Returns the JDK class named by an internal name, loaded by the bootstrap loader only, or null. */
    private static Class<?> jdkType(String internalName) {
        if (!internalName.startsWith("java/")) {
            return null;
        }
        try {
            return Class.forName(internalName.replace('/', '.'), false, null);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }
}
