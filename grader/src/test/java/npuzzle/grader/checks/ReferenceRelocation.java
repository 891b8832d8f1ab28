package npuzzle.grader.checks;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import npuzzle.reference.Board;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

/** The reference Board's bytecode renamed into a student's package, as the child JVM does it. */
final class ReferenceRelocation {
    private ReferenceRelocation() {
    }

    /** Returns the class file of {@code npuzzle.reference.Board} renamed to {@code binaryName} (e.g. "Board"). */
    static byte[] boardAs(String binaryName) {
        String from = Board.class.getName().replace('.', '/');
        try (InputStream in = Board.class.getResourceAsStream("/" + from + ".class")) {
            ClassReader reader = new ClassReader(in.readAllBytes());
            ClassWriter writer = new ClassWriter(0);
            reader.accept(new ClassRemapper(writer, new SimpleRemapper(from, binaryName.replace('.', '/'))), 0);
            return writer.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
