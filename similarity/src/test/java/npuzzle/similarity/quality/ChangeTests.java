package npuzzle.similarity.quality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The quality set's generator: each change changes the code, and the copies (but the partial one) still compile. */
class ChangeTests {
    private static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions"));

    static List<String> originals() {
        return QualitySet.ORIGINALS;
    }

    @ParameterizedTest
    @MethodSource("originals")
    void everyChangeKeepsTheCodeCompilingAndChangesIt(String fixture) throws Exception {
        Map<String, String> original = QualitySet.files(SUBMISSIONS.resolve(fixture));
        Map<String, String> host = QualitySet.files(SUBMISSIONS.resolve(fixture.equals("correct-reference")
                ? "correct-alternative" : "correct-reference"));
        for (Change change : Change.values()) {
            Map<String, String> copy = change.apply(original, host);
            assertNotEquals(original, copy, change + " changed nothing in " + fixture);
            if (change != Change.PARTIAL) {
                assertEquals(List.of(), JavaTrees.compileErrors(copy), change + " broke " + fixture + ":\n" + copy);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = Change.class, names = {"RENAMED", "ALL"})
    void renamingLeavesNoDeclaredHelperName(Change change) throws Exception {
        Map<String, String> copy = change.apply(QualitySet.files(SUBMISSIONS.resolve("correct-reference")), Map.of());
        String solver = copy.get("Solver.java");
        assertFalse(solver.contains("SearchNode"), solver);
        assertTrue(solver.contains("public int moves()"), solver);
    }

    @ParameterizedTest
    @MethodSource("originals")
    void forLoopsBecomeWhileLoops(String fixture) throws Exception {
        String board = QualitySet.files(SUBMISSIONS.resolve(fixture)).get("Board.java");
        String copy = Rewrites.forToWhile("Board.java", board);
        assertTrue(count(copy, "while (") > count(board, "while ("), copy);
        assertTrue(count(copy, "for (") < count(board, "for ("), copy);
    }

    @ParameterizedTest
    @MethodSource("originals")
    void partialCopyHasTheOriginalsTwoMethodsInTheHostsBoard(String fixture) throws Exception {
        Map<String, String> original = QualitySet.files(SUBMISSIONS.resolve(fixture));
        Map<String, String> host = QualitySet.files(SUBMISSIONS.resolve("correct-alternative"));
        String board = Change.PARTIAL.apply(original, host).get("Board.java");
        String donor = original.get("Board.java");
        String manhattan = donor.substring(donor.indexOf("public int manhattan()"));
        assertTrue(board.contains(manhattan.substring(0, manhattan.indexOf('}'))), board);
        assertEquals(host.get("Solver.java"), Change.PARTIAL.apply(original, host).get("Solver.java"));
    }

    private static int count(String text, String part) {
        return text.split(java.util.regex.Pattern.quote(part), -1).length - 1;
    }
}
