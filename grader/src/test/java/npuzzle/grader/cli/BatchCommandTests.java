package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.batch.TestArchives;
import npuzzle.grader.report.ReportSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader batch} on a class folder that mixes the layouts courses get: folders, a zip, Canvas's flat files
 * with a resubmission, a hostile zip, a Board that does not compile, two Board.java files in one submission, and
 * the course's lib/ folder.
 */
class BatchCommandTests {
    private static final String PIPELINE = "npuzzle.grader.fixture.PipelineFixtureChecks";
    private static final String BROKEN_BOARD = FixtureSubmission.CLEAN_BOARD.replace("return tiles.length;",
            "return tile;");

    @TempDir
    Path dir;

    private record Run(int status, String out, String err) {
    }

    private Run batch(String... extra) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> args = new java.util.ArrayList<>(List.of("batch", dir.resolve("class").toString(), "--out",
                dir.resolve("grades").toString(), "--jobs", "2", "--check-class", PIPELINE, "--only",
                "compile.*,fixture.passes"));
        args.addAll(List.of(extra));
        int status = GraderCli.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
        return new Run(status, out.toString(), err.toString());
    }

    private Path classFolder() throws IOException {
        Path root = Files.createDirectories(dir.resolve("class"));
        write(root.resolve("alice/Board.java"), FixtureSubmission.CLEAN_BOARD);
        write(root.resolve("alice/Solver.java"), FixtureSubmission.SOLVER);
        write(root.resolve("dan_assignsubmission_file_/src/Board.java"), BROKEN_BOARD);
        write(root.resolve("frank/a/Board.java"), FixtureSubmission.CLEAN_BOARD);
        write(root.resolve("frank/b/Board.java"), FixtureSubmission.CLEAN_BOARD);
        zip(root.resolve("bob.zip"), Map.of("bob/Board.java", FixtureSubmission.CLEAN_BOARD, "bob/Solver.java",
                FixtureSubmission.SOLVER, "__MACOSX/bob/._Board.java", "resource fork"));
        zip(root.resolve("eve.zip"), Map.of("../../escaped.java", "class Escaped {}"));
        // Canvas: the first upload did not compile; the resubmission (a larger attachment id, Board-1) does
        write(root.resolve("carol_1234_50_Board.java"), BROKEN_BOARD);
        write(root.resolve("carol_1234_50_Solver.java"), FixtureSubmission.SOLVER);
        write(root.resolve("carol_LATE_1234_61_Board-1.java"), FixtureSubmission.CLEAN_BOARD);
        // the course's jars, on every submission's class path: not a submission itself
        Files.createDirectories(root.resolve("lib"));
        zip(root.resolve("lib/course.jar"), Map.of("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n"));
        return root;
    }

    @Test
    void everySubmissionGetsARowAndOnlyItsOwnVerdict() throws Exception {
        classFolder();
        Run run = batch();
        assertEquals(ExitCodes.FAILED, run.status(), "eve and frank cannot be graded\n" + run.out() + run.err());
        List<String> rows = Files.readAllLines(dir.resolve("grades/summary.csv"));
        assertEquals("id,state,score,maxScore,percent,compile,api,correctness,timing,memory,safety,style,reason",
                rows.get(0));
        assertEquals(List.of(
                "alice,graded,6.00,6.00,100.00,5.00,,1.00,,,,,",
                "bob,graded,6.00,6.00,100.00,5.00,,1.00,,,,,",
                "carol_1234,graded,6.00,6.00,100.00,5.00,,1.00,,,,,",
                "dan,graded,0.00,6.00,0.00,0.00,,0.00,,,,,Board.java did not compile"), rows.subList(1, 5));
        assertTrue(rows.get(5).startsWith("eve,not_graded,,,,,,,,,,,eve.zip: entry ../../escaped.java points "
                + "outside the archive"), rows.get(5));
        assertTrue(rows.get(6).startsWith("frank,not_graded,"), rows.get(6));
        assertTrue(rows.get(6).contains("found 2 files named Board.java"), rows.get(6));
        assertFalse(Files.exists(dir.resolve("escaped.java")) || Files.exists(dir.resolve("grades/escaped.java")));

        String report = Files.readString(dir.resolve("grades/alice/report.json"));
        assertEquals(List.of(), ReportSchema.problems(report));
        assertTrue(Files.readString(dir.resolve("grades/dan/report.txt")).contains("Board.java did not compile"));
        assertTrue(Files.readString(dir.resolve("grades/eve/not-graded.txt")).contains("points outside"));

        JsonObject summary = JsonParser.parseString(Files.readString(dir.resolve("grades/summary.json")))
                .getAsJsonObject();
        assertEquals(6, summary.get("submissions").getAsInt());
        assertEquals(4, summary.get("graded").getAsInt(), "all but eve and frank");
        JsonArray checks = summary.getAsJsonArray("checks");
        JsonObject worst = checks.get(0).getAsJsonObject();
        assertEquals(0.75, worst.get("passRate").getAsDouble(), "3 of the 4 graded submissions compile");
        assertTrue(run.err().contains("] alice: 6.00 / 6.00 ("), run.err());

        String html = Files.readString(dir.resolve("grades/index.html"));
        Matcher blob = Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>",
                Pattern.DOTALL).matcher(html);
        assertTrue(blob.find(), "index.html has no data");
        JsonObject dashboard = JsonParser.parseString(blob.group(1)).getAsJsonObject();
        assertEquals(summary, dashboard.get("summary"), "the dashboard's summary is summary.json's");
        JsonArray shown = dashboard.getAsJsonObject("summary").getAsJsonArray("rows");
        assertEquals(rows.size() - 1, shown.size());
        for (int k = 0; k < shown.size(); k++) {
            JsonObject row = shown.get(k).getAsJsonObject();
            String id = row.get("id").getAsString();
            assertTrue(rows.get(k + 1).startsWith(id + ","), "row " + k + " of the CSV and the dashboard: " + id);
            boolean graded = Files.isRegularFile(dir.resolve("grades").resolve(id).resolve("report.json"));
            assertEquals(graded, row.has("page"), id);
            if (graded) {
                assertEquals(id + "/report.html", row.get("page").getAsString());
                Matcher page = blob.pattern().matcher(Files.readString(dir.resolve("grades").resolve(id)
                        .resolve("report.html")));
                assertTrue(page.find(), id);
                String json = Files.readString(dir.resolve("grades").resolve(id).resolve("report.json"));
                JsonObject data = JsonParser.parseString(page.group(1)).getAsJsonObject();
                JsonElement sources = data.remove("sources");
                assertEquals(JsonParser.parseString(json), data, id + "'s page is its report");
                if (sources != null) { // the files the locations name, and no other
                    java.util.Set<String> located = new java.util.HashSet<>();
                    for (String list : List.of("checks", "causes")) {
                        data.getAsJsonArray(list).forEach(entry -> {
                            if (entry.getAsJsonObject().has("location")) {
                                located.add(entry.getAsJsonObject().getAsJsonObject("location").get("file")
                                        .getAsString());
                            }
                        });
                    }
                    assertEquals(located, sources.getAsJsonObject().keySet(), id + " shows the files located");
                }
            }
        }
    }

    @Test
    void everyEntryOfTheClassFolderIsARowThatSaysWhyWhenItIsNotGraded() throws Exception {
        Path root = Files.createDirectories(dir.resolve("class"));
        write(root.resolve("alice/Board.java"), FixtureSubmission.CLEAN_BOARD);
        TestArchives.tar(root.resolve("bob.tgz"), Map.of("./bob/Board.java", bytes(FixtureSubmission.CLEAN_BOARD)),
                true);
        Files.write(root.resolve("carol.rar"), bytes("Rar!\u001a\u0007\u0000..."));
        byte[] cut = Arrays.copyOf(Files.readAllBytes(TestArchives.zip(dir.resolve("whole.zip"), Map.of("Board.java",
                bytes(FixtureSubmission.CLEAN_BOARD)), false)), 40); // a zip header followed by nothing whole
        Files.write(root.resolve("dan.zip"), cut);
        TestArchives.zip(root.resolve("erin.zip"), Map.of("Board.java", bytes(FixtureSubmission.CLEAN_BOARD)), true);
        write(root.resolve("notes.txt"), "grading notes");
        write(root.resolve("summary.csv"), "last term's gradebook");
        Files.createSymbolicLink(root.resolve("gone"), dir.resolve("nowhere"));

        Run run = batch();
        assertEquals(ExitCodes.FAILED, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("grader: 8 submissions in " + root + " (layout: folders, detected); 6 cannot be "
                + "graded, each gets a row saying why"), run.err());
        Map<String, String> rows = new java.util.TreeMap<>();
        for (String row : Files.readAllLines(dir.resolve("grades/summary.csv")).subList(1, 9)) {
            rows.put(row.substring(0, row.indexOf(',')), row.substring(row.indexOf(',') + 1));
        }
        String notGraded = "not_graded" + ",".repeat(11);
        String notASubmission = ": not a submission: the grader reads folders, archives (.zip, .jar, .tar, .tar.gz and "
                + ".tgz) and .java files\"";
        assertEquals(Map.of(
                "alice", "graded,3.50,6.00,58.33,2.50,,1.00,,,,,",
                "bob", "graded,3.50,6.00,58.33,2.50,,1.00,,,,,",
                "carol", notGraded + "\"carol.rar: RAR archives are not read; submit a .zip (the grader reads .zip, "
                        + ".jar, .tar, .tar.gz and .tgz)\"",
                "dan", notGraded + "dan.zip: a damaged zip archive (Archive is not a ZIP archive): upload it again",
                "erin", notGraded + "erin.zip: encrypted (it asks for a password): submit it without one",
                "gone", notGraded + "\"gone: a link to " + dir.resolve("nowhere") + ", which does not exist\"",
                "notes.txt", notGraded + "\"notes.txt" + notASubmission,
                "summary.csv_", notGraded + "\"summary.csv" + notASubmission), rows);

        JsonObject summary = JsonParser.parseString(Files.readString(dir.resolve("grades/summary.json")))
                .getAsJsonObject();
        Map<String, String> entryRow = new java.util.TreeMap<>();
        for (var row : summary.getAsJsonArray("rows")) {
            for (var entry : row.getAsJsonObject().getAsJsonArray("entries")) {
                assertEquals(null, entryRow.put(entry.getAsString(), row.getAsJsonObject().get("id").getAsString()));
            }
        }
        assertEquals(Map.of("alice", "alice", "bob.tgz", "bob", "carol.rar", "carol", "dan.zip", "dan", "erin.zip",
                "erin", "gone", "gone", "notes.txt", "notes.txt", "summary.csv", "summary.csv_"), entryRow);
        assertEquals("last term's gradebook", Files.readString(root.resolve("summary.csv")), "the class is read only");
    }

    @Test
    void anUnchangedSubmissionKeepsItsReportAndAChangedOneIsGradedAgain() throws Exception {
        Path root = Files.createDirectories(dir.resolve("class"));
        write(root.resolve("alice/Board.java"), FixtureSubmission.CLEAN_BOARD);
        zip(root.resolve("bob.zip"), Map.of("bob/Board.java", FixtureSubmission.CLEAN_BOARD));
        batch();
        long graded = Files.getLastModifiedTime(dir.resolve("grades/alice/report.json")).toMillis();
        zip(root.resolve("bob.zip"), Map.of("Board.java", BROKEN_BOARD));
        Run again = batch();
        assertTrue(again.err().contains("alice: 3.50 / 6.00, unchanged since the last run"), again.err());
        assertTrue(again.err().contains("bob: 0.00 / 6.00 ("), again.err());
        assertTrue(again.out().contains("(1 kept from an earlier run)"), again.out());
        assertEquals(graded, Files.getLastModifiedTime(dir.resolve("grades/alice/report.json")).toMillis());
        Files.delete(dir.resolve("grades/alice/report.html"));
        batch();
        assertTrue(Files.isRegularFile(dir.resolve("grades/alice/report.html")), "a kept report gets its page");

        Run fresh = batch("--regrade");
        assertFalse(fresh.err().contains("unchanged"), fresh.err());
        Run otherSeed = batch("--seed", "9");
        assertFalse(otherSeed.err().contains("unchanged"), "another seed is another grade: " + otherSeed.err());
    }

    @Test
    void aFolderWithoutSubmissionsIsAUsageError() throws Exception {
        Files.createDirectories(dir.resolve("class"));
        Run run = batch();
        assertEquals(ExitCodes.USAGE, run.status());
        assertTrue(run.err().contains("no submissions"), run.err());
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    private static void zip(Path file, Map<String, String> entries) throws IOException {
        try (OutputStream bytes = Files.newOutputStream(file); ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (Map.Entry<String, String> entry : new java.util.TreeMap<>(entries).entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
    }
}
