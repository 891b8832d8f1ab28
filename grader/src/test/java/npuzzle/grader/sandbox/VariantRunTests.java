package npuzzle.grader.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.child.ChildSpec;
import npuzzle.grader.sandbox.child.VariantCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A child JVM in variant mode, as the fix search runs it: each variant's checks one at a time until one does not
 * pass, the checks it must keep passing only after all it must fix passed, no variant on a line another variant of
 * its group fixed, and a variant that ends the child JVM costs the variants after it nothing. The variants run warm in
 * the child that ran the checks, when it was kept for them.
 */
class VariantRunTests {
    private static final List<String> CLASSES = List.of("npuzzle.grader.fixture.PipelineFixtureChecks",
            "npuzzle.grader.fixture.HostileFixtureChecks");

    @TempDir
    Path dir;

    @Test
    void eachVariantRunsUntilACheckFailsAndKeepsOnlyWhenItFixedEverything() throws Exception {
        CompileResult compiled = FixtureSubmission.compile(dir.resolve("fixture"));
        List<String> dirs = new ArrayList<>();
        for (int variant = 0; variant < 5; variant++) {
            // an empty folder: the variant is the student's classes as they are, so the fixture checks decide
            dirs.add(Files.createDirectories(dir.resolve("variant-" + variant)).toString());
        }
        List<VariantCheck> checks = List.of(
                new VariantCheck(0, 0, 10, true, "fixture.fails-with-details"),
                new VariantCheck(0, 0, 10, true, "fixture.passes"),
                new VariantCheck(0, 0, 10, false, "fixture.notes"),
                new VariantCheck(0, 1, 10, true, "fixture.passes"),
                new VariantCheck(0, 1, 10, false, "fixture.notes"),
                new VariantCheck(0, 2, 10, true, "fixture.passes"),
                new VariantCheck(1, 3, 10, true, "hostile.exit"),
                new VariantCheck(1, 3, 10, true, "fixture.passes"),
                new VariantCheck(1, 4, 11, true, "fixture.passes"));
        ChildSpec spec = FixtureSubmission.spec(compiled, CLASSES, List.of()).withVariants(dirs, checks,
                CLASSES);
        Map<String, Duration> limits = new HashMap<>();
        checks.forEach(check -> limits.put(check.toString(), Duration.ofSeconds(20)));
        SandboxConfig config = SandboxConfig.ofThisJvm(dir.resolve("run"), Duration.ofSeconds(120)).withMaxChildren(3);

        SandboxResult result = new SandboxRunner(config).run(spec, limits);

        Map<String, Status> statuses = new HashMap<>();
        result.outcomes().forEach((id, outcome) -> statuses.put(id, outcome.status()));
        assertEquals(Map.of(
                "0/0/10/fix/fixture.fails-with-details", Status.FAILED,
                "0/0/10/fix/fixture.passes", Status.SKIPPED,
                "0/0/10/keep/fixture.notes", Status.SKIPPED,
                "0/1/10/fix/fixture.passes", Status.PASSED,
                "0/1/10/keep/fixture.notes", Status.PASSED,
                "0/2/10/fix/fixture.passes", Status.SKIPPED, // variant 1 fixed line 10 already
                "1/3/10/fix/hostile.exit", Status.ERROR,
                "1/3/10/fix/fixture.passes", Status.PASSED,
                "1/4/11/fix/fixture.passes", Status.PASSED), statuses, result.outcomes().toString());
        assertEquals(2, result.childrenStarted(), "the exit ended one child; a fresh one ran the rest");
    }

    @Test
    void theEditsRunInTheChildThatRanTheChecksWhichEndsWithTheSlot() throws Exception {
        CompileResult compiled = FixtureSubmission.compile(dir.resolve("fixture"));
        ChildSpec spec = FixtureSubmission.spec(compiled, CLASSES, List.of("fixture.fails-with-pid", "fixture.passes"));
        List<VariantCheck> checks = List.of(new VariantCheck(0, 0, 10, true, "fixture.fails-with-pid"));
        ChildSpec edits = spec.withVariants(List.of(Files.createDirectories(dir.resolve("variant")).toString()),
                checks, CLASSES);
        Map<String, Duration> limits = Map.of(checks.get(0).toString(), Duration.ofSeconds(20));
        SandboxConfig config = SandboxConfig.ofThisJvm(dir.resolve("run"), Duration.ofSeconds(120));
        String edit = checks.get(0).toString();
        try (KeptChild.Slot kept = new KeptChild.Slot()) {
            SandboxRunner runner = new SandboxRunner(config, Optional.empty(), Optional.of(kept));
            long checksJvm = pid(runner.run(spec, Map.of()).outcomes().get("fixture.fails-with-pid"));

            assertEquals(checksJvm, pid(runner.run(edits, limits).outcomes().get(edit)), "the kept child");
            assertNotEquals(checksJvm, pid(runner.run(edits, limits).outcomes().get(edit)),
                    "a child serves one run of edits, then a fresh one is started");
            assertFalse(ProcessHandle.of(checksJvm).map(ProcessHandle::isAlive).orElse(false),
                    "the kept child ended with its run of edits");

            runner.run(spec, Map.of());
            long keptPid = ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).findFirst()
                    .orElseThrow().pid();
            kept.close();
            assertFalse(ProcessHandle.of(keptPid).map(ProcessHandle::isAlive).orElse(false), "closed with the slot");
        }
    }

    private static long pid(CheckOutcome outcome) {
        Matcher pid = Pattern.compile("pid (\\d+)").matcher(String.valueOf(outcome.message()));
        assertTrue(pid.find(), outcome.toString());
        return Long.parseLong(pid.group(1));
    }
}
