package npuzzle.grader.cost;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A student class as loaded by a {@link CostAwareClassLoader}: the class itself when its loader already counts
 * cost, otherwise the same class file loaded again, instrumented, from its loader's class path (the submission and
 * its course jars), so the timing checks do not depend on how the child loaded the class for the other checks.
 */
public final class InstrumentedCopy {
    private InstrumentedCopy() {
    }

    /**
     * Returns the instrumented class named like {@code type}.
     *
     * @throws IllegalStateException if {@code type}'s loader is neither cost-aware nor a URL class loader
     */
    public static Class<?> of(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        if (loader instanceof CostAwareClassLoader) {
            return type;
        }
        if (!(loader instanceof URLClassLoader)) {
            throw new IllegalStateException("cannot instrument " + type.getName() + ": its class loader " + loader
                    + " has no class path to reload it from");
        }
        CostAwareClassLoader copy = new CostAwareClassLoader("instrumented-" + type.getName(),
                classPath(loader), ClassLoader.getPlatformClassLoader(), Map.of());
        try {
            return Class.forName(type.getName(), false, copy);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot reload " + type.getName() + " instrumented: " + e.getMessage(), e);
        }
    }

    /** Returns the class path of a URL class loader and its URL class loader parents, the parents' first. */
    static URL[] classPath(ClassLoader loader) {
        List<URL> urls = new ArrayList<>();
        for (ClassLoader l = loader; l instanceof URLClassLoader; l = l.getParent()) {
            urls.addAll(0, List.of(((URLClassLoader) l).getURLs()));
        }
        return urls.toArray(URL[]::new);
    }
}
