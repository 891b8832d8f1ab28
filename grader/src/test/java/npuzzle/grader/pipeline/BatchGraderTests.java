package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.batch.BatchOutcome;
import npuzzle.grader.batch.BatchSubmission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchGraderTests {
    @TempDir
    Path output;

    @Test
    void aGradingThatEndsAfterTheBatchIsStoppedWritesNothingAndTheBatchEndsInterrupted() {
        List<BatchGrader> batch = new ArrayList<>();
        batch.add(new BatchGrader((submission, folder) -> {
            batch.get(0).stop(); // Ctrl-C while this grading runs: its child JVMs are killed under it
            return notGraded(submission, "the child JVM exited with status 137");
        }, 1));
        List<String> listened = new ArrayList<>();

        assertThrows(InterruptedException.class, () -> batch.get(0).gradeAll(List.of(submission("alice")), output,
                (submission, graded, seconds) -> listened.add(submission.id())));

        assertFalse(Files.exists(output.resolve("alice")), "no report of a grading the stop cut short");
        assertEquals(List.of(), listened);
        assertTrue(batch.get(0).stopping());
    }

    @Test
    void aGradingThatEndsBeforeTheStopIsWritten() throws Exception {
        BatchGrader batch = new BatchGrader((submission, folder) -> notGraded(submission, "Board.java did not "
                + "compile"), 1);

        List<BatchOutcome> outcomes = batch.gradeAll(List.of(submission("bob")), output, (submission, graded,
                seconds) -> { });
        batch.stop();

        assertEquals(1, outcomes.size());
        assertEquals("Board.java did not compile\n", Files.readString(output.resolve("bob")
                .resolve(BatchGrader.NOT_GRADED)));
    }

    private static BatchSubmission submission(String id) {
        return new BatchSubmission(id, Path.of(id), Optional.empty(), List.of(id));
    }

    private static SubmissionGrader.Graded notGraded(BatchSubmission submission, String reason) {
        return new SubmissionGrader.Graded(new BatchOutcome(submission.id(), BatchOutcome.State.NOT_GRADED,
                Optional.empty(), Optional.of(reason)), Optional.empty(), Map.of());
    }
}
