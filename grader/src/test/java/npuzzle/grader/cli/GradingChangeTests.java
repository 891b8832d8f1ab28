package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import npuzzle.grader.checks.Category;
import npuzzle.grader.report.Cause;
import npuzzle.grader.report.CheckResult;
import npuzzle.grader.report.Location;
import npuzzle.grader.report.Report;
import npuzzle.grader.report.Status;
import npuzzle.grader.report.Visibility;
import org.junit.jupiter.api.Test;

class GradingChangeTests {
    @Test
    void aFixSaysTheScoreItsChangeAndTheCauseFixed() {
        Report before = report(96.5, List.of(passed("board.size"), failed("board.hamming")),
                List.of(new Cause("board.hamming", "wrong", 3.5, List.of())));
        Report after = report(100, List.of(passed("board.size"), passed("board.hamming")), List.of());
        assertEquals(List.of("Since the last grading: score 96.50 -> 100.00 / 100.00 (+3.50)",
                "  fixed: board.hamming (it cost 3.50 points)"), GradingChange.between(before, after));
    }

    @Test
    void aFixThatBreaksAnotherCheckSaysSoPlainly() {
        Report before = report(96.5, List.of(passed("board.size"), failed("board.hamming")),
                List.of(new Cause("board.hamming", "wrong", 3.5, List.of())));
        Report after = report(98, List.of(failed("board.size"), passed("board.hamming")),
                List.of(new Cause("board.size", "wrong", 2, List.of()).withLocation(new Location("Board.java", 20, 20,
                        "size()"))));
        assertEquals(List.of("Since the last grading: score 96.50 -> 98.00 / 100.00 (+1.50)",
                "  fixed: board.hamming (it cost 3.50 points)",
                "  new: board.size at Board.java:20 (costs 2.00 points)"), GradingChange.between(before, after));
        Report alsoBroken = report(97, List.of(failed("board.size"), passed("board.hamming"), failed("board.twin")),
                after.causes());
        Report twinPassed = report(96.5, List.of(passed("board.size"), failed("board.hamming"), passed("board.twin")),
                before.causes());
        assertEquals("  but passed before, fails now: board.twin",
                GradingChange.between(twinPassed, alsoBroken).get(3));
    }

    @Test
    void aSaveThatChangesNothingSaysTheScoreIsUnchanged() {
        Report same = report(96.5, List.of(failed("board.hamming")),
                List.of(new Cause("board.hamming", "wrong", 3.5, List.of())));
        assertEquals(List.of("Since the last grading: score 96.50 / 100.00, unchanged", "  the same causes as before"),
                GradingChange.between(same, same));
        assertEquals(List.of("First grading: score 96.50 / 100.00, 1 cause of lost points"),
                GradingChange.first(same));
    }

    @Test
    void manyChecksThatBrokeAreNamedUpToFiveAndCounted() {
        List<String> ids = List.of("board.a", "board.b", "board.c", "board.d", "board.e", "board.f", "board.g");
        Report before = report(100, ids.stream().map(GradingChangeTests::passed).toList(), List.of());
        Report after = report(0, ids.stream().map(GradingChangeTests::failed).toList(),
                List.of(new Cause("board.a", "did not compile", 100, List.of())));
        assertEquals("  passed before, fails now: board.b, board.c, board.d, board.e, board.f and 1 more",
                GradingChange.between(before, after).get(2));
        List<Cause> causes = ids.stream().map(id -> new Cause(id, "not run", 1, List.of())).toList();
        List<String> lines = GradingChange.between(before, report(93, after.checks(), causes));
        assertEquals(List.of("  new: board.e (costs 1.00 point)", "  new: 2 more causes"), lines.subList(5, 7),
                "a few lines, and no check twice: " + lines);
        assertEquals(7, lines.size(), lines.toString());
    }

    private static CheckResult passed(String id) {
        return new CheckResult(id, id, Category.CORRECTNESS, Visibility.PUBLIC, Status.PASSED, 1, 1, 1, null, null,
                null);
    }

    private static CheckResult failed(String id) {
        return new CheckResult(id, id, Category.CORRECTNESS, Visibility.PUBLIC, Status.FAILED, 0, 1, 1, "wrong", null,
                null);
    }

    private static Report report(double score, List<CheckResult> checks, List<Cause> causes) {
        return new Report(Report.SCHEMA, new Report.Submission("alice", List.of()),
                new Report.Grader("0.1.0", "17", 1, "0".repeat(64)), new Report.Compile(true, List.of()), checks,
                List.of(), score, 100, Instant.parse("2026-12-01T19:00:00Z"), 1, List.of(), causes);
    }
}
