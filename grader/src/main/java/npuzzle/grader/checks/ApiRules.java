package npuzzle.grader.checks;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** The API rules shared by Board and Solver: required members by exact signature, no public fields, no extras. */
public final class ApiRules {
    /**
     * A required public instance method.
     *
     * @param returns the return type, null for the Board itself ({@code twin()}); {@code elementOfSelf} marks
     *     {@code Iterable<Board>} (the element is the Board)
     */
    public record Required(Class<?> returns, boolean elementIsBoard, String name, Class<?>... params) {
        Class<?> returns(Class<?> board) {
            return returns == null ? board : returns;
        }

        String signature(Class<?> board) {
            String type = elementIsBoard ? returns.getSimpleName() + "<" + board.getSimpleName() + ">"
                    : returns(board).getSimpleName();
            return "public " + type + " " + name + "(" + names(params) + ")";
        }

        boolean matches(Method method) {
            return method.getName().equals(name) && Arrays.equals(method.getParameterTypes(), params);
        }
    }

    private ApiRules() {
    }

    /** Returns what is wrong with {@code type}'s declaration of {@code required}, or null when it is right. */
    public static String problem(Class<?> type, Class<?> board, Required required) {
        Method method;
        try {
            method = type.getDeclaredMethod(required.name(), required.params());
        } catch (NoSuchMethodException e) {
            return inheritedDefault(type, required) ? null : "missing " + required.signature(board);
        }
        int modifiers = method.getModifiers();
        boolean rightReturn = method.getReturnType() == required.returns(board)
                && (!required.elementIsBoard() || isIterableOf(method.getGenericReturnType(), board));
        if (!Modifier.isPublic(modifiers) || Modifier.isStatic(modifiers) || !rightReturn) {
            return "expected " + required.signature(board) + ", found " + declaration(method);
        }
        return null;
    }

    /** Returns whether {@code type} has the method from an interface's default body (CS 61B's isGoal()). */
    private static boolean inheritedDefault(Class<?> type, Required required) {
        try {
            Method method = type.getMethod(required.name(), required.params());
            return method.isDefault() && method.getReturnType() == required.returns();
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    private static boolean isIterableOf(Type type, Class<?> element) {
        return type instanceof ParameterizedType parameterized
                && Arrays.equals(parameterized.getActualTypeArguments(), new Type[] {element});
    }

    /** Returns what is wrong with the public constructor {@code type(params)}, or null. */
    public static String constructorProblem(Class<?> type, Class<?>... params) {
        String expected = "public " + type.getSimpleName() + "(" + names(params) + ")";
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(params);
            if (!Modifier.isPublic(constructor.getModifiers())) {
                return "expected " + expected + ", found it not public";
            }
            return null;
        } catch (NoSuchMethodException e) {
            return "missing " + expected;
        }
    }

    /** Returns the public fields other than constants ({@code public static final} primitives and Strings). */
    public static List<String> publicFields(Class<?> type) {
        List<String> fields = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            int modifiers = field.getModifiers();
            boolean constant = Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers)
                    && (field.getType().isPrimitive() || field.getType() == String.class);
            if (Modifier.isPublic(modifiers) && !constant && !field.isSynthetic()) {
                fields.add(Modifier.toString(modifiers) + " " + field.getType().getSimpleName() + " " + field.getName());
            }
        }
        fields.sort(null);
        return fields;
    }

    /**
     * Returns the public methods and constructors beyond the required ones; {@code public static void main(String[])}
     * and overrides of Object's {@code equals}, {@code hashCode} and {@code toString} are allowed.
     */
    public static List<String> extraPublicMembers(Class<?> type, List<Required> required, Class<?>... constructorParams) {
        return extraPublicMembers(type, required, false, constructorParams);
    }

    /**
     * Returns the public methods and constructors beyond the required ones, as {@link #extraPublicMembers(Class, List,
     * Class...)} does; with {@code interfaceMethods}, a method that implements one of an interface {@code type}
     * declares is not an extra either (Java makes it public, so it cannot be a helper made private).
     */
    public static List<String> extraPublicMembers(Class<?> type, List<Required> required, boolean interfaceMethods,
            Class<?>... constructorParams) {
        List<String> extras = new ArrayList<>();
        for (Method method : type.getDeclaredMethods()) {
            if (!Modifier.isPublic(method.getModifiers()) || method.isSynthetic() || method.isBridge()
                    || allowed(method) || required.stream().anyMatch(r -> r.matches(method))
                    || interfaceMethods && implementsInterface(type, method)) {
                continue;
            }
            extras.add(declaration(method));
        }
        for (Constructor<?> constructor : type.getDeclaredConstructors()) {
            if (Modifier.isPublic(constructor.getModifiers())
                    && !Arrays.equals(constructor.getParameterTypes(), constructorParams)) {
                extras.add("public " + type.getSimpleName() + "(" + names(constructor.getParameterTypes()) + ")");
            }
        }
        extras.sort(null);
        return extras;
    }

    private static boolean implementsInterface(Class<?> type, Method method) {
        for (Class<?> declared : type.getInterfaces()) {
            for (Method member : declared.getMethods()) { // by name and arity: a generic parameter is erased there
                if (!Modifier.isStatic(member.getModifiers()) && member.getName().equals(method.getName())
                        && member.getParameterCount() == method.getParameterCount()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean allowed(Method method) {
        Class<?>[] params = method.getParameterTypes();
        boolean main = method.getName().equals("main") && Modifier.isStatic(method.getModifiers())
                && method.getReturnType() == void.class && Arrays.equals(params, new Class<?>[] {String[].class});
        boolean objectMethod = !Modifier.isStatic(method.getModifiers())
                && (method.getName().equals("equals") && Arrays.equals(params, new Class<?>[] {Object.class})
                        || method.getName().equals("hashCode") && params.length == 0
                        || method.getName().equals("toString") && params.length == 0
                // an equals(Board) overload: board.api.equals-object names it
                || method.getName().equals("equals") && Arrays.equals(params, new Class<?>[] {method.getDeclaringClass()}));
        return main || objectMethod;
    }

    public static String declaration(Method method) {
        String modifiers = Modifier.toString(method.getModifiers());
        return (modifiers.isEmpty() ? "" : modifiers + " ") + method.getGenericReturnType().getTypeName()
                .replaceAll("[\\w$]+\\.", "") + " " + method.getName() + "(" + names(method.getParameterTypes()) + ")";
    }

    public static String names(Class<?>[] params) {
        return Arrays.stream(params).map(Class::getSimpleName).collect(Collectors.joining(", "));
    }

    /** Throws a failure listing {@code problems} with k of m credit when any of the {@code total} items failed. */
    public static void requireNone(String what, List<String> problems, int total, String hint) {
        Objects.requireNonNull(problems);
        if (problems.isEmpty()) {
            return;
        }
        String listed = String.join("; ", problems);
        int passed = Math.max(0, total - problems.size());
        throw new CheckFailure(what + ": " + listed, new CheckDetails(null, null, listed, hint, passed, total));
    }
}
