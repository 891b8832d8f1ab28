package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader batch} on class folders of hostile entries ({@link HostileClass}). For every class: the batch
 * completes, every entry is in exactly one row of {@code summary.json} (and the CSV has as many rows), nothing is
 * written outside the output folder, and a second run keeps every report the first one wrote. A fixed seed and
 * three classes in the build; {@code -Dnpuzzle.fuzz.classes=200 -Dnpuzzle.fuzz.seed=N} for a longer run.
 */
class IntakeFuzzTests {
    private static final long SEED = Long.getLong("npuzzle.fuzz.seed", 25);
    private static final int CLASSES = Integer.getInteger("npuzzle.fuzz.classes", 3);
    private static final int ENTRIES = Integer.getInteger("npuzzle.fuzz.entries", 8);

    @TempDir
    Path dir;

    @Test
    void everyEntryOfAHostileClassIsOneRowAndARerunKeepsWhatWasGraded() throws Exception {
        long start = System.nanoTime();
        int entries = 0;
        for (int k = 0; k < CLASSES; k++) {
            Path work = Files.createDirectories(dir.resolve("class-" + k));
            List<String> names = HostileClass.write(SEED + k, work.resolve("class"), work.resolve("outside"),
                    ENTRIES);
            entries += names.size();
            String what = "seed " + (SEED + k) + ", entries " + names;
            Map<Path, String> before = snapshot(work);
            Path out = work.resolve("grades");

            String first = batch(work.resolve("class"), out, what);
            Map<String, String> rows = rowOfEachEntry(out, what);
            assertEquals(new TreeMap<>(names.stream().collect(java.util.stream.Collectors.toMap(n -> n, n -> ""))
                    ).keySet(), rows.keySet(), "every entry in exactly one row: " + what);
            int rowCount = JsonParser.parseString(Files.readString(out.resolve("summary.json"))).getAsJsonObject()
                    .getAsJsonArray("rows").size();
            assertEquals(rowCount, csvRecords(Files.readString(out.resolve("summary.csv"))) - 1, what);
            Map<Path, String> after = snapshot(work);
            after.keySet().removeIf(path -> path.startsWith(out));
            assertEquals(before, after, "nothing written outside " + out + ": " + what);

            Map<Path, String> reports = reports(out);
            String second = batch(work.resolve("class"), out, what);
            assertEquals(reports, reports(out), "the rerun keeps every report: " + what + "\n" + second);
            assertEquals(first, Files.readString(out.resolve("summary.csv")), "the same gradebook: " + what);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "intake fuzz: %d classes, %d entries in %.1f s (%.2f classes/s, %.1f entries/s,"
                + " two batches each)%n", CLASSES, entries, seconds, CLASSES / seconds, entries / seconds);
    }

    /** Runs the batch; returns its summary.csv after checking that it ended with 0 or 1. */
    private static String batch(Path root, Path out, String what) throws IOException {
        StringWriter text = new StringWriter();
        int status = assertTimeoutPreemptively(Duration.ofMinutes(3), () -> GraderCli.run(new PrintWriter(text),
                new PrintWriter(text), "batch", root.toString(), "--out", out.toString(), "--jobs", "2", "--only",
                "compile.*"));
        assertTrue(status == ExitCodes.OK || status == ExitCodes.FAILED, "exit " + status + ": " + what + "\n" + text);
        return Files.readString(out.resolve("summary.csv"));
    }

    /** Returns each entry's row id, failing if an entry is in two rows or a row is there twice. */
    private static Map<String, String> rowOfEachEntry(Path out, String what) throws IOException {
        JsonObject summary = JsonParser.parseString(Files.readString(out.resolve("summary.json"))).getAsJsonObject();
        Map<String, String> rowOf = new TreeMap<>();
        List<String> ids = new ArrayList<>();
        for (JsonElement row : summary.getAsJsonArray("rows")) {
            String id = row.getAsJsonObject().get("id").getAsString();
            ids.add(id);
            for (JsonElement entry : row.getAsJsonObject().getAsJsonArray("entries")) {
                String earlier = rowOf.put(entry.getAsString(), id);
                assertEquals(null, earlier, entry + " is in two rows: " + what);
            }
        }
        assertEquals(ids.stream().distinct().count(), ids.size(), "a row twice: " + ids);
        return rowOf;
    }

    /** Returns how many records a CSV has: its line breaks outside quotes. */
    private static int csvRecords(String csv) {
        int records = 0;
        boolean quoted = false;
        for (char c : csv.toCharArray()) {
            quoted ^= c == '"';
            records += c == '\n' && !quoted ? 1 : 0;
        }
        return records;
    }

    /** Returns each graded student's report.json, by path. */
    private static Map<Path, String> reports(Path out) throws IOException {
        Map<Path, String> reports = new TreeMap<>();
        try (Stream<Path> files = Files.walk(out, 2)) {
            for (Path file : files.filter(f -> f.getFileName().toString().equals("report.json")).toList()) {
                reports.put(file, Files.readString(file));
            }
        }
        return reports;
    }

    /**
     * Returns every path under {@code root} (not itself, which gains the output folder), links not followed, with its
     * size and modification time.
     */
    private static Map<Path, String> snapshot(Path root) throws IOException {
        Map<Path, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.skip(1).toList()) {
                files.put(path, Files.isSymbolicLink(path) ? "link to " + Files.readSymbolicLink(path)
                        : Files.size(path) + " bytes, " + Files.getLastModifiedTime(path, LinkOption.NOFOLLOW_LINKS));
            }
        }
        return files;
    }
}
