package npuzzle.grader.sandbox;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A child JVM that ran a grading's checks to their end and waits on its channel, kept for the fix search of the same
 * grading: the edits run in it warm, without a JVM start, class loading and compilation of their own. Each edit still
 * runs in class loaders of its own, as in a fresh child. It serves one grading only, and only a child that finished
 * on its own (no check stopped, no crash) is kept.
 */
public final class KeptChild implements AutoCloseable {
    private final List<String> command;
    private final ChildProcess process;
    private final ChannelServer channel;
    /** The spare the child was started as, if it was: its folder goes with the child. */
    private final SpareChild spare;
    /** The channel's incidents that the run of the checks reported. */
    private final int reported;

    /** @param spare the spare the child was started as, or null */
    KeptChild(List<String> command, ChildProcess process, ChannelServer channel, SpareChild spare) {
        this.command = List.copyOf(command);
        this.process = process;
        this.channel = channel;
        this.spare = spare;
        this.reported = channel.incidents().size();
    }

    ChildProcess process() {
        return process;
    }

    ChannelServer channel() {
        return channel;
    }

    /** Returns the channel's incidents since the child was kept. */
    List<String> newIncidents() {
        List<String> all = channel.incidents();
        return all.subList(reported, all.size());
    }

    /** Sends the child its next spec; returns whether it is alive and took it. */
    boolean send(String spec) {
        return process.isAlive() && channel.send(spec);
    }

    /** Ends the child: its channel closes, so it exits, and it is killed with whatever it started. */
    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // the child is killed below either way
        }
        process.close();
        if (spare != null) {
            spare.close();
        }
    }

    /** The child a grading keeps between its checks and its fix search; closing the slot ends it. */
    public static final class Slot implements AutoCloseable {
        private KeptChild kept;

        /** Keeps {@code child}, ending one kept before. */
        synchronized void keep(KeptChild child) {
            close();
            kept = child;
        }

        /** Returns the kept child if it runs {@code command}; one that does not is ended. */
        synchronized Optional<KeptChild> take(List<String> command) {
            KeptChild taken = kept;
            kept = null;
            if (taken != null && !(taken.command.equals(command) && taken.process.isAlive())) {
                taken.close();
                taken = null;
            }
            return Optional.ofNullable(taken);
        }

        @Override
        public synchronized void close() {
            if (kept != null) {
                kept.close();
                kept = null;
            }
        }
    }
}
