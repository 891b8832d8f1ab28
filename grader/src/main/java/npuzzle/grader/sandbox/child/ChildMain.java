package npuzzle.grader.sandbox.child;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import npuzzle.grader.GraderJson;
import npuzzle.grader.checks.CheckNotes;
import npuzzle.grader.checks.SharedWork;

/**
 * The child JVM's entry point. Its stdin holds two lines from the parent: {@code <port> <token>} and the
 * {@link ChildSpec} as JSON. It connects to the parent, loads the student's classes, runs the checks, and then waits
 * on the channel: for the spec of the fix search's edits, which it runs warm (each in class loaders of its own, as a
 * fresh child would), or for the channel's end, and exits. A child started ahead of its grading ({@link #WARM_UP})
 * first warms up on the reference, while the parent waits for a save.
 */
public final class ChildMain {
    /** The exit status of a child that ends early because a check left threads running. */
    static final int THREADS_LEFT_RUNNING = 3;
    /** The exit status of a child whose grader is gone (killed with SIGKILL, say): nobody is left to report to. */
    static final int GRADER_GONE = 4;
    /** The system property that has a child warm up on the reference's Board and Solver before it reads stdin. */
    public static final String WARM_UP = "npuzzle.child.warmUp";

    private ChildMain() {
    }

    public static void main(String[] args) {
        PrintStream realErr = System.err;
        // A grader killed with SIGKILL cannot stop its child, which would spin on in an endless loop: it stops itself.
        ProcessHandle.current().parent().ifPresent(grader -> grader.onExit().thenRun(
                () -> Runtime.getRuntime().halt(GRADER_GONE)));
        int status = 0;
        try {
            if (Boolean.getBoolean(WARM_UP)) {
                ReferenceWarmUp.run();
            }
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
            Runnable end = () -> {
                System.err.flush();
                Runtime.getRuntime().halt(THREADS_LEFT_RUNNING);
            };
            if (!spec.variantDirs().isEmpty()) {
                runVariants(spec, sink, capture, end);
                return;
            }
            SharedWork shared = new SharedWork(key -> sink.send(new ChildEvent.WorkStarted(key)),
                    key -> sink.send(new ChildEvent.WorkEnded(key)), spec.spoiledWork());
            RubricRun rubric = RubricRun.load(spec, shared);
            sink.send(new ChildEvent.Ready());
            CheckNotes notes = rubric.notes();
            CheckListener listener = new CheckListener(sink, capture, new ResultMapper(rubric::isStudentClass, notes),
                    notes, rubric.stubbed(), new ThreadCensus(), spec.maxThreads(), end, spec.seed());
            try {
                rubric.run(listener);
            } catch (OutOfMemoryError e) {
                listener.crashed("ran out of memory: the child JVM's heap limit was reached");
                return;
            }
            sink.send(new ChildEvent.Done());
            String next = sink.receive();
            if (next != null && !next.isEmpty()) {
                runVariants(GraderJson.GSON.fromJson(next, ChildSpec.class), sink, capture, end);
            }
        }
    }

    private static void runVariants(ChildSpec spec, EventSink sink, OutputCapture capture, Runnable end)
            throws IOException {
        sink.send(new ChildEvent.Ready());
        new VariantRun(spec, sink, capture, end).run();
        sink.send(new ChildEvent.Done());
    }
}
