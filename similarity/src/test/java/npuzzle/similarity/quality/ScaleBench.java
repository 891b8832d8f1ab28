package npuzzle.similarity.quality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import npuzzle.similarity.cli.SimilarityCli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scale the issue asks for: a class of 300 submissions and 150 known solutions, compared on 2 threads in under 2
 * minutes. The submissions are the correct fixtures, each changed by a seeded choice of the quality set's changes.
 * {@code mvn -B -pl similarity test -Dtest=ScaleBench}; it prints the wall time.
 */
class ScaleBench {
    private static final List<String> FIXTURES = List.of("correct-reference", "correct-alternative",
            "princeton-coursera-correct", "correct-array-iterable", "correct-closed-set", "correct-char-tiles",
            "correct-linked-queue", "correct-one-d-arrays", "correct-own-min-heap",
            "correct-priority-read-in-comparator", "correct-record-nodes", "correct-reversed-list",
            "princeton-cos226-correct");

    @Test
    void threeHundredPlusOneHundredFiftyKnownInUnderTwoMinutesOnTwoThreads(@TempDir Path work) throws Exception {
        Path submissions = Path.of(System.getProperty("npuzzle.submissions"));
        Random random = new Random(34);
        long generating = System.nanoTime();
        write(submissions, work.resolve("class"), 300, random);
        write(submissions, work.resolve("known"), 150, random);
        System.out.printf("generated 450 submissions in %.1f s%n", (System.nanoTime() - generating) / 1e9);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        long started = System.nanoTime();
        int status = SimilarityCli.run(new PrintWriter(out, true), new PrintWriter(err, true),
                work.resolve("class").toString(), "--against", work.resolve("known").toString(), "--out",
                work.resolve("out").toString(), "--threads", "2");
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("compared 300 + 150 known (%s) in %.1f s%n", out.toString().strip(), seconds);
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("compared 89,850 pairs of 450 submissions"), out.toString());
        assertTrue(seconds < 120, seconds + " s");
    }

    private static void write(Path submissions, Path root, int count, Random random) throws Exception {
        for (int k = 0; k < count; k++) {
            Map<String, String> files = FixtureFiles.read(submissions.resolve(FIXTURES.get(random.nextInt(
                    FIXTURES.size()))));
            Path folder = Files.createDirectories(root.resolve(root.getFileName() + "-" + k));
            for (Map.Entry<String, String> file : files.entrySet()) {
                String text = file.getValue();
                if (random.nextBoolean()) {
                    text = Rewrites.forToWhile(file.getKey(), text);
                }
                if (random.nextInt(3) == 0) {
                    text = Rewrites.addNoOps(file.getKey(), text);
                }
                if (random.nextInt(3) == 0) {
                    text = Rewrites.reorder(file.getKey(), text);
                }
                Files.writeString(folder.resolve(file.getKey()), Rewrites.recomment(text));
            }
        }
    }
}
