package npuzzle.similarity;

import static npuzzle.similarity.ClassFixtures.copy;
import static npuzzle.similarity.ClassFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The program on small classes made of the fixtures: what it pairs, leaves out, and refuses. */
class SimilarityTests {
    @TempDir
    Path work;

    private JsonObject json(Path out) throws IOException {
        return JsonParser.parseString(Files.readString(out.resolve("pairs.json"))).getAsJsonObject();
    }

    @Test
    void everyPairOfTheClassIsComparedAndTheCopyRanksFirst() throws IOException {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve("ann"));
        copy("correct-reference", root.resolve("bob"));
        copy("correct-alternative", root.resolve("cy"));
        Path out = work.resolve("out");
        ClassFixtures.Run run = run(root.toString(), "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        List<String> csv = Files.readAllLines(out.resolve("pairs.csv"));
        assertEquals("a,b,similarity,matchedTokens,longestMatch", csv.get(0));
        assertTrue(csv.get(1).startsWith("ann,bob,100.0,"), csv.toString());
        assertEquals(4, csv.size(), "three pairs, all listed (the top 50)");
        JsonObject data = json(out);
        assertEquals(3, data.getAsJsonObject("submissions").get("comparisons").getAsInt());
        JsonObject top = data.getAsJsonArray("pairs").get(0).getAsJsonObject();
        JsonObject region = top.getAsJsonArray("regions").get(0).getAsJsonObject();
        assertEquals("Board.java", region.getAsJsonObject("a").get("file").getAsString());
        assertTrue(region.getAsJsonObject("a").get("lastLine").getAsInt()
                >= region.getAsJsonObject("a").get("firstLine").getAsInt());
        assertTrue(Files.isRegularFile(out.resolve("index.html")));
        assertTrue(Files.isRegularFile(out.resolve("pairs/3.html")));
        assertFalse(Files.exists(out.resolve(".staging")), "the staged sources are removed");
        assertTrue(run.out().contains("compared 3 pairs of 3 submissions"), run.out());
        assertTrue(run.err().contains("comparing: 3 of 3 (100%)"), run.err());
    }

