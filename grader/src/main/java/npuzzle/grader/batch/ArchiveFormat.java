package npuzzle.grader.batch;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of archive a class folder holds, told by name and by content: the grader reads zips (and jars), tars
 * and gzipped tars, and names the others, so that a student who uploaded one learns what to upload instead.
 */
public enum ArchiveFormat {
    ZIP("zip", true, List.of(".zip", ".jar"), new byte[][] {{'P', 'K', 3, 4}, {'P', 'K', 5, 6}, {'P', 'K', 7, 8}}),
    TAR("tar", true, List.of(".tar"), new byte[][] {}),
    TAR_GZ("tar.gz", true, List.of(".tar.gz", ".tgz", ".gz"), new byte[][] {{0x1f, (byte) 0x8b}}),
    RAR("RAR", false, List.of(".rar"), new byte[][] {{'R', 'a', 'r', '!', 0x1a, 0x07}}),
    SEVEN_ZIP("7-Zip", false, List.of(".7z"), new byte[][] {{'7', 'z', (byte) 0xbc, (byte) 0xaf, 0x27, 0x1c}}),
    BZIP2("bzip2", false, List.of(".tar.bz2", ".tbz2", ".tbz", ".bz2"), new byte[][] {{'B', 'Z', 'h'}}),
    XZ("xz", false, List.of(".tar.xz", ".txz", ".xz"), new byte[][] {{(byte) 0xfd, '7', 'z', 'X', 'Z', 0}}),
    ZSTD("zstd", false, List.of(".tar.zst", ".zst"), new byte[][] {{0x28, (byte) 0xb5, 0x2f, (byte) 0xfd}});

    /** What the grader reads, as a user reads it in a message. */
    public static final String READABLE = ".zip, .jar, .tar, .tar.gz and .tgz";
    /** Where a tar's magic number sits: "ustar" at this offset of its first header. */
    private static final int TAR_MAGIC_OFFSET = 257;
    /** Bytes enough to tell every format above. */
    static final int HEAD = TAR_MAGIC_OFFSET + 5;

    private final String label;
    private final boolean readable;
    private final List<String> suffixes;
    private final byte[][] magics;

    ArchiveFormat(String label, boolean readable, List<String> suffixes, byte[][] magics) {
        this.label = label;
        this.readable = readable;
        this.suffixes = suffixes;
        this.magics = magics;
    }

    /** Returns the format a file's name claims, if it names an archive. */
    public static Optional<ArchiveFormat> ofName(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(format -> format.suffix(name).isPresent()).findFirst();
    }

    /** Returns the format the first bytes of a file show, if they show one. */
    static Optional<ArchiveFormat> ofContent(byte[] head) {
        for (ArchiveFormat format : values()) {
            for (byte[] magic : format.magics) {
                if (head.length >= magic.length && Arrays.equals(head, 0, magic.length, magic, 0, magic.length)) {
                    return Optional.of(format);
                }
            }
        }
        boolean ustar = head.length >= HEAD && new String(head, TAR_MAGIC_OFFSET, 5,
                java.nio.charset.StandardCharsets.US_ASCII).equals("ustar");
        return ustar ? Optional.of(TAR) : Optional.empty();
    }

    /** Returns the file's name without this format's suffix: the submission's id. */
    public String baseName(String fileName) {
        String suffix = suffix(fileName.toLowerCase(Locale.ROOT)).orElse("");
        return fileName.substring(0, fileName.length() - suffix.length());
    }

    /** Returns whether the grader unpacks this format. */
    public boolean readable() {
        return readable;
    }

    /** Returns the name people know the format by. */
    public String label() {
        return label;
    }

    /** Returns why an archive of this unread format is not graded, and what to submit instead. */
    String notRead() {
        return label + " archives are not read; submit a .zip (the grader reads " + READABLE + ")";
    }

    private Optional<String> suffix(String lowerCaseName) {
        return suffixes.stream().filter(lowerCaseName::endsWith).findFirst();
    }
}
