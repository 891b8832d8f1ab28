package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.batch.BatchOutcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TimingsCsvTests {
    @TempDir
    Path out;

    @Test
    void writesOneRowASubmissionSortedByIdWithEmptyStagesWhenNothingRan() throws Exception {
        TimingsCsv times = new TimingsCsv();
        times.add(new SubmissionGrader.Graded(new BatchOutcome("zoe", BatchOutcome.State.NOT_GRADED,
                Optional.empty(), Optional.of("no Board.java")), Optional.empty(), Map.of()), 0.0124);
        times.add(new SubmissionGrader.Graded(new BatchOutcome("ann, b", BatchOutcome.State.NOT_GRADED,
                Optional.empty(), Optional.of("empty")), Optional.of(new CheckService.Timings(900, 700, 12_000,
                13_700, 2)), Map.of()), 13.7004);
        times.write(out);

        assertEquals("""
                id,state,wall_ms,compile_ms,child_start_ms,child_jvms,checks_ms,fix_search_ms
                "ann, b",not_graded,13700,900,700,2,12000,0
                zoe,not_graded,12,,,,,
                """, Files.readString(out.resolve(TimingsCsv.FILE)));
    }
}
