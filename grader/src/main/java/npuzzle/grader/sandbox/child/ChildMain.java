package npuzzle.grader.sandbox.child;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import npuzzle.grader.CheckCatalog;
import npuzzle.grader.GraderJson;
import npuzzle.grader.checks.GradingContext;
import npuzzle.reference.ExpectedFile;
import npuzzle.reference.PuzzleFacts;
import org.junit.platform.launcher.LauncherDiscoveryRequest;

/**
 * The child JVM's entry point. Its stdin holds two lines from the parent: {@code <port> <token>} and the
 * {@link ChildSpec} as JSON. It connects to the parent, loads the student's classes, runs the checks and exits.
 */
public final class ChildMain {
    private static final String EXPECTED = "/npuzzle/data/expected.json";
    /** The exit status of a child that ends early because a check left threads running. */
    static final int THREADS_LEFT_RUNNING = 3;
    /** The exit status of a child whose grader is gone (killed with SIGKILL, say): nobody is left to report to. */
    static final int GRADER_GONE = 4;

    private ChildMain() {
    }

    public static void main(String[] args) {
        PrintStream realErr = System.err;
        // A grader killed with SIGKILL cannot stop its child, which would spin on in an endless loop: it stops itself.
        ProcessHandle.current().parent().ifPresent(grader -> grader.onExit().thenRun(
                () -> Runtime.getRuntime().halt(GRADER_GONE)));
        int status = 0;
        try {
            run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
        } catch (Throwable e) {
            realErr.println("grader child: " + e);
            status = 70;
        }
        realErr.flush();
        // halt, not exit: a thread the student started must not keep the JVM alive, nor a shutdown hook run.
        Runtime.getRuntime().halt(status);
    }

    private static void run(BufferedReader stdin) throws IOException {
        String[] channel = String.valueOf(stdin.readLine()).split(" ");
        if (channel.length != 2) {
            throw new IOException("expected \"<port> <token>\" as the first line of stdin");
        }
        ChildSpec spec = GraderJson.GSON.fromJson(stdin.readLine(), ChildSpec.class);
        System.setIn(new ByteArrayInputStream(new byte[0]));
        OutputCapture capture = new OutputCapture(spec.outputCapPerCheck());
        capture.install();
        try (EventSink sink = EventSink.connect(Integer.parseInt(channel[0]), channel[1])) {
            StudentClasses classes = new StudentClasses(paths(spec.studentClassDirs()), paths(spec.courseJars()));
            ContextBuilder context = new ContextBuilder(spec, classes, puzzles());
            GradingContext.install(context.build());
            sink.send(new ChildEvent.Ready());
            CheckListener listener = new CheckListener(sink, capture, new ResultMapper(classes::isStudentClass),
                    context.stubbed(), new ThreadCensus(), spec.maxThreads(), () -> {
                        System.err.flush();
                        Runtime.getRuntime().halt(THREADS_LEFT_RUNNING);
                    });
            try {
                CheckCatalog.launcher().execute(request(spec), listener);
            } catch (OutOfMemoryError e) {
                listener.crashed("ran out of memory: the child JVM's heap limit was reached");
                return;
            }
            sink.send(new ChildEvent.Done());
        }
    }

    private static List<PuzzleFacts> puzzles() throws IOException {
        InputStream in = ChildMain.class.getResourceAsStream(EXPECTED);
        if (in == null) {
            return List.of();
        }
        try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return ExpectedFile.read("expected.json", reader);
        }
    }

    /** Returns the discovery request for the spec's check classes (or package), filtered to its check ids. */
    static LauncherDiscoveryRequest request(ChildSpec spec) {
        return CheckCatalog.request(spec.checkClasses())
                .filters(new CheckIdFilter(new HashSet<>(spec.checkIds())))
                .build();
    }

    private static List<Path> paths(List<String> names) {
        return names.stream().map(Path::of).toList();
    }
}
