package npuzzle.grader.compile;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A source file's text read as what it is, for compilers that expect UTF-8: a UTF-8 byte-order mark (what Windows
 * Notepad writes) dropped, UTF-16 told by its mark or by its zero bytes, and bytes that are not UTF-8 read as
 * windows-1252 (Latin-1 with a few more letters), the likeliest for a course's sources. Each of these has a note.
 *
 * @param text the text
 * @param note what was done to read it, e.g. "a UTF-8 byte-order mark was dropped before compiling", or empty
 *     for plain UTF-8
 */
public record SourceText(String text, Optional<String> note) {
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");
    private static final String SAVE_AS_UTF8 = "; save it as UTF-8";

    /** Reads {@code file}. */
    public static SourceText read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        if (startsWith(bytes, 0xef, 0xbb, 0xbf)) {
            return new SourceText(utf8(bytes, 3).orElseGet(() -> new String(bytes, 3, bytes.length - 3,
                    WINDOWS_1252)), Optional.of("a UTF-8 byte-order mark was dropped before compiling"));
        }
        if (startsWith(bytes, 0xfe, 0xff) || startsWith(bytes, 0xff, 0xfe)) {
            return new SourceText(new String(bytes, StandardCharsets.UTF_16), Optional.of("UTF-16 (its byte-order "
                    + "mark says so), read as such" + SAVE_AS_UTF8));
        }
        Optional<Charset> utf16 = utf16WithoutMark(bytes);
        if (utf16.isPresent()) {
            return new SourceText(new String(bytes, utf16.get()), Optional.of(utf16.get().name() + " (every "
                    + "other byte is zero), read as such" + SAVE_AS_UTF8));
        }
        Optional<String> utf8 = utf8(bytes, 0);
        return utf8.map(text -> new SourceText(text, Optional.empty())).orElseGet(() -> new SourceText(
                new String(bytes, WINDOWS_1252), Optional.of("not UTF-8: read as windows-1252 (Latin-1), the "
                        + "likeliest" + SAVE_AS_UTF8)));
    }

    /** Returns the text if the bytes from {@code offset} on are UTF-8. */
    private static Optional<String> utf8(byte[] bytes, int offset) {
        try {
            return Optional.of(StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset)).toString());
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    /** Returns UTF-16LE or BE when most even (or odd) bytes are zero, as in mostly-ASCII text of that encoding. */
    private static Optional<Charset> utf16WithoutMark(byte[] bytes) {
        if (bytes.length < 2 || bytes.length % 2 != 0) {
            return Optional.empty();
        }
        int evenZeros = 0;
        int oddZeros = 0;
        for (int k = 0; k < bytes.length; k++) {
            if (bytes[k] == 0) {
                evenZeros += k % 2 == 0 ? 1 : 0;
                oddZeros += k % 2 == 1 ? 1 : 0;
            }
        }
        int pairs = bytes.length / 2;
        if (oddZeros > pairs * 0.9 && evenZeros == 0) {
            return Optional.of(StandardCharsets.UTF_16LE);
        }
        return evenZeros > pairs * 0.9 && oddZeros == 0 ? Optional.of(StandardCharsets.UTF_16BE) : Optional.empty();
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int k = 0; k < prefix.length; k++) {
            if ((bytes[k] & 0xff) != prefix[k]) {
                return false;
            }
        }
        return true;
    }
}
