package npuzzle.similarity.find;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Reads a source file as the grader does: a UTF-8 or UTF-16 byte-order mark is honoured and dropped, and a file that
 * is not UTF-8 is read as windows-1252 (what editors on Windows write).
 */
final class TextDecoder {
    private static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

    private TextDecoder() {
    }

    static String decode(byte[] bytes) {
        if (starts(bytes, 0xEF, 0xBB, 0xBF)) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        if (starts(bytes, 0xFE, 0xFF) || starts(bytes, 0xFF, 0xFE)) {
            return new String(bytes, StandardCharsets.UTF_16);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, WINDOWS_1252);
        }
    }

    private static boolean starts(byte[] bytes, int... head) {
        if (bytes.length < head.length) {
            return false;
        }
        for (int k = 0; k < head.length; k++) {
            if ((bytes[k] & 0xFF) != head[k]) {
                return false;
            }
        }
        return true;
    }
}
