package npuzzle.grader.checks;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import npuzzle.grader.link.ReferenceBoardLinker;

/**
 * A fixture submission compiled with javax.tools and loaded the way the child JVM loads one: the student's classes
 * in their own loader, and the student's Solver again in a loader that gives it the relocated reference Board and
 * links it to that, or not at all when it uses a Board member the reference Board has no equivalent of.
 */
public final class CompiledSubmission {
    /** The fixture submissions, tests/submissions. */
    public static final Path FIXTURES = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"));

    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private final Map<String, Class<?>> classes = new HashMap<>();
    private final Map<String, String> unavailable = new HashMap<>();
    private Class<?> solverOnReferenceBoard;
    private Class<?> referenceBoard;

    /** Compiles Board.java, then Solver.java, from {@code folder} into {@code output}. */
    public static CompiledSubmission compile(Path folder, Path output) {
        CompiledSubmission submission = new CompiledSubmission();
        Path boardSource = find(folder, "Board.java");
        Path solverSource = find(folder, "Solver.java");
        String prefix = packageOf(boardSource);
        Path boardClasses = output.resolve("board");
        boolean boardCompiles = submission.compileInto(boardClasses, "Board", boardSource);
        if (!boardCompiles) {
            submission.unavailable.put("Solver", "Board.java did not compile");
            return submission;
        }
        URLClassLoader boardLoader = loader(boardClasses);
        submission.classes.put("Board", load(boardLoader, prefix + "Board"));
        if (!Files.exists(solverSource)) {
            submission.unavailable.put("Solver", "Solver.java was not found");
            return submission;
        }
        Path solverClasses = output.resolve("solver");
        if (!submission.compileInto(solverClasses, "Solver", boardSource, solverSource)) {
            return submission;
        }
        URLClassLoader studentLoader = loader(solverClasses); // the Solver links to the Board of its own loader
        submission.classes.put("Board", load(studentLoader, prefix + "Board"));
        submission.classes.put("Solver", load(studentLoader, prefix + "Solver"));
        RelocatingLoader relocating = new RelocatingLoader(solverClasses, prefix + "Board");
        submission.referenceBoard = load(relocating, prefix + "Board");
        Optional<String> notJudged = new ReferenceBoardLinker(prefix + "Board").notJudged(prefix + "Solver",
                name -> classFile(solverClasses, name));
        if (notJudged.isPresent()) {
            submission.unavailable.put(GradingContext.NOT_JUDGED_ON_REFERENCE_BOARD, notJudged.get());
        } else {
            submission.solverOnReferenceBoard = load(relocating, prefix + "Solver");
        }
        return submission;
    }

    /** Returns the context the checks see, with the test data set. */
    public GradingContext context(long seed, SolutionConvention convention, boolean checkMessages) {
        return context(seed, convention, checkMessages, Assignment.DEFAULT);
    }

    /** Returns the context the checks see when grading {@code assignment}, with the test data set. */
    public GradingContext context(long seed, SolutionConvention convention, boolean checkMessages,
            Assignment assignment) {
        return new GradingContext(Optional.ofNullable(classes.get("Board")), Optional.ofNullable(classes.get("Solver")),
                Optional.ofNullable(solverOnReferenceBoard), Optional.ofNullable(referenceBoard), unavailable,
                TestData.puzzles(), seed, convention, checkMessages, assignment);
    }

    private boolean compileInto(Path classes, String name, Path... sources) {
        try {
            Files.createDirectories(classes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        List<String> arguments = new ArrayList<>(List.of("-proc:none", "-nowarn", "-d", classes.toString()));
        Stream.of(sources).map(Path::toString).forEach(arguments::add);
        ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
        int status = compiler.run(null, null, diagnostics, arguments.toArray(String[]::new));
        if (status != 0) {
            unavailable.put(name, name + ".java did not compile: " + diagnostics.toString().lines().findFirst()
                    .orElse(""));
            return false;
        }
        return true;
    }

    /** Returns the file named {@code name} anywhere under {@code folder}, or where it would be if absent. */
    private static Path find(Path folder, String name) {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(file -> file.getFileName().toString().equals(name)).findFirst()
                    .orElse(folder.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String packageOf(Path source) {
        try {
            Matcher matcher = PACKAGE.matcher(Files.readString(source));
            return matcher.find() ? matcher.group(1) + "." : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static URLClassLoader loader(Path classes) {
        return new URLClassLoader(new URL[] {url(classes)}, CompiledSubmission.class.getClassLoader());
    }

    private static URL url(Path classes) {
        try {
            return classes.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static Class<?> load(ClassLoader loader, String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("compiled but not found: " + name, e);
        }
    }

    /** Returns the class file of the class {@code name} in the folder {@code classes}, or null when it has none. */
    private static byte[] classFile(Path classes, String name) {
        Path file = classes.resolve(name.replace('.', '/') + ".class");
        try {
            return Files.exists(file) ? Files.readAllBytes(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Loads the student's classes from a folder, except the Board: that is the relocated reference, and the other
     * classes are linked to it.
     */
    private static final class RelocatingLoader extends URLClassLoader {
        private final Path classes;
        private final String boardName;
        private final ReferenceBoardLinker linker;

        RelocatingLoader(Path classes, String boardName) {
            super(new URL[] {url(classes)}, CompiledSubmission.class.getClassLoader());
            this.classes = classes;
            this.boardName = boardName;
            this.linker = new ReferenceBoardLinker(boardName);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = name.equals(boardName) ? ReferenceRelocation.boardAs(name) : classFile(classes, name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            byte[] linked = linker.link(bytes);
            return defineClass(name, linked, 0, linked.length);
        }
    }
}
