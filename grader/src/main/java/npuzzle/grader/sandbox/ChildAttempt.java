package npuzzle.grader.sandbox;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.child.ChildEvent;

/**
 * The watchdog over one child JVM: it applies the channel's events, measures each check from its start event,
 * and stops the child when a check overruns, the run's deadline passes, or the child dies; it then charges the
 * running check with the cause.
 *
 * <p>A check's time limit counts the child JVM's CPU time while it computes, so that a check does not run out of
 * time because the machine is busy with other work: a loaded machine gives the child fewer CPU seconds per second,
 * not fewer in all. Code that waits instead of computing (it used under 1/{@value #WAITING_SHARE} of the wall time
 * on the CPU) is stopped at the limit in wall time, and any check at {@value #WALL_FACTOR} times it. Each piece of
 * shared work a check runs (one search, say) starts a limit of its own, and so does the check's own work after it:
 * work that other checks share never spends a limit with other work, so a stop in one costs the other nothing.
 */
final class ChildAttempt {
    private static final long POLL_MILLIS = 50;
    private static final long DRAIN_MILLIS = 2_000;
    private static final int WALL_FACTOR = 6;
    private static final int WAITING_SHARE = 20;

    private final Set<String> expected;
    private final Map<String, Duration> timeouts;
    private final long deadline;
    private final SandboxConfig config;
    private final CheckProgress progress;
    private final Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
    private final List<String> incidents = new ArrayList<>();
    private final long launched = System.nanoTime();
    private long ready;
    private long ended;
    private long lastEvent = launched;
    private String running;
    /** The shared work the running check has started and not ended. */
    private final Set<String> openWork = new LinkedHashSet<>();
    /** The shared work a check was stopped in, with that check's id, by key. */
    private final Map<String, String> spoiled = new LinkedHashMap<>();
    private long runningSince;
    /** Where the running check's current limit started: the check's start, or the last shared work's start or end. */
    private long windowSince;
    private long windowSinceCpu;
    private ChildProcess child;
    private boolean done;
    private String cause = "the child JVM ended without running a check";

    ChildAttempt(Set<String> expected, Map<String, Duration> timeouts, long deadline, SandboxConfig config,
            CheckProgress progress) {
        this.expected = Set.copyOf(expected);
        this.timeouts = timeouts;
        this.deadline = deadline;
        this.config = config;
        this.progress = progress;
    }

    /**
     * Watches the child until it is done, dead or stopped; the caller ends it afterwards (a child that is done waits
     * on its channel).
     */
    void watch(ChildProcess child, ChannelServer channel) throws InterruptedException {
        this.child = child;
        while (true) {
            ChannelServer.Message message = channel.poll(POLL_MILLIS);
            if (message instanceof ChannelServer.Message.Event event) {
                apply(event.event());
                if (done) {
                    break;
                }
            }
            long now = System.nanoTime();
            String stop = overrun(now);
            if (stop != null) {
                charge(Status.TIMEOUT, stop, now);
                cause = stop;
                break;
            }
            if (message instanceof ChannelServer.Message.Closed || !child.isAlive()) {
                drainAfterDeath(child, channel, message instanceof ChannelServer.Message.Closed);
                break;
            }
        }
        ended = System.nanoTime();
    }

