package npuzzle.grader.fix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FeedingLinesTests {
    /** A Board constructor that caches its distance with rows and columns swapped (line 17), as a student wrote it. */
    private static final String SOURCE = """
            public class Cached {
                private final int manhattan;
                private final int blankRow;

                public Cached(int[][] tiles) {
                    int n = tiles.length;
                    int m = 0;
                    int row = -1;
                    for (int i = 0; i < n; i++) {
                        for (int j = 0; j < n; j++) {
                            int tile = tiles[i][j];
                            if (tile == 0) {
                                row = i;
                                continue;
                            }
                            int goalRow = (tile - 1) / n;
                            m += Math.abs(goalRow - j);
                        }
                    }
                    this.manhattan = m;
                    this.blankRow = row;
                }

                public int manhattan() {
                    return manhattan;
                }

                public String rows(int n) {
                    StringBuilder text = new StringBuilder();
                    for (int i = 0; i < n; i++) {
                        text.append(i);
                    }
                    return text.toString();
                }
            }
            """;

    @TempDir
    static Path work;
    private static byte[] classFile;

    @BeforeAll
    static void compile() throws IOException {
        classFile = CompiledSource.classFile(work, "Cached", SOURCE);
    }

    @Test
    void theStoreOfTheFieldIsNearestThenTheLinesThatComputeItsValue() {
        Map<Integer, Integer> near = FeedingLines.of(classFile, "<init>", "([[I)V", "manhattan");
        assertEquals(0, near.get(20), near.toString()); // this.manhattan = m;
        assertEquals(1, near.get(17), near.toString()); // m += Math.abs(goalRow - j);
        assertEquals(1, near.get(7), near.toString()); // int m = 0;
        assertEquals(2, near.get(16), near.toString()); // int goalRow = (tile - 1) / n;
        assertEquals(2, near.get(10), near.toString()); // for (int j ...
        // what only guards the sum, and what feeds another field, are not in it
        assertTrue(!near.containsKey(12) && !near.containsKey(13) && !near.containsKey(21), near.toString());
    }

    @Test
    void aMethodThatDoesNotStoreTheFieldHasNoFeedingLinesAndItsReturnsAreItsOwnValue() {
        assertEquals(Map.of(), FeedingLines.of(classFile, "rows", "(I)Ljava/lang/String;", "manhattan"));
        assertEquals(Map.of(33, 0), FeedingLines.returns(classFile, "rows", "(I)Ljava/lang/String;"));
    }

    @Test
    void theEditsOfTheNearestLinesComeFirstAndNoneReadsTheStoredValueOneOff() {
        Map<Integer, Integer> near = FeedingLines.of(classFile, "<init>", "([[I)V", "manhattan");
        List<Mutants.Mutant> edits = Mutants.of(classFile, "<init>", "([[I)V", 100, near);
        List<Integer> lines = edits.stream().map(Mutants.Mutant::line).toList();
        for (int i = 1; i < lines.size(); i++) {
            assertTrue(near.getOrDefault(lines.get(i - 1), Integer.MAX_VALUE)
                    <= near.getOrDefault(lines.get(i), Integer.MAX_VALUE), lines.toString());
        }
        assertTrue(edits.stream().anyMatch(edit -> edit.line() == 17 && edit.edit().kind() == Edit.Kind.SWAP),
                "the swap that fixes line 17 is proposed");
        assertTrue(edits.stream().noneMatch(edit -> edit.line() == 20 && edit.edit().kind() == Edit.Kind.OFF_BY_ONE),
                "this.manhattan = m - 1 only makes up for a mistake before it");
    }
}
