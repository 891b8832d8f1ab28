package npuzzle.grader.sandbox;

import java.io.File;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import npuzzle.grader.ShortLivedJvm;

/**
 * How child JVMs are launched and limited.
 *
 * @param java the java executable
 * @param classPath the child's class path: the grader's jar (or, in tests, the test class path)
 * @param maxHeap the -Xmx value, e.g. "512m"
 * @param stackSize the -Xss value, e.g. "8m"
 * @param startTimeout how long a child may take to report ready, and to stay silent between checks
 * @param runDeadline the limit on the whole run, all children together
 * @param maxChildren how many children may be started before the remaining checks are given up
 * @param scratch the folder the children's working folders are made in
 * @param outputCap how many characters of the children's own stdout and stderr are kept, over the whole run
 */
public record SandboxConfig(Path java, List<String> classPath, String maxHeap, String stackSize,
        Duration startTimeout, Duration runDeadline, int maxChildren, Path scratch, int outputCap) {
    /** The heap of a child JVM unless configured otherwise. */
    public static final String DEFAULT_HEAP = "512m";
    /** How much of the children's own output is kept unless configured otherwise. */
    public static final int DEFAULT_OUTPUT_CAP = 64 * 1024;
    /** The stack of a child JVM's threads unless configured otherwise. */
    public static final String DEFAULT_STACK = "2m";

    public SandboxConfig {
        Objects.requireNonNull(java, "java");
        classPath = List.copyOf(classPath);
        Objects.requireNonNull(maxHeap, "maxHeap");
        Objects.requireNonNull(stackSize, "stackSize");
        Objects.requireNonNull(startTimeout, "startTimeout");
        Objects.requireNonNull(runDeadline, "runDeadline");
        Objects.requireNonNull(scratch, "scratch");
        if (maxChildren < 1) {
            throw new IllegalArgumentException("maxChildren must be >= 1, got " + maxChildren);
        }
    }

    /** Returns the config for children running the JDK and class path of this JVM. */
    public static SandboxConfig ofThisJvm(Path scratch, Duration runDeadline) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        // absolute: the child runs in a scratch folder, not in this JVM's working folder
        List<String> classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(entry -> Path.of(entry).toAbsolutePath().toString()).toList();
        return new SandboxConfig(java, classPath, DEFAULT_HEAP, DEFAULT_STACK, Duration.ofSeconds(30), runDeadline,
                25, scratch, DEFAULT_OUTPUT_CAP);
    }

    /** Returns the same config with {@code deadline} as the limit on a whole run. */
    public SandboxConfig withDeadline(Duration deadline) {
        return new SandboxConfig(java, classPath, maxHeap, stackSize, startTimeout, deadline, maxChildren, scratch,
                outputCap);
    }

    /** Returns the same config starting at most {@code children} child JVMs for one run. */
    public SandboxConfig withMaxChildren(int children) {
        return new SandboxConfig(java, classPath, maxHeap, stackSize, startTimeout, runDeadline, children, scratch,
                outputCap);
    }

    /** Returns the same config with another java executable. */
    public SandboxConfig withJava(Path other) {
        return new SandboxConfig(other, classPath, maxHeap, stackSize, startTimeout, runDeadline, maxChildren, scratch,
                outputCap);
    }

    /** Returns the same config with another heap limit and cap on the children's own output. */
    public SandboxConfig withLimits(String heap, int childOutputCap) {
        return new SandboxConfig(java, classPath, heap, stackSize, startTimeout, runDeadline, maxChildren, scratch,
                childOutputCap);
    }

    /** Returns the command that starts a child JVM, with {@code options} for the JVM besides the usual. */
    List<String> command(List<String> options) {
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx" + maxHeap, "-Xss" + stackSize));
        command.addAll(ShortLivedJvm.FLAGS);
        command.addAll(List.of("-XX:-UsePerfData", "-Djava.awt.headless=true", "-Dfile.encoding=UTF-8"));
        command.addAll(options);
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classPath),
                "npuzzle.grader.sandbox.child.ChildMain"));
        return command;
    }
}
