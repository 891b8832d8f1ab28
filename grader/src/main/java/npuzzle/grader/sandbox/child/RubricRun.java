package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.checks.CheckNotes;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.SharedWork;
import npuzzle.reference.ExpectedFile;
import npuzzle.reference.PuzzleFacts;
import org.junit.platform.launcher.TestExecutionListener;

/**
 * Runs the checks a {@link ChildSpec} names in this JVM, on the student's classes loaded as the spec says: the one
 * way the rubric is run, for the child JVM ({@link ChildMain}).
 */
public final class RubricRun {
    private static final String EXPECTED = "/npuzzle/data/expected.json";
    private static List<PuzzleFacts> puzzles;

    private final ChildSpec spec;
    private final StudentClasses classes;
    private final Map<String, String> stubbed;
    private final GradingContext context;

    private RubricRun(ChildSpec spec, StudentClasses classes, Map<String, String> stubbed, GradingContext context) {
        this.spec = spec;
        this.classes = classes;
        this.stubbed = stubbed;
        this.context = context;
    }

    /**
     * Loads the spec's classes (probing the Board's constructor if the spec says so) and installs the context, whose
     * shared work is told through {@code sharedWork}.
     */
    public static RubricRun load(ChildSpec spec, SharedWork sharedWork) throws IOException {
        StudentClasses classes = new StudentClasses(paths(spec.studentClassDirs()), paths(spec.courseJars()));
        ContextBuilder builder = new ContextBuilder(spec, classes, puzzles(), sharedWork);
        GradingContext context = builder.build();
        GradingContext.install(context);
        return new RubricRun(spec, classes, builder.stubbed(), context);
    }

    /** Returns the notes the checks of the installed context leave. */
    CheckNotes notes() {
        return context.notes();
    }

    /** Runs the spec's checks, reporting each to {@code listener}. */
    public void run(TestExecutionListener listener) {
        CheckCatalog.launcher().execute(CheckCatalog.request(spec.checkClasses())
                .filters(new CheckIdFilter(new HashSet<>(spec.checkIds()))).build(), listener);
    }

    /** Returns whether the named class is one the student wrote. */
    boolean isStudentClass(String binaryName) {
        return classes.isStudentClass(binaryName);
    }

    /** Returns why each stubbed class is stubbed, by binary name: the checks that construct one are timeouts. */
    Map<String, String> stubbed() {
        return stubbed;
    }

    /** Returns the reference's facts of the bundled puzzles, read once: by a spare child's warm-up, or here. */
    static synchronized List<PuzzleFacts> puzzles() throws IOException {
        if (puzzles == null) {
            InputStream in = RubricRun.class.getResourceAsStream(EXPECTED);
            if (in == null) {
                return List.of();
            }
            try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                puzzles = ExpectedFile.read("expected.json", reader);
            }
        }
        return puzzles;
    }

    private static List<Path> paths(List<String> names) {
        return names.stream().map(Path::of).toList();
    }
}
