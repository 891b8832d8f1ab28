package npuzzle.grader.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.GraderJson;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.child.CappedBuffer;
import npuzzle.grader.sandbox.child.ChildSpec;

/**
 * Runs a spec's checks in child JVMs, one after another until every check has an outcome: a child that exits,
 * crashes, or overruns a check's time is killed with its process tree, the running check is charged with the
 * cause, and a fresh child runs the checks that remain, told which shared work the stopped check was in, so that
 * the checks needing it are not judged rather than run into the same limit again.
 */
public final class SandboxRunner {
    /** The time a check may take unless the rubric says otherwise. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    /** How long a child that has run its checks may take to write the class data archive as it exits. */
    private static final long ARCHIVE_WRITE_MILLIS = 30_000;
    /** How long a child that has run its checks may take to exit by itself, its output drained, before it is killed. */
    private static final long DRAIN_MILLIS = 2_000;

    private final SandboxConfig config;
    private final Optional<SpareChild.Slot> spares;
    private final Optional<KeptChild.Slot> kept;

    public SandboxRunner(SandboxConfig config) {
        this(config, Optional.empty(), Optional.empty());
    }

    /**
     * Creates a runner whose first child is the spare in {@code spares} when it fits, and that tells the slot what
     * its children ran, for the spare of the next run. A run of checks keeps its last child in {@code kept} when
     * that child ran every check it was given; a run of the fix search's edits runs in the kept child when it fits.
     */
    public SandboxRunner(SandboxConfig config, Optional<SpareChild.Slot> spares, Optional<KeptChild.Slot> kept) {
        this.config = config;
        this.spares = spares;
        this.kept = kept;
    }

    /**
     * Runs the spec's checks and returns an outcome for each of them.
     *
     * @param timeouts each check's time limit; a check not listed gets {@link #DEFAULT_TIMEOUT}
     */
    public SandboxResult run(ChildSpec spec, Map<String, Duration> timeouts) throws IOException,
            InterruptedException {
        return run(spec, timeouts, CheckProgress.NONE);
    }

