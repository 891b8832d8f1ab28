package npuzzle.reference.optimal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PatternDatabaseStoreTests {
    private static final int[] PATTERN = {1, 2, 5, 6};

    @TempDir
    Path cache;

    @Test
    void aDatabaseIsBuiltOnceThenReadFromTheCache() {
        PatternDatabaseStore store = new PatternDatabaseStore(cache);
        PatternDatabaseStore.Loaded first = store.load(4, PATTERN);
        assertTrue(first.load().built());
        assertEquals("", first.load().note());
        assertTrue(Files.exists(first.load().file()));
        PatternDatabaseStore.Loaded second = store.load(4, PATTERN);
        assertFalse(second.load().built());
        assertArrayEquals(first.database().bytes(), second.database().bytes());
        assertEquals(43_680, second.load().entries());
    }

    @Test
    void aCorruptedCacheFileIsRebuilt() throws IOException {
        PatternDatabaseStore store = new PatternDatabaseStore(cache);
        PatternDatabaseStore.Loaded original = store.load(4, PATTERN);
        Path file = original.load().file();
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 100] ^= 1;
        Files.write(file, bytes);
        PatternDatabaseStore.Loaded rebuilt = store.load(4, PATTERN);
        assertTrue(rebuilt.load().built());
        assertTrue(rebuilt.load().note().contains("checksum mismatch"), rebuilt.load().note());
        assertArrayEquals(original.database().bytes(), rebuilt.database().bytes());
        assertFalse(store.load(4, PATTERN).load().built(), "the rebuilt file is valid again");
    }

    @Test
    void truncatedForeignAndOtherPatternFilesAreRebuiltWithTheReason() throws IOException {
        PatternDatabaseStore store = new PatternDatabaseStore(cache);
        Path file = store.load(4, PATTERN).load().file();
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        assertTrue(store.load(4, PATTERN).load().note().contains("unusable"));
        Files.writeString(file, "hello");
        assertTrue(store.load(4, PATTERN).load().note().contains("unusable"));
        Files.copy(store.load(4, new int[] {3, 4}).load().file(), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        String note = store.load(4, PATTERN).load().note();
        assertTrue(note.contains("4x4"), note);
    }

    @Test
    void anUnwritableCacheStillGivesTheDatabase() throws IOException {
        Path notADirectory = Files.writeString(cache.resolve("file"), "x");
        PatternDatabaseStore.Loaded loaded = new PatternDatabaseStore(notADirectory).load(3, new int[] {1, 2});
        assertTrue(loaded.load().built());
        assertTrue(loaded.load().note().startsWith("not cached"), loaded.load().note());
        assertEquals(72, loaded.database().bytes().length);
    }
}