    @Test
    void knownSolutionsAreComparedWithTheClassOnly() throws IOException {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve("ann"));
        copy("correct-alternative", root.resolve("bob"));
        Path known = work.resolve("public");
        copy("princeton-coursera-correct", known.resolve("k1"));
        copy("princeton-coursera-correct", known.resolve("k2"));
        Path lastTerm = work.resolve("fall");
        copy("correct-reference", lastTerm.resolve("old"));
        Path out = work.resolve("out");
        ClassFixtures.Run run = run(root.toString(), "--against", known.toString(), lastTerm.toString(), "--out",
                out.toString());
        assertEquals(0, run.status(), run.err());
        JsonObject data = json(out);
        assertEquals(1 + 2 * 3, data.getAsJsonObject("submissions").get("comparisons").getAsInt(),
                "ann-bob, and each of them with the three known");
        assertEquals(3, data.getAsJsonObject("submissions").get("known").getAsInt());
        for (JsonElement pair : data.getAsJsonArray("pairs")) {
            String a = pair.getAsJsonObject().get("a").getAsString();
            assertTrue(a.equals("ann") || a.equals("bob"), "every pair has a side in the class: " + pair);
        }
        JsonObject top = data.getAsJsonArray("pairs").get(0).getAsJsonObject();
        assertEquals("ann", top.get("a").getAsString());
        assertEquals("fall/old", top.get("b").getAsString());
        assertEquals("known", top.get("bGroup").getAsString());
    }

    @Test
    void aClassSharingOnlyTheStarterCodeShowsNoPairAboveTheFloor() throws IOException {
        Map<String, String> starter = ClassFixtures.files("correct-reference");
        Path base = copy("correct-reference", work.resolve("starter"));
        Path root = work.resolve("class");
        List<String> own = List.of(
                "    private int sumOfTiles() {\n        int sum = 0;\n        for (int[] row : tiles) {\n"
                        + "            for (int tile : row) {\n                sum += tile;\n            }\n        }\n"
                        + "        return sum;\n    }\n",
                "    private String describe() {\n        StringBuilder text = new StringBuilder();\n"
                        + "        text.append(n);\n        while (text.length() < 10) {\n"
                        + "            text.append('.');\n        }\n        return text.toString();\n    }\n",
                "    private boolean blankInCorner(int row) {\n        if (row < 0) {\n"
                        + "            throw new IllegalArgumentException(\"row \" + row);\n        }\n"
                        + "        return tiles[row][0] == 0 || tiles[row][n - 1] == 0;\n    }\n");
        for (int k = 0; k < own.size(); k++) {
            Path folder = Files.createDirectories(root.resolve("student" + k));
            String board = starter.get("Board.java");
            int end = board.lastIndexOf('}');
            Files.writeString(folder.resolve("Board.java"), board.substring(0, end) + own.get(k) + "}\n");
            Files.writeString(folder.resolve("Solver.java"), starter.get("Solver.java"));
        }
        Path without = work.resolve("without");
        assertEquals(0, run(root.toString(), "--out", without.toString()).status());
        JsonArray flagged = json(without).getAsJsonArray("pairs");
        assertTrue(flagged.get(flagged.size() - 1).getAsJsonObject().get("similarity").getAsDouble() >= 90,
                "without the starter code every pair looks copied: " + flagged);
        Path with = work.resolve("with");
        ClassFixtures.Run run = run(root.toString(), "--base", base.toString(), "--out", with.toString());
        assertEquals(0, run.status(), run.err());
        JsonObject data = json(with);
        assertTrue(data.get("starterCodeLeftOut").getAsBoolean());
        for (JsonElement pair : data.getAsJsonArray("pairs")) {
            assertTrue(pair.getAsJsonObject().get("similarity").getAsDouble() < Request.FLOOR,
                    "with the starter code left out: " + pair);
        }
        assertEquals(0, data.getAsJsonArray("clusters").size());
    }

    @Test
    void damagedSubmissionsAreListedWithTheReasonAndLeftOut() throws IOException {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve("ann"));
        copy("correct-alternative", root.resolve("bob"));
        copy("does-not-compile", root.resolve("cut"));
        Files.writeString(root.resolve("cut/Solver.java"), "public class Solver { void broken( }\n");
        Files.createDirectories(root.resolve("empty"));
        Files.write(root.resolve("dora.zip"), new byte[] {'P', 'K', 3, 4, 'x', 'y'});
        Files.writeString(root.resolve("notes.txt"), "not code");
        Path out = work.resolve("out");
        ClassFixtures.Run run = run(root.toString(), "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        JsonObject data = json(out);
        assertEquals(1, data.getAsJsonObject("submissions").get("comparisons").getAsInt());
        Map<String, String> reasons = new java.util.TreeMap<>();
        data.getAsJsonArray("skipped").forEach(s -> reasons.put(s.getAsJsonObject().get("id").getAsString(),
                s.getAsJsonObject().get("reason").getAsString()));
        assertEquals(List.of("cut", "dora", "empty", "notes.txt"), List.copyOf(reasons.keySet()));
        assertTrue(reasons.get("cut").startsWith("does not parse: "), reasons.get("cut"));
        assertTrue(reasons.get("cut").contains("Solver.java"), reasons.get("cut"));
        assertFalse(reasons.get("cut").contains(".staging"), "named by the submission's files: " + reasons);
        assertTrue(reasons.get("dora").startsWith("dora.zip: "), reasons.get("dora"));
        assertEquals("no Board.java or Solver.java", reasons.get("empty"));
        assertTrue(run.err().contains("left out cut: does not parse"), run.err());
        List<String> csv = Files.readAllLines(out.resolve("pairs.csv"));
        assertEquals(2, csv.size(), csv.toString());
        assertTrue(csv.get(1).startsWith("ann,bob,"), csv.toString());
    }

    @Test
    void aMissingFolderAnEmptyClassAndAnUnreadableArchiveAreOneLineErrors() throws IOException {
        Path out = work.resolve("out");
        ClassFixtures.Run missing = run(work.resolve("nowhere").toString(), "--out", out.toString());
        assertEquals(2, missing.status());
        assertEquals("npuzzle-similarity: " + work.resolve("nowhere") + ": no such folder\n", missing.err());
        Path empty = Files.createDirectories(work.resolve("empty"));
        ClassFixtures.Run none = run(empty.toString(), "--out", out.toString());
        assertEquals(2, none.status());
        assertTrue(none.err().endsWith(": no submissions (sub-folders, archives or .java files)\n"), none.err());
        assertEquals(1, none.err().lines().count(), none.err());
        Path archive = Files.writeString(work.resolve("class.zip"), "this is no zip");
        ClassFixtures.Run unreadable = run(archive.toString(), "--out", out.toString());
        assertEquals(2, unreadable.status());
        assertEquals(1, unreadable.err().lines().count(), unreadable.err());
        assertTrue(unreadable.err().startsWith("npuzzle-similarity: class.zip: not an archive"), unreadable.err());
        ClassFixtures.Run knownMissing = run(empty.toString(), "--against", work.resolve("gone").toString(),
                "--out", out.toString());
        assertEquals(2, knownMissing.status());
    }

    @Test
    void submissionsAreNamedAsTheGraderBatchNamesThem() throws IOException {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve("Ann Lee_123_assignsubmission_file_/src"));
        Path zipped = copy("correct-alternative", work.resolve("zip-source/bob/src/puzzle"));
        Archives.zip(work.resolve("zip-source"), root.resolve("bob.zip"));
        Path tarred = copy("princeton-coursera-correct", work.resolve("tar-source/cy"));
        Archives.tarGz(tarred, root.resolve("cy.tar.gz"));
        Map<String, String> dora = ClassFixtures.files("correct-closed-set");
        Files.writeString(root.resolve("dora_42_1001_Board.java"), dora.get("Board.java"));
        Files.writeString(root.resolve("dora_42_1002_Solver.java"), dora.get("Solver.java"));
        Files.writeString(root.resolve("dora_42_1003_Solver-1.java"), dora.get("Solver.java") + "\n// again\n");
        Path out = work.resolve("out");
        ClassFixtures.Run run = run(root.toString(), "--out", out.toString());
        assertEquals(0, run.status(), run.err());
        JsonObject data = json(out);
        assertEquals(0, data.getAsJsonArray("skipped").size(), data.toString());
        assertEquals(4, data.getAsJsonObject("submissions").get("class").getAsInt());
        java.util.Set<String> ids = new java.util.TreeSet<>();
        data.getAsJsonArray("pairs").forEach(p -> {
            ids.add(p.getAsJsonObject().get("a").getAsString());
            ids.add(p.getAsJsonObject().get("b").getAsString());
        });
        assertEquals(java.util.Set.of("Ann Lee_123", "bob", "cy", "dora_42"), ids);
        assertTrue(zipped.toString().contains("puzzle"));
    }
}
