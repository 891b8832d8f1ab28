package npuzzle.grader.checks.memory;

import java.util.Locale;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.CheckFailure;
import npuzzle.grader.checks.GradingContext;
import npuzzle.grader.checks.GradingContextResolver;
import npuzzle.grader.checks.student.StudentClasses;
import npuzzle.grader.checks.timing.RightAnswers;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtendWith;

/** A Board's memory: deep size for n = 2..128 against the reference Board's plus headroom. */
@ExtendWith(GradingContextResolver.class)
class BoardMemoryChecks {
    private static final String HINT = "store the tiles once, as an int (or smaller) array; do not keep boxed tiles,"
            + " a second copy of the tiles, strings or neighbor boards in each Board";

    @Check(id = "memory.board", category = Category.MEMORY,
            name = "a Board takes about as much memory as the reference's: 4 bytes a tile, little more")
    void boardMemoryIsNearTheReference(GradingContext context, TestReporter reporter) {
        RightAnswers.requireTiles(StudentClasses.board(context), context.seed());
        BoardMemory memory = BoardMemory.measure(StudentClasses.board(context), context.seed());
        String fits = String.format(Locale.ROOT, "bytes ~ %s (reference %s)", memory.studentFit(), memory.referenceFit());
        int over = memory.largestOverLimit();
        if (over >= 0) {
            int n = memory.sizes().get(over);
            throw new CheckFailure(String.format(Locale.ROOT,
                    "a %dx%d Board takes %d bytes, over the limit of %d (the reference takes %d): %s", n, n,
                    memory.student().get(over), memory.limit(over), memory.reference().get(over), HINT),
                    CheckDetails.single("seeded boards of side n = 2..128",
                            "at most the reference's bytes + " + BoardMemory.BYTES_PER_ROW + " n + "
                                    + BoardMemory.FIXED_BYTES,
                            fits + "; " + memory.table(), HINT));
        }
        reporter.publishEntry("memory", fits + "; " + memory.table());
    }
}
