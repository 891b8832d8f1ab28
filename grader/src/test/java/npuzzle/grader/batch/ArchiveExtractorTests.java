package npuzzle.grader.batch;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every archive a student uploads is unpacked within the limits, or refused with a reason a person can act on. */
class ArchiveExtractorTests {
    private static final byte[] BOARD = "public final class Board {}".getBytes(UTF_8);

    @TempDir
    Path dir;

    private Path out() {
        return dir.resolve("out");
    }

    private String refusal(Path archive) {
        return assertThrows(ArchiveExtractor.ArchiveException.class, () -> ArchiveExtractor.extract(archive, out()))
                .getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = {"bob.zip", "bob.jar", "bob.tar", "bob.tar.gz", "bob.tgz", "BOB.TGZ"})
    void eachReadableFormatIsUnpacked(String name) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("./", new byte[0]);
        entries.put("src/", new byte[0]);
        entries.put("src/Board.java", BOARD);
        entries.put("__MACOSX/src/._Board.java", "fork".getBytes(UTF_8));
        Path archive = name.endsWith("zip") || name.endsWith("jar") ? TestArchives.zip(dir.resolve(name), entries,
                false) : TestArchives.tar(dir.resolve(name), entries, !name.endsWith(".tar"));
        ArchiveExtractor.extract(archive, out());
        assertEquals("public final class Board {}", Files.readString(out().resolve("src/Board.java")));
        assertFalse(Files.exists(out().resolve("__MACOSX")));
    }

    @Test
    void theBytesDecideTheFormatNotTheName() throws IOException {
        Path tgz = TestArchives.tar(dir.resolve("bob.zip"), Map.of("Board.java", BOARD), true);
        ArchiveExtractor.extract(tgz, out());
        assertTrue(Files.isRegularFile(out().resolve("Board.java")), "a .tar.gz named .zip is read as one");

        Path rar = Files.write(dir.resolve("carol.zip"), "Rar!\u001a\u0007\u0000 and more".getBytes(UTF_8));
        assertEquals("carol.zip: a RAR archive, whatever its name says: RAR archives are not read; submit a .zip "
                + "(the grader reads .zip, .jar, .tar, .tar.gz and .tgz)", refusal(rar));
        Path html = Files.writeString(dir.resolve("dan.zip"), "<html>Session expired</html>");
        assertEquals("dan.zip: not a zip archive (damaged, or another kind of file): upload it again",
                refusal(html));
    }

    @Test
    void unreadFormatsAreNamedWithWhatToSubmit() throws IOException {
        Path sevenZip = Files.write(dir.resolve("eve.7z"), new byte[] {'7', 'z', (byte) 0xbc, (byte) 0xaf, 0x27,
            0x1c, 0, 4});
        assertEquals("eve.7z: 7-Zip archives are not read; submit a .zip (the grader reads .zip, .jar, .tar, .tar.gz "
                + "and .tgz)", refusal(sevenZip));
    }

    @Test
    void damagedArchivesAreRefusedWithTheirName() throws IOException {
        byte[] garbage = new byte[300];
        new java.util.Random(1).nextBytes(garbage);
        garbage[0] = 'P';
        garbage[1] = 'K';
        garbage[2] = 3;
        garbage[3] = 4;
        assertTrue(refusal(Files.write(dir.resolve("a.zip"), garbage)).startsWith("a.zip: a damaged zip archive ("));

        byte[] whole = Files.readAllBytes(TestArchives.tar(dir.resolve("whole.tgz"), Map.of("Board.java",
                new byte[100_000]), true));
        Path cut = Files.write(dir.resolve("b.tgz"), Arrays.copyOf(whole, whole.length / 2));
        assertEquals("b.tgz: the tar.gz archive ends early (cut off: an interrupted upload?); upload it again",
                refusal(cut));
        assertEquals("c.zip: an empty file, not an archive: upload it again",
                refusal(Files.createFile(dir.resolve("c.zip"))));
    }

    @Test
    void encryptedZipsAskForNoPassword() throws IOException {
        Path zip = TestArchives.zip(dir.resolve("bob.zip"), Map.of("Board.java", BOARD), true);
        assertEquals("bob.zip: encrypted (it asks for a password): submit it without one", refusal(zip));
    }

    @Test
    void entriesThatLeaveTheFolderOrLinkAreRefused() throws IOException {
        assertEquals("a.zip: entry ../../escaped.java points outside the archive", refusal(TestArchives.zip(
                dir.resolve("a.zip"), Map.of("../../escaped.java", BOARD), false)));
        assertEquals("b.tar: entry ../escaped.java points outside the archive", refusal(TestArchives.tar(
                dir.resolve("b.tar"), Map.of("../escaped.java", BOARD), false)));
        assertEquals("c.zip: entry /tmp/abs.java points outside the archive", refusal(TestArchives.zip(
                dir.resolve("c.zip"), Map.of("/tmp/abs.java", BOARD), false)));
        assertEquals("d.tar: entry Board.java is a link, which the grader does not follow: archive the file itself",
                refusal(TestArchives.tar(dir.resolve("d.tar"), Map.of("Board.java", TestArchives.LINK), false)));
        assertFalse(Files.exists(dir.getParent().resolve("escaped.java")));
    }

    @Test
    void aNameThatIsBothAFolderAndAFileIsRefused() throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        entries.put("Board.java/", new byte[0]);
        entries.put("Board.java", BOARD);
        assertEquals("a.tar: entry Board.java is both a folder and a file", refusal(TestArchives.tar(
                dir.resolve("a.tar"), entries, false)));
    }

    @Test
    void theLimitsHoldAcrossAnArchiveAndTheArchivesInside() throws IOException {
        Map<String, byte[]> many = new LinkedHashMap<>();
        for (int k = 0; k <= ArchiveExtractor.MAX_ENTRIES; k++) {
            many.put("f" + k + ".txt", new byte[0]);
        }
        assertEquals("a.zip: more than 2000 entries", refusal(TestArchives.zip(dir.resolve("a.zip"), many, false)));
        assertEquals("b.tar: more than 2000 entries", refusal(TestArchives.tar(dir.resolve("b.tar"), many, false)));

        byte[] half = new byte[(int) (ArchiveExtractor.MAX_BYTES / 2) + 1];
        Path inner = TestArchives.zip(dir.resolve("inner.zip"), Map.of("half.bin", half), false);
        Map<String, byte[]> outer = new LinkedHashMap<>();
        outer.put("half.bin", half);
        outer.put("inner.zip", Files.readAllBytes(inner));
        assertEquals("c.zip: inner.zip: unpacks to more than 32 MiB", refusal(TestArchives.zip(dir.resolve("c.zip"),
                outer, false)));
    }

    @Test
    void anArchiveInsideIsUnpackedOnceBesideItself() throws IOException {
        Path innermost = TestArchives.zip(dir.resolve("innermost.zip"), Map.of("Deep.java", BOARD), false);
        Path inner = TestArchives.tar(dir.resolve("inner.tgz"), Map.of("Board.java", BOARD, "innermost.zip",
                Files.readAllBytes(innermost)), true);
        Path outer = TestArchives.zip(dir.resolve("bob.zip"), Map.of("src/inner.tgz", Files.readAllBytes(inner),
                "lib/algs4.jar", Files.readAllBytes(innermost)), false);
        ArchiveExtractor.extract(outer, out());
        assertTrue(Files.isRegularFile(out().resolve("src/inner.tgz-unpacked/Board.java")));
        assertTrue(Files.isRegularFile(out().resolve("src/inner.tgz-unpacked/innermost.zip")));
        assertFalse(Files.exists(out().resolve("src/inner.tgz-unpacked/innermost.zip-unpacked")), "once only");
        assertFalse(Files.exists(out().resolve("lib/algs4.jar-unpacked")), "a jar inside is a library");
    }
}
