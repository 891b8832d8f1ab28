package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import npuzzle.grader.browser.BrowserPage;
import npuzzle.grader.browser.Chromium;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged similarity jar as an instructor runs it: its side-by-side page in Chromium (both sides drawn, the
 * matched regions in the same colour on both sides, hostile names and code shown as text, no request, no error), and
 * {@code grader batch --similarity} with the jar (the dashboard links its page) and without it (one line, and the
 * class is graded).
 */
class SimilarityEndToEndTests {
    private static final Path JAR = Path.of(System.getProperty("npuzzle.similarity.jar",
            "../similarity/target/npuzzle-similarity.jar")).toAbsolutePath();
    private static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions", "submissions"));
    private static final Path SCREENSHOTS = Path.of("target", "screenshots");
    private static final String HOSTILE = "<img src=x onerror=alert(1)> \u202eann";

    private static void copy(String fixture, Path folder) throws IOException {
        Files.createDirectories(folder);
        for (String name : List.of("Board.java", "Solver.java")) {
            try (Stream<Path> walk = Files.walk(SUBMISSIONS.resolve(fixture))) {
                Path file = walk.filter(p -> p.getFileName().toString().equals(name)).sorted().findFirst()
                        .orElseThrow();
                Files.copy(file, folder.resolve(name));
            }
        }
    }

    private static String similarity(Path work, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-jar", JAR.toString()));
        command.addAll(List.of(arguments));
        Path log = Files.createTempFile(work, "similarity", ".log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "npuzzle-similarity did not finish");
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), output);
        return output;
    }

    @Test
    void theSideBySidePageDrawsBothSidesWithMatchesInOneColourAndHostileTextAsText(@TempDir Path work)
            throws Exception {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve(HOSTILE));
        copy("correct-reference", root.resolve("bob"));
        copy("correct-alternative", root.resolve("cy"));
        Path board = root.resolve(HOSTILE).resolve("Board.java");
        Files.writeString(board, "// </script><script>document.title='owned'</script> <b>bold</b>\n"
                + Files.readString(board));
        Path out = work.resolve("out");
        String printed = similarity(work, root.toString(), "--out", out.toString());
        assertFalse(printed.contains("\u202e"), "the console shows the override escaped: " + printed);
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            Path pair = out.resolve("pairs/1.html");
            page.open(pair);
            page.screenshot(SCREENSHOTS.resolve("similarity-pair.png"), 3000);
            assertEquals(List.of(), page.errors());
            assertEquals(List.of(pair.toUri().toString()), page.requests());
            assertEquals(List.of(), page.lowContrastTexts());
            assertTrue(page.number("document.querySelectorAll('.side-a .line').length") > 200);
            assertTrue(page.number("document.querySelectorAll('.side-b .line').length") > 200);
            int regions = page.number("document.querySelectorAll('ol.regions li').length");
            assertTrue(regions >= 1);
            for (int k = 0; k < Math.min(regions, 10); k++) {
                String colour = "getComputedStyle(document.querySelector('#SIDE-region-" + k + "')).backgroundColor";
                assertEquals(page.text(colour.replace("SIDE", "a")), page.text(colour.replace("SIDE", "b")),
                        "region " + k + " has one colour on both sides");
                assertFalse(page.text(colour.replace("SIDE", "a")).equals("rgba(0, 0, 0, 0)"), "region " + k
                        + " is highlighted");
            }
            assertEquals(0, page.number("document.querySelectorAll('img, b, main script').length"),
                    "nothing in the data became markup");
            assertTrue(page.text("document.querySelector('h1').textContent").contains(HOSTILE));
            assertEquals(HOSTILE, page.text("document.querySelector('h1 bdi').textContent"),
                    "each name is isolated, so its override cannot reverse the rest of the heading");
            assertTrue(page.text("document.querySelector('.side-a .line .text, .side-b .line .text').textContent")
                    .contains("</script><script>document.title='owned'</script> <b>bold</b>"));
            assertFalse(page.text("document.title").equals("owned"));
            page.click("ol.regions button");
            assertTrue(page.number("Math.round(document.querySelector('#a-region-0').getBoundingClientRect().top)")
                    >= 0);

            BrowserPage index = chromium.newPage();
            Path indexFile = out.resolve("index.html");
            index.open(indexFile);
            index.screenshot(SCREENSHOTS.resolve("similarity-index.png"), 3000);
            assertEquals(List.of(), index.errors());
            assertEquals(List.of(indexFile.toUri().toString()), index.requests());
            assertEquals(List.of(), index.lowContrastTexts());
            assertEquals(3, index.number("document.querySelectorAll('table.pairs tbody tr').length"));
            assertEquals("pairs/1.html", index.text("document.querySelector('table.pairs a').getAttribute('href')"));
            assertEquals(20, index.number("document.querySelectorAll('svg.histogram rect.bar').length"));
        }
    }

    @Test
    void gradeBatchWithSimilarityLinksItsPageFromTheDashboard(@TempDir Path work) throws Exception {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve("ann"));
        copy("correct-reference", root.resolve("bob"));
        Path out = work.resolve("grades");
        GraderProcess.Result result = GraderProcess.run(work, "batch", root.toString(), "--out", out.toString(),
                "--only", "board.size", "--no-style", "--similarity", "--similarity-jar", JAR.toString());
        assertEquals(0, result.exitCode(), result.output());
        assertTrue(result.output().contains("similarity: compared 1 pairs of 2 submissions"), result.output());
        assertTrue(Files.isRegularFile(out.resolve("similarity/index.html")));
        assertTrue(Files.readString(out.resolve("similarity/pairs.csv")).contains("ann,bob,100.0,"));
        assertTrue(Files.readString(out.resolve("index.html")).contains("\"similarity\":\"similarity/index.html\""));
        try (Chromium chromium = Chromium.start(work)) {
            BrowserPage page = chromium.newPage();
            page.open(out.resolve("index.html"));
            assertEquals(List.of(), page.errors());
            page.click("#similarity-link");
            Thread.sleep(500);
            assertTrue(page.text("location.href").endsWith("/similarity/index.html"), page.text("location.href"));
        }
    }

    @Test
    void gradeBatchWithoutTheSimilarityJarSaysWhereToGetItAndGrades(@TempDir Path work) throws Exception {
        Path root = work.resolve("class");
        copy("correct-reference", root.resolve("ann"));
        copy("correct-alternative", root.resolve("bob"));
        Path out = work.resolve("grades");
        GraderProcess.Result result = GraderProcess.run(work, "batch", root.toString(), "--out", out.toString(),
                "--only", "board.size", "--no-style", "--similarity");
        assertEquals(0, result.exitCode(), result.output());
        List<String> about = result.output().lines().filter(line -> line.contains("npuzzle-similarity.jar")).toList();
        assertEquals(1, about.size(), result.output());
        assertTrue(about.get(0).contains("mvn -pl similarity -am package"), about.get(0));
        assertTrue(result.output().contains("graded 2 of 2 submissions"), result.output());
        assertFalse(Files.exists(out.resolve("similarity")));
        assertFalse(Files.readString(out.resolve("index.html")).contains("similarity/index.html"));
    }
}
