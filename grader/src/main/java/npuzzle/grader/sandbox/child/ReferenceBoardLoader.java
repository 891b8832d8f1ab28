package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Map;
import java.util.Optional;
import npuzzle.grader.link.ReferenceBoardLinker;
import npuzzle.grader.link.WorldStateBridge;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

/**
 * Loads the student's classes, except that the student's Board is replaced by the bytecode of
 * {@code npuzzle.reference.Board} relocated into the student's package, so a student's Solver runs on a correct
 * Board. The reference Board uses no other project class, so relocating that one class is enough. Nothing of the
 * student's Board is stubbed or loaded here, so no Board mistake reaches the Solver's checks on this Board. The
 * student's other classes are {@link ReferenceBoardLinker linked} to it: a call of an extra Board method with an
 * equivalent on the reference Board (a {@code getTiles()}, an {@code equals(Board)}) calls that. Where the student's
 * classes see CS 61B's {@code WorldState}, the reference Board implements it ({@link WorldStateBridge}).
 */
final class ReferenceBoardLoader extends StubbingClassLoader {
    private static final String REFERENCE = "npuzzle/reference/Board";

    private final String boardName;
    private final ReferenceBoardLinker linker;

    ReferenceBoardLoader(URL[] urls, String boardName) throws IOException {
        this(urls, boardName, new ReferenceBoardLinker(boardName));
    }

    private ReferenceBoardLoader(URL[] urls, String boardName, ReferenceBoardLinker linker) throws IOException {
        super(urls, Map.of(boardName, WorldStateBridge.forClassPath(urls).apply(
                relocate(boardName.replace('.', '/')))), linker::link);
        this.boardName = boardName;
        this.linker = linker;
    }

    /** Returns why the Solver cannot be judged on the reference Board, or empty when all its Board calls link. */
    Optional<String> notJudged(String solverName) {
        return linker.notJudged(solverName, this::studentClassFile);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(boardName + "$")) {
            throw new ClassNotFoundException(name + " (the reference Board has no nested classes)");
        }
        return super.loadClass(name, resolve);
    }

    /** Returns the class file of one of the student's compiled classes (not a course jar's), or null. */
    private byte[] studentClassFile(String name) {
        URL resource = findResource(name.replace('.', '/') + ".class");
        if (resource == null || resource.getProtocol().equals("jar")) {
            return null;
        }
        try (InputStream in = resource.openStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
