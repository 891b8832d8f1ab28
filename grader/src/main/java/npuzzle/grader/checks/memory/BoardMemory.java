package npuzzle.grader.checks.memory;

import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.checks.student.BoardType;
import npuzzle.grader.checks.student.StudentBoard;
import npuzzle.grader.checks.student.StudentException;
import npuzzle.grader.checks.timing.BoardInputs;
import npuzzle.grader.cost.DeepSize;
import npuzzle.grader.cost.QuadraticFit;
import npuzzle.grader.cost.WorkLimit;
import npuzzle.reference.Board;

/**
 * The deep sizes of a Board class's boards for n = 2..128 beside the reference's, and the limit: the reference's
 * bytes plus {@value #BYTES_PER_ROW} per row and {@value #FIXED_BYTES} more (int[][] rows and a few cached
 * fields fit; boxed tiles, a second copy of the tiles or stored neighbors do not).
 *
 * @param sizes the sides n measured
 * @param student the student's board bytes at each n
 * @param reference the reference board's bytes at each n
 */
record BoardMemory(List<Integer> sizes, List<Long> student, List<Long> reference) {
    static final List<Integer> SIZES = List.of(2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 37, 48, 64, 72, 96, 120,
            128);
    static final int BYTES_PER_ROW = 32;
    static final int FIXED_BYTES = 64;
    /** The work one board's construction may take, as in the timing checks. */
    static final long CONSTRUCTION_UNITS = 30_000_000;
    /** The fewest sizes a fit is made on. */
    static final int MIN_SIZES = 6;

    BoardMemory {
        sizes = List.copyOf(sizes);
        student = List.copyOf(student);
        reference = List.copyOf(reference);
    }

    /**
     * Measures boards of the given class, built on the same seeded tiles as the reference's, up to the largest n
     * whose construction takes at most {@link #CONSTRUCTION_UNITS}: a slow constructor is the timing checks'.
     */
    static BoardMemory measure(BoardType board, long seed) {
        List<Integer> sizes = new ArrayList<>();
        List<Long> student = new ArrayList<>();
        List<Long> reference = new ArrayList<>();
        for (int n : SIZES) {
            StudentBoard built;
            try {
                built = WorkLimit.within(CONSTRUCTION_UNITS, () -> board.create(BoardInputs.shuffled(n, seed)));
            } catch (StudentException e) {
                if (WorkLimit.passed(e) && sizes.size() >= MIN_SIZES) {
                    break;
                }
                throw e;
            }
            sizes.add(n);
            student.add(DeepSize.of(built.unwrap()));
            reference.add(DeepSize.of(new Board(BoardInputs.shuffled(n, seed))));
        }
        return new BoardMemory(sizes, student, reference);
    }

    /** Returns the most bytes a board of side n may take. */
    long limit(int index) {
        return reference.get(index) + (long) BYTES_PER_ROW * sizes.get(index) + FIXED_BYTES;
    }

    /** Returns the index of the largest size over the limit, or -1 if every size is within it. */
    int largestOverLimit() {
        for (int i = sizes.size() - 1; i >= 0; i--) {
            if (student.get(i) > limit(i)) {
                return i;
            }
        }
        return -1;
    }

    QuadraticFit studentFit() {
        return QuadraticFit.of(sizes, student);
    }

    QuadraticFit referenceFit() {
        return QuadraticFit.of(sizes, reference);
    }

    /** Returns the student's and the reference's bytes side by side: "n=2: 88 (reference 64, limit 192)". */
    String table() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < sizes.size(); i++) {
            s.append(i == 0 ? "" : ", ").append("n=").append(sizes.get(i)).append(": ").append(student.get(i))
                    .append(" (reference ").append(reference.get(i)).append(", limit ").append(limit(i)).append(')');
        }
        return s.toString();
    }
}
