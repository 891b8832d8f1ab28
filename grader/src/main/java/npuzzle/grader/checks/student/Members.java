package npuzzle.grader.checks.student;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/** Looks up a student class's public members by exact signature and invokes them, wrapping what they throw. */
final class Members {
    private final Class<?> type;
    private final Map<String, Method> methods = new ConcurrentHashMap<>();

    Members(Class<?> type) {
        this.type = type;
    }

    Class<?> type() {
        return type;
    }

    ClassLoader loader() {
        return type.getClassLoader();
    }

    /** Returns the public method {@code name(params)} returning {@code returns}, or throws naming the signature. */
    Method method(Class<?> returns, String name, Class<?>... params) {
        // A cheap key: the checks call tileAt n*n times per board; the signature is built only on a miss.
        String key = params.length == 0 ? name : name + params.length + params[0].getName();
        Method method = methods.get(key);
        if (method == null) {
            method = find(returns, name, params, signature(returns, name, params));
            methods.put(key, method);
        }
        return method;
    }

    private Method find(Class<?> returns, String name, Class<?>[] params, String signature) {
        Method method;
        try {
            method = type.getMethod(name, params);
        } catch (NoSuchMethodException e) {
            throw new MissingMemberError(type, signature, null);
        }
        // Exact for primitives and String; any Iterable for neighbors() and solution(): the API check is exact.
        boolean rightReturn = returns.isPrimitive() || returns == String.class ? method.getReturnType() == returns
                : returns.isAssignableFrom(method.getReturnType());
        if (!rightReturn || Modifier.isStatic(method.getModifiers())) {
            throw new MissingMemberError(type, signature, describe(method));
        }
        method.trySetAccessible();
        return method;
    }

    Constructor<?> constructor(Class<?>... params) {
        try {
            Constructor<?> constructor = type.getConstructor(params);
            constructor.trySetAccessible();
            return constructor;
        } catch (NoSuchMethodException e) {
            throw new MissingMemberError(type, "public " + type.getSimpleName() + "(" + names(params) + ")", null);
        }
    }

    /**
     * Returns the public constructor that takes one {@code argument}: of its own type, else of an interface it
     * implements (CS 61B's {@code Solver(WorldState)}); throws naming {@code type(argument)} when there is none.
     */
    Constructor<?> constructorAccepting(Class<?> argument) {
        Constructor<?> accepting = accepting(type, argument);
        if (accepting == null) {
            return constructor(argument);
        }
        accepting.trySetAccessible();
        return accepting;
    }

    /** Returns {@code type}'s public constructor that takes one {@code argument} (see above), or null. */
    static Constructor<?> accepting(Class<?> type, Class<?> argument) {
        Constructor<?> byInterface = null;
        for (Constructor<?> constructor : type.getConstructors()) {
            Class<?>[] params = constructor.getParameterTypes();
            if (params.length != 1) {
                continue;
            }
            if (params[0] == argument) {
                return constructor;
            }
            if (params[0].isInterface() && params[0].isAssignableFrom(argument)) {
                byInterface = constructor;
            }
        }
        return byInterface;
    }

    Object invoke(Object target, Method method, Object... args) {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw wrap(call(method.getName(), args), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + method + ": " + e.getMessage(), e);
        }
    }

    Object construct(Constructor<?> constructor, Object... args) {
        try {
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw wrap("new " + type.getSimpleName() + "(...)", e.getCause());
        } catch (InstantiationException | IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + constructor + ": " + e.getMessage(), e);
        }
    }

    /** Wraps what student code threw; the JVM's own out-of-memory error passes through to the runner. */
    RuntimeException wrap(String call, Throwable thrown) {
        if (thrown instanceof OutOfMemoryError error) {
            throw error;
        }
        return new StudentException(call, thrown, loader());
    }

    private String call(String name, Object[] args) {
        return type.getSimpleName() + "." + name + "(" + (args.length == 0 ? "" : "...") + ")";
    }

    static String signature(Class<?> returns, String name, Class<?>... params) {
        return "public " + returns.getSimpleName() + " " + name + "(" + names(params) + ")";
    }

    private static String names(Class<?>[] params) {
        return Arrays.stream(params).map(Class::getSimpleName).collect(Collectors.joining(", "));
    }

    private static String describe(Method method) {
        return (Modifier.isStatic(method.getModifiers()) ? "static " : "") + method.getReturnType().getSimpleName()
                + " " + method.getName() + "(" + names(method.getParameterTypes()) + ")";
    }
}
