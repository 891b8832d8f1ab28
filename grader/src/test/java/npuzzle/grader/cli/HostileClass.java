package npuzzle.grader.cli;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import npuzzle.grader.FixtureSubmission;
import npuzzle.grader.batch.TestArchives;

/**
 * A class folder of hostile entries made from a seed: good and bad submissions as folders and archives (zip, jar,
 * tar, tar.gz), truncated and corrupt archives, empty files, archives of thousands of tiny entries, nested
 * archives, deep folders, symbolic links (outside the class, in a loop, dangling), unreadable files, names with
 * newlines, quotes, escapes and non-ASCII letters, {@code Board.java} as a folder, two Board.java files, a 10 MB
 * source, sources in Latin-1, UTF-16 and with a byte-order mark, and archives the grader does not read.
 */
final class HostileClass {
    private static final byte[] BOARD = FixtureSubmission.CLEAN_BOARD.getBytes(UTF_8);
    private static final String[] NAME_PARTS = {"ana", "Bo Li", "zoë", "o'neil", "quote\"d", "new\nline", "tab\tbed",
        "\u001b[2Jclear", "日本", "semi;colon", "-dash", "=formula", "ünïcode", "spa ce", "x,y"};
    private static final int KINDS = 24;

    private final Random random;
    private final Path root;
    private final Path outside;
    private final List<String> names = new ArrayList<>();

    private HostileClass(Random random, Path root, Path outside) {
        this.random = random;
        this.root = root;
        this.outside = outside;
    }

    /** Writes {@code entries} seeded entries into {@code root}; links may point into {@code outside}. */
    static List<String> write(long seed, Path root, Path outside, int entries) throws IOException {
        HostileClass folder = new HostileClass(new Random(seed), Files.createDirectories(root),
                Files.createDirectories(outside));
        Files.write(outside.resolve("Board.java"), BOARD);
        for (int k = 0; k < entries; k++) {
            folder.entry(k);
        }
        return List.copyOf(folder.names);
    }

    private void entry(int k) throws IOException {
        String base = NAME_PARTS[random.nextInt(NAME_PARTS.length)] + k;
        switch (random.nextInt(KINDS)) {
            case 0 -> folder(base, Map.of("Board.java", BOARD));
            case 1 -> folder(base, Map.of("src/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z/Board.java", BOARD));
            case 2 -> folder(base, Map.of("a/Board.java", BOARD, "b/Board.java", BOARD));
            case 3 -> folder(base, Map.of("Board.java/Board.java", BOARD));
            case 4 -> folder(base, Map.of("Board.java", encoded(Charset.forName("ISO-8859-1"))));
            case 5 -> folder(base, Map.of("Board.java", encoded(Charset.forName("UTF-16"))));
            case 6 -> folder(base, Map.of("Board.java", encoded(Charset.forName("UTF-16LE"))));
            case 7 -> folder(base, Map.of("Board.java", concat("\ufeff".getBytes(UTF_8), BOARD)));
            case 8 -> folder(base, Map.of("Board.java", concat(BOARD, ("/*" + "x".repeat(10 << 20) + "*/")
                    .getBytes(UTF_8))));
            case 9 -> TestArchives.zip(file(base + ".zip"), Map.of("s/Board.java", BOARD), false);
            case 10 -> TestArchives.zip(file(base + ".jar"), Map.of("Board.java", BOARD), false);
            case 11 -> TestArchives.tar(file(base + ".tar"), Map.of("./Board.java", BOARD), false);
            case 12 -> TestArchives.tar(file(base + (random.nextBoolean() ? ".tgz" : ".tar.gz")), Map.of(
                    "Board.java", BOARD), true);
            case 13 -> cut(base + (random.nextBoolean() ? ".zip" : ".tgz"));
            case 14 -> Files.write(file(base + pick(".zip", ".tar", ".tgz", ".jar")), garbage());
            case 15 -> Files.createFile(file(base + pick(".zip", ".java", ".txt", "")));
            case 16 -> TestArchives.zip(file(base + ".zip"), tiny(1_500 + random.nextInt(1_000)), false);
            case 17 -> nested(base);
            case 18 -> link(base, pick("outside", "loop", "dangling"));
            case 19 -> unreadable(base);
            case 20 -> Files.write(file(base + pick(".rar", ".7z", ".tar.xz")), garbage());
            case 21 -> TestArchives.zip(file(base + ".zip"), Map.of("Board.java", BOARD), true);
            case 22 -> Files.write(file(base.replaceAll("[^a-z]", "") + "_" + k + "_" + (100 + k) + "_Board.java"),
                    BOARD);
            default -> TestArchives.zip(file(base + ".zip"), Map.of("../" + base + "/Board.java", BOARD), false);
        }
    }

    private Path file(String name) {
        names.add(name);
        return root.resolve(name);
    }

    private void folder(String name, Map<String, byte[]> files) throws IOException {
        Path folder = file(name);
        for (Map.Entry<String, byte[]> entry : files.entrySet()) {
            Path target = folder.resolve(entry.getKey());
            Files.createDirectories(target.getParent());
            Files.write(target, entry.getValue());
        }
    }

    private byte[] encoded(Charset charset) {
        return FixtureSubmission.CLEAN_BOARD.replace("public final class Board", "// Fran\u00e7ois\npublic final "
                + "class Board").getBytes(charset);
    }

    private void cut(String name) throws IOException {
        Path whole = Files.createTempFile("whole", name.endsWith(".zip") ? ".zip" : ".tgz");
        if (name.endsWith(".zip")) {
            TestArchives.zip(whole, Map.of("Board.java", BOARD), false);
        } else {
            TestArchives.tar(whole, Map.of("Board.java", BOARD), true);
        }
        byte[] bytes = Files.readAllBytes(whole);
        Files.delete(whole);
        Files.write(file(name), Arrays.copyOf(bytes, 1 + random.nextInt(bytes.length - 1)));
    }

    private byte[] garbage() {
        byte[] bytes = new byte[1 + random.nextInt(2_000)];
        random.nextBytes(bytes);
        byte[][] heads = {{'P', 'K', 3, 4}, {0x1f, (byte) 0x8b}, {'R', 'a', 'r', '!'}, {}};
        byte[] head = heads[random.nextInt(heads.length)];
        System.arraycopy(head, 0, bytes, 0, Math.min(head.length, bytes.length));
        return bytes;
    }

    private Map<String, byte[]> tiny(int count) {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("Board.java", BOARD);
        for (int k = 0; k < count; k++) {
            entries.put("tiny/" + k + ".txt", new byte[] {(byte) k});
        }
        return entries;
    }

    private void nested(String base) throws IOException {
        Path inner = Files.createTempFile("inner", ".zip");
        TestArchives.zip(inner, Map.of("Board.java", BOARD), false);
        byte[] zip = Files.readAllBytes(inner);
        Files.delete(inner);
        TestArchives.tar(file(base + ".tgz"), Map.of("submission.zip", zip), true);
    }

    private void link(String base, String kind) throws IOException {
        Path target = switch (kind) {
            case "outside" -> outside;
            case "loop" -> root;
            default -> root.resolve("nothing-" + base.hashCode());
        };
        Files.createSymbolicLink(file(base), target);
    }

    private void unreadable(String base) throws IOException {
        folder(base, Map.of("Board.java", BOARD));
        Files.setPosixFilePermissions(root.resolve(base).resolve("Board.java"), PosixFilePermissions.fromString(
                "---------"));
    }

    private String pick(String... choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
