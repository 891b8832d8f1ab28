package npuzzle.grader.cost;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Map;
import java.util.function.UnaryOperator;
import npuzzle.grader.cost.runtime.CostCounter;

/**
 * Loads a submission's classes (from its class path, or given as bytes) instrumented by {@link CostInstrumenter},
 * course jars' classes uncounted (as the JDK's are), both with their randomness seeded by the grading
 * ({@link RandomnessRewriter}), and lets them see the grader's {@code npuzzle.grader.cost.runtime} package and nothing
 * else of the grader.
 */
public class CostAwareClassLoader extends URLClassLoader {
    /** The binary-name prefix of the one grader package instrumented code links against. */
    public static final String RUNTIME_PACKAGE = "npuzzle.grader.cost.runtime.";

    static {
        registerAsParallelCapable();
    }

    private final Map<String, byte[]> definedClasses;
    private final UnaryOperator<byte[]> transform;

    /**
     * Creates a loader over the class path {@code urls} and the classes in {@code definedClasses} (binary name to
     * class file, e.g. a relocated reference Board), which take precedence over the class path.
     *
     * @param parent where JDK classes come from, typically the platform class loader
     */
    public CostAwareClassLoader(String name, URL[] urls, ClassLoader parent, Map<String, byte[]> definedClasses) {
        this(name, urls, parent, definedClasses, UnaryOperator.identity());
    }

    /** Creates a loader like the other constructor that also applies {@code transform} to each class first. */
    public CostAwareClassLoader(String name, URL[] urls, ClassLoader parent, Map<String, byte[]> definedClasses,
            UnaryOperator<byte[]> transform) {
        super(name, urls, parent);
        this.definedClasses = Map.copyOf(definedClasses);
        this.transform = transform;
    }

    /** Returns the class files given to this loader, by binary name, before any transform. */
    Map<String, byte[]> definedClasses() {
        return definedClasses;
    }

    /** Returns what this loader does to each class file (not a course jar's) before instrumenting it. */
    UnaryOperator<byte[]> transform() {
        return transform;
    }

    /** Returns whether instrumented code needs {@code binaryName} from the grader's own class loader. */
    public static boolean isCostRuntime(String binaryName) {
        return binaryName.startsWith(RUNTIME_PACKAGE);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (isCostRuntime(name)) {
            return CostCounter.class.getClassLoader().loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] original = definedClasses.get(name);
        if (original == null) {
            URL resource = findResource(name.replace('.', '/') + ".class");
            if (resource == null) {
                throw new ClassNotFoundException(name);
            }
            original = read(name, resource);
            if (resource.getProtocol().equals("jar")) {
                // a course library, like the JDK's collections: its work is not the student's to be charged for,
                // but its randomness (StdRandom) is the grading's
                byte[] seeded = rewritten(name, false, original);
                return defineClass(name, seeded, 0, seeded.length);
            }
        }
        byte[] seeded = rewritten(name, true, transform.apply(original));
        return defineClass(name, seeded, 0, seeded.length);
    }

    /** Returns the class file seeded, and instrumented if {@code counted}, rewritten once per JVM. */
    private static byte[] rewritten(String name, boolean counted, byte[] original) throws ClassNotFoundException {
        byte[] known = RewrittenClassFiles.get(counted, original);
        if (known != null) {
            return known;
        }
        byte[] instrumented = original;
        if (counted) {
            try {
                instrumented = CostInstrumenter.instrument(original);
            } catch (IllegalArgumentException e) {
                throw new ClassNotFoundException(name + ": " + e.getMessage(), e);
            }
        }
        byte[] seeded = rewrite(name, instrumented);
        RewrittenClassFiles.put(counted, original, seeded);
        return seeded;
    }

    private static byte[] rewrite(String name, byte[] classFile) throws ClassNotFoundException {
        try {
            return RandomnessRewriter.rewrite(classFile);
        } catch (RuntimeException e) {
            throw new ClassNotFoundException(name + ": not a readable class file: " + e, e);
        }
    }

    private static byte[] read(String name, URL resource) throws ClassNotFoundException {
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ClassNotFoundException(name + ": " + e.getMessage(), e);
        }
    }
}
