package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;
import npuzzle.grader.compile.Cs61bLibrary;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fixture submissions in tests/submissions: what each expected.json says the scan reports, it reports; a
 * fixture without a "scan" entry (a correct submission or a classic bug) scans clean. A fixture whose expected.json
 * says {@code "compiles": false} has nothing to scan and is left out.
 */
class FixtureScanTests {
    private static final Path SUBMISSIONS = Path.of("..", "tests", "submissions");
    private static final Pattern PACKAGE = Pattern.compile("^package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    @TempDir
    Path folder;

    static Stream<Path> fixtures() throws Exception {
        try (Stream<Path> folders = Files.list(SUBMISSIONS)) {
            return folders.filter(f -> Files.exists(f.resolve("expected.json"))).filter(FixtureScanTests::compiles)
                    .sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void scanReportsWhatTheFixtureExpects(Path fixture) throws Exception {
        StringWriter messages = new StringWriter();
        JsonObject expected = JsonParser.parseString(Files.readString(fixture.resolve("expected.json")))
                .getAsJsonObject();
        Optional<Path> classes = compile(fixture, expected, messages);
        assertTrue(classes.isPresent(), () -> fixture + " does not compile; its expected.json must say so: "
                + messages);
        PolicyScanner scanner = PolicyScanner.withDefaultPolicy();
        for (String overlay : assignment(expected).policyOverlays()) {
            scanner = scanner.withOverlay(overlay);
        }
        ScanResult result = scanner.scan(classes.get());
        if (!expected.has("scan")) {
            assertEquals(List.of(), result.findings(), fixture + " must scan clean");
            return;
        }
        JsonObject scan = expected.getAsJsonObject("scan");
        assertEquals(scan.get("clean").getAsBoolean(), result.clean());
        List<String> offending = new ArrayList<>();
        scan.getAsJsonArray("offendingClasses").forEach(name -> offending.add(name.getAsString()));
        assertEquals(new TreeSet<>(offending), result.offendingClasses());
        for (JsonElement element : scan.getAsJsonArray("mustFind")) {
            JsonObject f = element.getAsJsonObject();
            assertTrue(result.findings().stream().anyMatch(finding -> finding.className().equals(string(f, "className"))
                    && finding.methodName().equals(string(f, "methodName"))
                    && finding.line() == f.get("line").getAsInt()
                    && finding.api().equals(string(f, "api"))
                    && finding.rule().startsWith(string(f, "rule") + ": ")), () -> f + " among " + result.findings());
        }
    }

    private static Assignment assignment(JsonObject expected) {
        return expected.has("assignment") ? Assignment.named(expected.get("assignment").getAsString()).orElseThrow()
                : Assignment.DEFAULT;
    }

    private static boolean compiles(Path fixture) {
        try {
            JsonObject expected = JsonParser.parseString(Files.readString(fixture.resolve("expected.json")))
                    .getAsJsonObject();
            return !expected.has("compiles") || expected.get("compiles").getAsBoolean();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Compiles the fixture's sources, as the grader does, with the stand-in course library its expected.json names
     * ({@code "courseLibrary"}) on the class path, and what the grader supplies to its version (CS 61B's JUnit 4).
     */
    private Optional<Path> compile(Path fixture, JsonObject expected, StringWriter messages) throws Exception {
        List<Path> classpath = new ArrayList<>();
        if (assignment(expected).worldState()) {
            classpath.addAll(Cs61bLibrary.writeTo(Files.createDirectories(folder.resolve("cs61b-library"))));
        }
        if (expected.has("courseLibrary")) {
            String library = expected.get("courseLibrary").getAsString();
            classpath.add(SnippetCompiler.compileIfValid(folder, "library-" + library,
                    sources(SUBMISSIONS.resolveSibling("libraries").resolve(library)), messages).orElseThrow());
        }
        return SnippetCompiler.compileIfValid(folder, fixture.getFileName().toString(), sources(fixture), messages,
                classpath.toArray(Path[]::new));
    }

    /** Returns the Java sources under {@code root}, by the path their package and name give them. */
    private static Map<String, String> sources(Path root) throws IOException {
        Map<String, String> sources = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".java")).toList()) {
                String source = Files.readString(file);
                String name = file.getFileName().toString().replaceFirst("\\.java$", "");
                Matcher pkg = PACKAGE.matcher(source);
                sources.put(pkg.find() ? pkg.group(1).replace('.', '/') + "/" + name : name, source);
            }
        }
        return sources;
    }

    private static String string(JsonObject object, String key) {
        return object.get(key).getAsString();
    }
}
