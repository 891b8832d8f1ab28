package npuzzle.grader.sandbox;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.FileTrees;
import npuzzle.grader.ScratchFolders;
import npuzzle.grader.sandbox.child.CappedBuffer;
import npuzzle.grader.sandbox.child.ChildMain;

/**
 * A child JVM started ahead of the grading that will use it, in a scratch folder of its own: while the student
 * edits, it starts and warms up on the reference's Board and Solver ({@link ChildMain#WARM_UP}), and it waits for
 * its spec before it loads any student code. It serves one grading, as its first child; the next grading gets a new
 * one, so nothing of one grading reaches the next.
 */
public final class SpareChild implements AutoCloseable {
    private final List<String> command;
    private final Path folder;
    private final CappedBuffer output;
    private final ChildProcess process;

    private SpareChild(List<String> command, Path folder, CappedBuffer output, ChildProcess process) {
        this.command = command;
        this.folder = folder;
        this.output = output;
        this.process = process;
    }

    /** Starts a child JVM that runs {@code command} once it is sent its spec, warming up meanwhile. */
    static SpareChild start(List<String> command, int outputCap) throws IOException {
        List<String> warming = new ArrayList<>(command);
        warming.add(warming.size() - 1, "-D" + ChildMain.WARM_UP + "=true"); // before the main class
        Path folder = ScratchFolders.create();
        CappedBuffer output = new CappedBuffer(outputCap);
        return new SpareChild(List.copyOf(command), folder, output, ChildProcess.launch(warming, folder, output));
    }

    /** Returns whether this child is alive and runs what {@code wanted} would, so that it can stand in for it. */
    boolean fits(List<String> wanted) {
        return process.isAlive() && command.equals(wanted);
    }

    /** Sends the child its input: it loads the student's classes and runs the checks from now on. */
    ChildProcess begin(String input) {
        return process.send(input);
    }

    /** Returns what the child printed itself (capped, never parsed). */
    String output() {
        return output.text();
    }

    /** Kills the child, if it still runs, and deletes its folder. */
    @Override
    public void close() {
        process.close();
        try {
            FileTrees.delete(folder);
        } catch (IOException | UncheckedIOException e) {
            // left for the next grader to tidy, as a folder of a grader that is gone
        }
    }

    /**
     * The spare child a series of gradings keeps for its next one: a grading's run says what its children ran, and
     * once its verdict is out (so that the spare's start takes no CPU from it) the slot is filled with a spare.
     */
    public static final class Slot implements AutoCloseable {
        private SpareChild spare;
        private List<String> command;
        private int outputCap;

        /** Returns the spare child if it fits {@code command}; a spare that does not is closed. */
        synchronized Optional<SpareChild> take(List<String> command) {
            SpareChild taken = spare;
            spare = null;
            if (taken != null && !taken.fits(command)) {
                taken.close();
                taken = null;
            }
            return Optional.ofNullable(taken);
        }

        /** Remembers the command the children of a run ran, for the spare of the next run. */
        synchronized void ran(List<String> command, int outputCap) {
            this.command = List.copyOf(command);
            this.outputCap = outputCap;
        }

        /** Starts a spare child for the next grading, unless one is kept or no run has said what it should run. */
        public synchronized void fill() throws IOException {
            if (spare == null && command != null) {
                spare = start(command, outputCap);
            }
        }

        @Override
        public synchronized void close() {
            if (spare != null) {
                spare.close();
                spare = null;
            }
        }
    }
}
