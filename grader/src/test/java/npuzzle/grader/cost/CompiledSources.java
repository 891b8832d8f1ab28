package npuzzle.grader.cost;

import java.io.IOException;
import java.io.ByteArrayOutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import npuzzle.grader.cost.runtime.CostCounter;

/** Test sources compiled with javax.tools into a folder and loaded, instrumented, by a {@link CostAwareClassLoader}. */
final class CompiledSources {
    private final CostAwareClassLoader loader;

    private CompiledSources(CostAwareClassLoader loader) {
        this.loader = loader;
    }

    /** Compiles the sources (class name to source text) with {@code --release 17} into {@code dir}. */
    static CompiledSources compile(Path dir, Map<String, String> sources) {
        try {
            Path src = Files.createDirectories(dir.resolve("src"));
            Path classes = Files.createDirectories(dir.resolve("classes"));
            List<String> arguments = new ArrayList<>(List.of("--release", "17", "-proc:none", "-d", classes.toString()));
            for (Map.Entry<String, String> source : sources.entrySet()) {
                Path file = src.resolve(source.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                arguments.add(Files.writeString(file, source.getValue()).toString());
            }
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            ByteArrayOutputStream errors = new ByteArrayOutputStream();
            int status = javac.run(null, null, errors, arguments.toArray(String[]::new));
            if (status != 0) {
                throw new IllegalStateException("test sources did not compile: " + errors);
            }
            return new CompiledSources(new CostAwareClassLoader("student", new URL[] {classes.toUri().toURL()},
                    ClassLoader.getPlatformClassLoader(), Map.of()));
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Class<?> load(String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Returns the units counted by one call of the static method {@code name(int)} of class {@code type}. */
    long cost(String type, String name, int n) {
        try {
            Method method = load(type).getMethod(name, int.class);
            long before = CostCounter.units();
            method.invoke(null, n);
            return CostCounter.units() - before;
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(name + "(" + n + ") threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Returns the growth of {@code name(n)}'s cost over n = 16, 32, .., 512, after one call to initialize. */
    GrowthFit growth(String type, String name) {
        cost(type, name, 2);
        List<Integer> sizes = new ArrayList<>();
        List<Long> costs = new ArrayList<>();
        for (int n = 16; n <= 512; n *= 2) {
            sizes.add(n);
            costs.add(cost(type, name, n));
        }
        return GrowthFit.of(sizes, costs);
    }
}
