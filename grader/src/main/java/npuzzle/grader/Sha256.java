package npuzzle.grader;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The hex SHA-256 digests that pin sources, configs, the rubric and shipped jars. */
public final class Sha256 {
    private Sha256() {
    }

    /** Returns the lowercase hex SHA-256 of {@code bytes}. */
    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest(bytes));
    }

    /** Returns the SHA-256 of {@code bytes}. */
    public static byte[] digest(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError("every JDK has SHA-256", e);
        }
    }
}
