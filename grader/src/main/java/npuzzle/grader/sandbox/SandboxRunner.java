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

    private final SandboxConfig config;
    private final Optional<SpareChild.Slot> spares;

    public SandboxRunner(SandboxConfig config) {
        this(config, Optional.empty());
    }

    /**
     * Creates a runner whose first child is the spare in {@code spares} when it fits, and that tells the slot what
     * its children ran, for the spare of the next run.
     */
    public SandboxRunner(SandboxConfig config, Optional<SpareChild.Slot> spares) {
        this.config = config;
        this.spares = spares;
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
            Path workDir = Files.createDirectories(config.scratch().resolve("child-" + children));
            ChildAttempt attempt = new ChildAttempt(remaining, timeouts, deadline, config, progress);
            try (ChannelServer channel = new ChannelServer()) {
                String input = channel.port() + " " + channel.token() + "\n"
                        + GraderJson.GSON.toJson(spec.onlyChecks(remaining, probing, spoiled)) + "\n";
                boolean writesArchive = archive.isPresent() && archive.get().missing();
                List<String> command = config.command(archive.map(ClassDataArchive::options).orElse(List.of()));
                Optional<SpareChild> spare = children == 1 && !writesArchive
                        ? spares.flatMap(slot -> slot.take(command)) : Optional.empty();
                try (ChildProcess child = spare.isPresent() ? spare.get().begin(input)
                        : ChildProcess.start(command, workDir, input, childOutput)) {
                    attempt.watch(child, channel);
                    if (writesArchive) {
                        boolean exited = attempt.done() && child.waitFor(ARCHIVE_WRITE_MILLIS);
                        archive.get().ended(exited && child.exitValue() == 0);
                    }
                } finally {
                    byte[] printed = spare.map(used -> used.output().getBytes(StandardCharsets.UTF_8))
                            .orElse(new byte[0]);
                    childOutput.write(printed, 0, printed.length);
                    spare.ifPresent(SpareChild::close);
                }
                incidents.addAll(channel.incidents());
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
        if (spares.isPresent() && archive.map(kept -> !kept.missing()).orElse(true)) {
            spares.get().ran(config.command(archive.map(ClassDataArchive::options).orElse(List.of())),
                    config.outputCap());
        }
        return new SandboxResult(outcomes, incidents, childOutput.text(), children, startMillis, checksMillis,
                undisturbed && incidents.isEmpty());
    }
}
