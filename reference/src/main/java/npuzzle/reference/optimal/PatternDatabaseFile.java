package npuzzle.reference.optimal;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * Reads and writes a {@link PatternDatabase} cache file: the magic {@code NPZPDB}, a format version, the board
 * side, the pattern tiles, the entry count and the CRC-32 of the entries, then one byte per entry.
 *
 * <p>A file that is missing, truncated, of another format or pattern, or whose checksum does not match is
 * reported as unusable (the caller rebuilds); files are written to a temporary name and moved into place.
 */
final class PatternDatabaseFile {
    static final int FORMAT_VERSION = 1;
    private static final byte[] MAGIC = {'N', 'P', 'Z', 'P', 'D', 'B'};

    private PatternDatabaseFile() {
    }

    /** Returns the cache file name for a pattern, e.g. {@code pdb-v1-4x4-1-2-5-6-9-10.bin}. */
    static String fileName(int n, int[] tiles) {
        return "pdb-v" + FORMAT_VERSION + "-" + PatternDatabase.name(n, tiles) + ".bin";
    }

    static void write(Path file, PatternDatabase database) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path temporary = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName().toString(), ".tmp");
        try {
            try (OutputStream raw = Files.newOutputStream(temporary);
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 16))) {
                out.write(MAGIC);
                out.writeInt(FORMAT_VERSION);
                out.writeInt(database.n());
                int[] tiles = database.tiles();
                out.writeInt(tiles.length);
                for (int tile : tiles) {
                    out.writeInt(tile);
                }
                byte[] bytes = database.bytes();
                out.writeLong(bytes.length);
                out.writeLong(checksum(bytes));
                out.write(bytes);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Reads the database of {@code tiles} on an n-by-n board from {@code file}.
     *
     * @throws IOException with the reason if the file is missing, corrupt or of another pattern or format
     */
    static PatternDatabase read(Path file, int n, int[] tiles) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
            byte[] magic = new byte[MAGIC.length];
            in.readFully(magic);
            if (!Arrays.equals(magic, MAGIC)) {
                throw new IOException("not a pattern database file");
            }
            int version = in.readInt();
            if (version != FORMAT_VERSION) {
                throw new IOException("format version " + version + ", expected " + FORMAT_VERSION);
            }
            int side = in.readInt();
            int count = in.readInt();
            if (side != n || count != tiles.length) {
                throw new IOException("holds a " + count + "-tile pattern of " + side + "x" + side + " boards");
            }
            for (int tile : tiles) {
                if (in.readInt() != tile) {
                    throw new IOException("holds another pattern");
                }
            }
            long entries = in.readLong();
            long expected = PatternDatabase.placements(n * n, tiles.length);
            if (entries != expected) {
                throw new IOException("has " + entries + " entries, expected " + expected);
            }
            long crc = in.readLong();
            byte[] bytes = new byte[(int) entries];
            in.readFully(bytes);
            if (in.read() != -1) {
                throw new IOException("has bytes after the entries");
            }
            if (checksum(bytes) != crc) {
                throw new IOException("checksum mismatch");
            }
            return new PatternDatabase(n, tiles, bytes);
        }
    }

    private static long checksum(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return crc.getValue();
    }
}