    private void drainAfterDeath(ChildProcess child, ChannelServer channel, boolean closed)
            throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DRAIN_MILLIS);
        while (!closed && !done && System.nanoTime() < until) {
            ChannelServer.Message message = channel.poll(POLL_MILLIS);
            if (message instanceof ChannelServer.Message.Event event) {
                apply(event.event());
            }
            closed = message instanceof ChannelServer.Message.Closed;
        }
        if (done) {
            return;
        }
        child.waitFor(DRAIN_MILLIS);
        String how = child.isAlive() ? "closed the private channel"
                : describeExit(child.exitValue());
        cause = "the child JVM " + how + (ready == 0 ? " before it was ready" : "");
        charge(Status.ERROR, cause + " while this check ran", System.nanoTime());
    }

    private static String describeExit(int status) {
        if (status > 128 && status < 160) {
            return "was killed by signal " + (status - 128);
        }
        return "exited with status " + status + " (System.exit or Runtime.halt in the student's code?)";
    }

    /** Returns why the child must be stopped now, or null. */
    private String overrun(long now) {
        if (running != null) {
            Duration limit = timeouts.getOrDefault(running, SandboxRunner.DEFAULT_TIMEOUT);
            long wall = now - windowSince;
            long cpu = cpuNanos() - windowSinceCpu;
            if (windowSinceCpu < 0 || cpu < 0) {
                if (wall > limit.toNanos()) {
                    return "did not finish within " + limit.toSeconds() + " s (an endless loop, or far too slow)";
                }
            } else if (cpu > limit.toNanos()) {
                return "did not finish within " + limit.toSeconds() + " s of CPU time (an endless loop, or far too "
                        + "slow)";
            } else if (wall > limit.toNanos() && cpu * WAITING_SHARE < wall) {
                return "waited " + limit.toSeconds() + " s without computing (it used "
                        + TimeUnit.NANOSECONDS.toMillis(cpu) + " ms of CPU time): blocked on a lock or a queue?";
            } else if (wall > WALL_FACTOR * limit.toNanos()) {
                return "did not finish within " + WALL_FACTOR * limit.toSeconds() + " s, with "
                        + TimeUnit.NANOSECONDS.toMillis(cpu) + " ms of CPU time";
            }
        } else if (now - lastEvent > config.startTimeout().toNanos()) {
            return (ready == 0 ? "the child JVM did not start" : "the child JVM sent nothing") + " within "
                    + config.startTimeout().toSeconds() + " s";
        }
        if (now >= deadline) {
            // the running check was cut off, not judged: it explains no other check's failure (ChargedOnce)
            return CheckOutcome.NOT_RUN + "the run's deadline passed (" + config.runDeadline().toSeconds()
                    + " s) while it ran";
        }
        return null;
    }

    void apply(ChildEvent event) {
        long now = System.nanoTime();
        lastEvent = now;
        if (event instanceof ChildEvent.Ready) {
            ready = now;
        } else if (event instanceof ChildEvent.CheckStarted started) {
            if (!expected.contains(started.id()) || outcomes.containsKey(started.id()) || running != null) {
                incidents.add("ignored a start event for " + describe(started.id()));
            } else {
                running = started.id();
                progress.started(running);
                openWork.clear();
                runningSince = now;
                newWindow(now);
            }
        } else if (event instanceof ChildEvent.CheckFinished finished) {
            finish(finished, now);
        } else if (event instanceof ChildEvent.WorkStarted work && running != null) {
            openWork.add(work.key());
            newWindow(now);
        } else if (event instanceof ChildEvent.WorkEnded work) {
            openWork.remove(work.key());
            newWindow(now);
        } else if (event instanceof ChildEvent.Done) {
            done = true;
            for (String id : expected) { // a fresh child would not find it either
                outcomes.computeIfAbsent(id, missing -> CheckOutcome.stopped(missing, Status.ERROR,
                        "the child JVM did not run this check (its check class was not found?)", 0));
            }
        }
    }

    private void newWindow(long now) {
        windowSince = now;
        windowSinceCpu = cpuNanos();
    }

    private long cpuNanos() {
        return child == null ? -1 : child.cpuNanos();
    }

    private void finish(ChildEvent.CheckFinished finished, long now) {
        if (!expected.contains(finished.id()) || outcomes.containsKey(finished.id())) {
            incidents.add("ignored a result for " + describe(finished.id()));
            return;
        }
        boolean wasRunning = finished.id().equals(running);
        long millis = wasRunning ? TimeUnit.NANOSECONDS.toMillis(now - runningSince) : 0;
        outcomes.put(finished.id(), new CheckOutcome(finished.id(), finished.status(), finished.fraction(),
                finished.message(),
                finished.details(), finished.output(), millis));
        progress.finished(finished.id());
        if (wasRunning) {
            running = null;
        }
    }

    private String describe(String id) {
        if (!expected.contains(id)) {
            return "an unknown check \"" + id + "\"";
        }
        return outcomes.containsKey(id) ? "check " + id + ", which had already finished"
                : "check " + id + " while " + running + " was running";
    }

    /**
     * Charges the running check with its stop; the shared work it was in is spoiled, and its message says once that
     * the checks sharing that work are not judged for it.
     */
    private void charge(Status status, String message, long now) {
        if (running != null) {
            long millis = TimeUnit.NANOSECONDS.toMillis(now - runningSince);
            String shared = "";
            if (!openWork.isEmpty() && !message.startsWith(CheckOutcome.NOT_RUN)) {
                for (String key : openWork) {
                    spoiled.put(key, running);
                }
                shared = "; it was in the " + String.join(" and the ", openWork) + ", which are not run again:"
                        + " the checks that need them are not judged, charged to this check";
            }
            outcomes.put(running, CheckOutcome.stopped(running, status, message + shared, millis));
            progress.finished(running);
            running = null;
            openWork.clear();
        }
    }

    /** Returns the shared work a check was stopped in, with that check's id, by key. */
    Map<String, String> spoiled() {
        return spoiled;
    }

    /** Returns whether the child ran every check it was given and said so. */
    boolean done() {
        return done;
    }

    Map<String, CheckOutcome> outcomes() {
        return outcomes;
    }

    List<String> incidents() {
        return incidents;
    }

    /** Returns why the child stopped, for the checks it did not reach. */
    String cause() {
        return cause;
    }

    long startMillis() {
        return TimeUnit.NANOSECONDS.toMillis((ready == 0 ? ended : ready) - launched);
    }

    long checksMillis() {
        return ready == 0 ? 0 : TimeUnit.NANOSECONDS.toMillis(ended - ready);
    }
}
