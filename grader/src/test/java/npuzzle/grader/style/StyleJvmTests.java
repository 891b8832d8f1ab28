package npuzzle.grader.style;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.SourceLocator;
import npuzzle.grader.compile.StudentCompiler;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.Status;
import npuzzle.grader.sandbox.CheckOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The style JVM answers as the pass does in this JVM, two submissions at once, and fails its checks when it dies. */
class StyleJvmTests {
    private static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "../tests/submissions"));
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    private static final Function<StyleCheck, StylePass.Setting> FREE = check -> new StylePass.Setting(0, null, 60_000);
    private static final List<StyleCheck> ALL = List.of(StyleCheck.values());

    @TempDir
    Path dir;

    private StyleInput compiled(String fixture) throws Exception {
        Submission submission = SourceLocator.locate(List.of(SUBMISSIONS.resolve(fixture)));
        CompileResult result = new StudentCompiler(List.of()).compile(submission, dir.resolve(fixture));
        return new StyleInput(submission, result.classDirs(), List.of());
    }

    private static List<String> thisClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(entry -> Path.of(entry).toAbsolutePath().toString()).toList();
    }

    @Test
    void twoSubmissionsAtOnceGetWhatThePassGivesInThisJvm() throws Exception {
        StyleRules rules = StyleRules.of(Assignment.DEFAULT, Map.of());
        StyleInput broken = compiled("style-design-rules");
        StyleInput sample = compiled("correct-reference");
        StyleJvm jvm = new StyleJvm(JAVA, thisClassPath());
        jvm.prepare(rules, FREE, ALL);
        CompletableFuture<StyleJvm.Result> first = jvm.start(rules, FREE, broken, ALL);
        CompletableFuture<StyleJvm.Result> second = jvm.start(rules, FREE, sample, ALL);

        StylePass here = new StylePass(rules, FREE);
        for (var pair : List.of(Map.entry(first, broken), Map.entry(second, sample))) {
            Map<String, CheckOutcome> expected = here.run(pair.getValue(), ALL);
            Map<String, CheckOutcome> answered = StyleJvm.await(pair.getKey()).outcomes();
            assertEquals(expected.keySet(), answered.keySet());
            expected.forEach((id, outcome) -> {
                assertEquals(outcome.status(), answered.get(id).status(), id);
                assertEquals(outcome.findings(), answered.get(id).findings(), id);
                assertEquals(outcome.message(), answered.get(id).message(), id);
            });
        }
        assertEquals(Status.ADVICE, StyleJvm.await(first).outcomes().get("style.design").status());
    }

    @Test
    void aStyleJvmThatEndsFailsItsChecksWithTheReason() throws Exception {
        StyleJvm withoutTheGrader = new StyleJvm(JAVA, List.of(dir.toString()));
        StyleJvm.Result result = StyleJvm.await(withoutTheGrader.start(StyleRules.of(Assignment.DEFAULT, Map.of()),
                FREE, compiled("correct-reference"), ALL));

        assertEquals(ALL.stream().map(StyleCheck::id).toList(), List.copyOf(result.outcomes().keySet()).stream()
                .sorted((a, b) -> ALL.indexOf(StyleCheck.withId(a)) - ALL.indexOf(StyleCheck.withId(b))).toList());
        result.outcomes().values().forEach(outcome -> {
            assertEquals(Status.ERROR, outcome.status(), outcome.id());
            assertTrue(outcome.message().endsWith("the style JVM ended (exit code 1)"), outcome.message());
        });
    }
}
