package npuzzle.reference.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The names of puzzle files. The course names its files {@code puzzleNN.txt} or {@code hardNN.txt} (NN optimal
 * moves) and {@code puzzleNxN-unsolvableK.txt}; generated files always carry the side, so they never take a course
 * name: {@code puzzleNxN-DD-K.txt} (exactly DD moves), {@code puzzleNxN-walkLL-K.txt} (a random walk of LL slides),
 * {@code puzzleNxN-randomK.txt} (a uniform random solvable board) and {@code puzzleNxN-unsolvableK.txt}, K being
 * the first index not yet taken in the folder.
 */
final class DataFileNames {
    private DataFileNames() {
    }

    static Path atDepth(Path folder, int n, int depth) {
        return firstFree(folder, String.format("puzzle%dx%d-%02d-", n, n, depth));
    }

    static Path walk(Path folder, int n, int steps) {
        return firstFree(folder, String.format("puzzle%dx%d-walk%02d-", n, n, steps));
    }

    static Path random(Path folder, int n) {
        return firstFree(folder, String.format("puzzle%dx%d-random", n, n));
    }

    static Path unsolvable(Path folder, int n) {
        return firstFree(folder, String.format("puzzle%dx%d-unsolvable", n, n));
    }

    private static Path firstFree(Path folder, String stem) {
        for (int k = 1; ; k++) {
            Path candidate = folder.resolve(stem + k + ".txt");
            if (!Files.exists(candidate)) {
                return candidate;
            }
        }
    }
}
