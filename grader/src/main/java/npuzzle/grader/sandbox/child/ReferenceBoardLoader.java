package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Map;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

/**
 * Loads the student's classes, except that the student's Board is replaced by the bytecode of
 * {@code npuzzle.reference.Board} relocated into the student's package, so a student's Solver runs on a correct
 * Board. The reference Board uses no other project class, so relocating that one class is enough. Nothing of the
 * student's Board is stubbed or loaded here, so no Board mistake reaches the Solver's checks on this Board.
 */
final class ReferenceBoardLoader extends StubbingClassLoader {
    private static final String REFERENCE = "npuzzle/reference/Board";

    private final String boardName;

    ReferenceBoardLoader(URL[] urls, String boardName) throws IOException {
        super(urls, Map.of(boardName, relocate(boardName.replace('.', '/'))));
        this.boardName = boardName;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(boardName + "$")) {
            throw new ClassNotFoundException(name + " (the reference Board has no nested classes)");
        }
        return super.loadClass(name, resolve);
    }

    /** Returns the reference Board's class file with its name changed to {@code internalName}. */
    static byte[] relocate(String internalName) throws IOException {
        try (InputStream in = ReferenceBoardLoader.class.getResourceAsStream("/" + REFERENCE + ".class")) {
            if (in == null) {
                throw new IOException(REFERENCE + ".class is not on the grader's class path");
            }
            ClassReader reader = new ClassReader(in);
            ClassWriter writer = new ClassWriter(0);
            reader.accept(new ClassRemapper(writer, new SimpleRemapper(REFERENCE, internalName)), 0);
            return writer.toByteArray();
        }
    }
}