    /** Runs the spec's checks as {@link #run(ChildSpec, Map)} does, telling {@code progress} of each check. */
    public SandboxResult run(ChildSpec spec, Map<String, Duration> timeouts, CheckProgress progress)
            throws IOException, InterruptedException {
        Set<String> remaining = new LinkedHashSet<>(spec.checkIds());
        Map<String, CheckOutcome> outcomes = new LinkedHashMap<>();
        Map<String, String> spoiled = new LinkedHashMap<>();
        List<String> incidents = new ArrayList<>();
        CappedBuffer childOutput = new CappedBuffer(config.outputCap());
        long deadline = System.nanoTime() + config.runDeadline().toNanos();
        int children = 0;
        boolean undisturbed = true;
        boolean probing = spec.probe();
        long startMillis = 0;
        long checksMillis = 0;
        Optional<ClassDataArchive> archive = ClassDataArchive.forChildren(config);
        while (!remaining.isEmpty()) {
            String giveUp = null;
            if (System.nanoTime() >= deadline) {
                giveUp = CheckOutcome.NOT_RUN + "the run's deadline passed (" + config.runDeadline().toSeconds()
                        + " s)";
            } else if (children == config.maxChildren()) {
                giveUp = CheckOutcome.NOT_RUN + children
                        + " child JVMs were started and the checks still did not finish";
            }
            if (giveUp != null) {
                undisturbed = false;
                Status status = giveUp.contains("deadline") ? Status.TIMEOUT : Status.ERROR;
                for (String id : remaining) {
                    outcomes.put(id, CheckOutcome.stopped(id, status, giveUp, 0));
                }
                break;
            }
            children++;
            ChildAttempt attempt = new ChildAttempt(remaining, timeouts, deadline, config, progress);
            String input = GraderJson.GSON.toJson(spec.onlyChecks(remaining, probing, spoiled));
            boolean writesArchive = archive.isPresent() && archive.get().missing();
            List<String> command = config.command(archive.map(ClassDataArchive::options).orElse(List.of()));
            Optional<KeptChild> warm = children == 1 && !spec.variantDirs().isEmpty()
                    ? kept.flatMap(slot -> slot.take(command)) : Optional.empty();
            if (warm.isPresent() && warm.get().send(input)) {
                try (KeptChild child = warm.get()) {
                    attempt.watch(child.process(), child.channel());
                    incidents.addAll(child.newIncidents());
                }
            } else {
                warm.ifPresent(KeptChild::close);
                Path workDir = Files.createDirectories(config.scratch().resolve("child-" + children));
                boolean keeps = kept.isPresent() && !writesArchive && spec.variantDirs().isEmpty();
                incidents.addAll(runFresh(attempt, command, workDir, input, children == 1 && !writesArchive,
                        writesArchive ? archive : Optional.empty(), keeps, childOutput));
            }
            incidents.addAll(attempt.incidents());
            outcomes.putAll(attempt.outcomes());
            undisturbed &= attempt.done();
            spoiled.putAll(attempt.spoiled());
            remaining.removeAll(attempt.outcomes().keySet());
            startMillis += attempt.startMillis();
            checksMillis += attempt.checksMillis();
            if (attempt.outcomes().isEmpty() && probing) {
                probing = false; // the probe itself may have ended the child (System.exit in a constructor)
                continue;
            }
            if (!remaining.isEmpty() && attempt.outcomes().isEmpty() && System.nanoTime() < deadline) {
                undisturbed = false;
                for (String id : remaining) { // no progress: another child would do the same
                    outcomes.put(id, CheckOutcome.stopped(id, Status.ERROR, CheckOutcome.NOT_RUN + attempt.cause(), 0));
                }
                break;
            }
        }
        if (spares.isPresent() && archive.map(written -> !written.missing()).orElse(true)) {
            spares.get().ran(config.command(archive.map(ClassDataArchive::options).orElse(List.of())),
                    config.outputCap());
        }
        return new SandboxResult(outcomes, incidents, childOutput.text(), children, startMillis, checksMillis,
                undisturbed && incidents.isEmpty());
    }

    /**
     * Runs the attempt in a child JVM started for it, or in the spare when {@code spareFits} and one fits; returns
     * the channel's incidents. A child that ran every check is kept in the slot when {@code keeps}, else its channel
     * is closed so that it exits (writing the class data archive, when it is the one to write it).
     */
    private List<String> runFresh(ChildAttempt attempt, List<String> command, Path workDir, String input,
            boolean spareFits, Optional<ClassDataArchive> writing, boolean keeps, CappedBuffer childOutput)
            throws IOException, InterruptedException {
        ChannelServer channel = new ChannelServer();
        String line = channel.port() + " " + channel.token() + "\n" + input + "\n";
        Optional<SpareChild> spare = spareFits ? spares.flatMap(slot -> slot.take(command)) : Optional.empty();
        ChildProcess child = null;
        boolean keptIt = false;
        try {
            child = spare.isPresent() ? spare.get().begin(line) : ChildProcess.start(command, workDir, line,
                    childOutput);
            attempt.watch(child, channel);
            List<String> incidents = channel.incidents();
            if (attempt.done() && keeps) {
                kept.get().keep(new KeptChild(command, child, channel, spare.orElse(null)));
                keptIt = true;
                return incidents;
            }
            channel.close(); // the child, done, waits on it: its end is the child's cue to exit
            boolean exited = attempt.done() && child.waitFor(writing.isPresent() ? ARCHIVE_WRITE_MILLIS
                    : DRAIN_MILLIS);
            if (writing.isPresent()) {
                writing.get().ended(exited && child.exitValue() == 0);
            }
            return incidents;
        } finally {
            byte[] printed = spare.map(used -> used.output().getBytes(StandardCharsets.UTF_8)).orElse(new byte[0]);
            childOutput.write(printed, 0, printed.length);
            if (!keptIt) {
                channel.close();
                if (child != null) {
                    child.close();
                }
                spare.ifPresent(SpareChild::close);
            }
        }
    }
}
