package npuzzle.grader.checks.board;

import npuzzle.reference.Board;

/** Whether one board is a twin of another: the same size, exactly one pair of tiles exchanged, the blank in place. */
final class TwinRule {
    private TwinRule() {
    }

    /** Returns what keeps {@code twin} from being a twin of {@code board}, or null when it is one. */
    static String problem(Board board, Board twin) {
        if (twin.size() != board.size()) {
            return "the twin is " + twin.size() + "x" + twin.size() + ", the board " + board.size() + "x" + board.size();
        }
        int[] original = board.toRowMajor();
        int[] exchanged = twin.toRowMajor();
        int first = -1;
        int second = -1;
        int differences = 0;
        for (int k = 0; k < original.length; k++) {
            if (original[k] != exchanged[k]) {
                differences++;
                if (first < 0) {
                    first = k;
                } else {
                    second = k;
                }
            }
        }
        if (differences == 0) {
            return "the twin is the board itself: exchange two tiles";
        }
        if (original[first] == 0 || original[second] == 0 || exchanged[first] == 0 || exchanged[second] == 0) {
            return "the blank moved: a twin exchanges two tiles that are not the blank (a slide of the blank gives a "
                    + "neighbor, which is solvable exactly when the board is)";
        }
        if (differences != 2 || original[first] != exchanged[second]) {
            return differences + " places differ: a twin exchanges exactly one pair of tiles";
        }
        return null;
    }
}
