package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.batch.Shard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader batch --shard i/N} and {@code grader merge}: the shards are disjoint and cover the class, and their
 * merge writes the class's files byte for byte as one batch does; shards graded differently, a missing shard and
 * a shard given twice are refused with the submissions named.
 */
class ShardMergeTests {
    private static final String PIPELINE = "npuzzle.grader.fixture.PipelineFixtureChecks";
    private static final List<String> STUDENTS = List.of("ada", "alan", "barbara", "donald", "edsger", "grace",
            "john", "ken");

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private static Run grader(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    private Run batch(String out, String... extra) {
        List<String> args = new ArrayList<>(List.of("batch", dir.resolve("class").toString(), "--out",
                dir.resolve(out).toString(), "--jobs", "2", "--check-class", PIPELINE, "--only",
                "compile.*,fixture.passes"));
        args.addAll(List.of(extra));
        return grader(args.toArray(String[]::new));
    }

    private void classFolder() throws IOException {
        for (String student : STUDENTS) {
            Path folder = Files.createDirectories(dir.resolve("class").resolve(student));
            Files.writeString(folder.resolve("Board.java"), student.startsWith("d") ? "class Board {"
                    : FixtureSubmission.CLEAN_BOARD);
            Files.writeString(folder.resolve("Solver.java"), FixtureSubmission.SOLVER);
        }
    }

    @Test
    void threeShardsMergeIntoWhatOneBatchWrites() throws Exception {
        classFolder();
        assertEquals(ExitCodes.OK, batch("whole").status());
        Set<String> graded = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            Run shard = batch("shard-" + i, "--shard", i + "/3");
            assertEquals(ExitCodes.OK, shard.status(), shard.err());
            for (String student : STUDENTS) {
                boolean here = Files.isDirectory(dir.resolve("shard-" + i).resolve(student));
                assertEquals(Shard.partOf(student, 3) == i, here, student + " in shard " + i);
                assertTrue(!here || graded.add(student), student + " graded by two shards");
            }
        }
        assertEquals(Set.copyOf(STUDENTS), graded, "the shards cover the class");

        Run merge = grader("merge", dir.resolve("merged").toString(), dir.resolve("shard-0").toString(),
                dir.resolve("shard-1").toString(), dir.resolve("shard-2").toString());
        assertEquals(ExitCodes.OK, merge.status(), merge.err());
        for (String file : List.of("summary.csv", "summary.json", "batch.json")) {
            assertEquals(Files.readString(dir.resolve("whole").resolve(file)),
                    Files.readString(dir.resolve("merged").resolve(file)), file);
        }
        for (String student : STUDENTS) {
            assertEquals(Files.readString(dir.resolve("whole").resolve(student).resolve("report.txt")),
                    Files.readString(dir.resolve("merged").resolve(student).resolve("report.txt")), student);
        }
    }

    @Test
    void shardsGradedDifferentlyMissingOrTwiceAreRefused() throws Exception {
        classFolder();
        batch("shard-0", "--shard", "0/2");
        batch("shard-1", "--shard", "1/2", "--seed", "7");
        batch("shard-1-again", "--shard", "1/2");
        Run otherSeed = grader("merge", dir.resolve("m1").toString(), dir.resolve("shard-0").toString(),
                dir.resolve("shard-1").toString());
        assertEquals(ExitCodes.USAGE, otherSeed.status());
        assertTrue(otherSeed.err().contains("was not graded like") && otherSeed.err().contains("seed 1 vs 7"),
                otherSeed.err());

        Run missing = grader("merge", dir.resolve("m2").toString(), dir.resolve("shard-0").toString());
        assertEquals(ExitCodes.USAGE, missing.status());
        String absent = String.join(", ", STUDENTS.stream().filter(s -> Shard.partOf(s, 2) == 1).toList());
        assertTrue(missing.err().contains("are in no shard") && missing.err().contains(absent), missing.err());

        Run twice = grader("merge", dir.resolve("m3").toString(), dir.resolve("shard-0").toString(),
                dir.resolve("shard-1-again").toString(), dir.resolve("shard-1-again").toString());
        assertEquals(ExitCodes.USAGE, twice.status());
        assertTrue(twice.err().contains("was graded twice"), twice.err());

        Run badShard = batch("x", "--shard", "3/3");
        assertEquals(ExitCodes.USAGE, badShard.status());
        assertTrue(badShard.err().contains("0 <= i < N"), badShard.err());
    }
}
