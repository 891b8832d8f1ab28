package npuzzle.reference.optimal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import npuzzle.reference.Board;

/**
 * The 100 random 15-puzzle instances of Korf (1985), the standard benchmark of optimal solvers, and the file
 * format they come in: one instance per line, its number then 16 tiles in row-major order in the blank-first
 * convention, converted on reading by {@link BlankFirstConvention}.
 */
public final class KorfInstances {
    /** Optimal length of instance 1, from the literature (Korf 1985). */
    public static final int INSTANCE_1_MOVES = 57;
    /** Optimal length of instance 88, the longest of the 100 (Korf 1985). */
    public static final int INSTANCE_88_MOVES = 65;
    /** Mean optimal length of the 100 instances (Korf 1985): 5305 moves in all. */
    public static final int TOTAL_MOVES = 5305;

    private static final String RESOURCE = "korf100.txt";

    private KorfInstances() {
    }

    /** Returns the 100 instances, converted to this project's goal (blank last), in the order of the paper. */
    public static List<Board> korf100() {
        try (InputStream in = KorfInstances.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("resource " + RESOURCE + " is missing from the jar");
            }
            return parse(RESOURCE, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads a file of 4x4 instances in the blank-first convention.
     *
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException naming the file and line if a line is malformed
     */
    public static List<Board> read(Path file) throws IOException {
        return parse(file.toString(), Files.readString(file));
    }

    /**
     * Parses instances in the blank-first convention; {@code #} starts a comment line.
     *
     * @throws IllegalArgumentException naming {@code source} and the line if a line is malformed
     */
    public static List<Board> parse(String source, String content) {
        List<Board> boards = new ArrayList<>();
        String[] lines = content.split("\\R", -1);
        for (int k = 0; k < lines.length; k++) {
            String line = lines[k].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split("\\s+");
            try {
                if (fields.length != 17) {
                    throw new IllegalArgumentException(
                            "expected an instance number and 16 tiles, found " + fields.length + " fields");
                }
                int[] tiles = Arrays.stream(fields, 1, 17).mapToInt(Integer::parseInt).toArray();
                boards.add(BlankFirstConvention.toBlankLast(4, tiles));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + ":" + (k + 1) + ": " + e.getMessage(), e);
            }
        }
        return boards;
    }
}
