package npuzzle.grader.sandbox.child;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import npuzzle.grader.link.ReferenceBoardLinker;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

/**
 * Loads the student's classes, except that the student's Board is replaced by the bytecode of
 * {@code npuzzle.reference.Board} relocated into the student's package, so a student's Solver runs on a correct
 * Board. The reference Board uses no other project class, so relocating that one class is enough. The student's
 * other classes are {@link ReferenceBoardLinker linked} to it: a call of an extra Board method with an equivalent
 * on the reference Board (a {@code getTiles()}, an {@code equals(Board)}) calls that.
 */
final class ReferenceBoardLoader extends StubbingClassLoader {
    private static final String REFERENCE = "npuzzle/reference/Board";

    private final String boardName;
    private final byte[] boardBytes;
    private final Predicate<String> isStudentClass;
    private final ReferenceBoardLinker linker;

    /** @param isStudentClass whether a binary name is one of the student's classes (not a course jar's) */
    ReferenceBoardLoader(URL[] urls, String boardName, Map<String, String> stubs, Predicate<String> isStudentClass)
            throws IOException {
        super(urls, stubs);
        this.boardName = boardName;
        this.boardBytes = relocate(boardName.replace('.', '/'));
        this.isStudentClass = isStudentClass;
        this.linker = new ReferenceBoardLinker(boardName);
    }

    /** Returns why the Solver cannot be judged on the reference Board, or empty when all its Board calls link. */
    Optional<String> notJudged(String solverName) {
        return linker.notJudged(solverName, name -> {
            try {
                return isStudentClass.test(name) ? super.classFile(name) : null;
            } catch (ClassNotFoundException e) {
                return null;
            }
        });
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.equals(boardName) && !name.startsWith(boardName + "$")) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            if (!name.equals(boardName)) {
                throw new ClassNotFoundException(name + " (the reference Board has no nested classes)");
            }
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                loaded = defineClass(name, boardBytes, 0, boardBytes.length);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (!isStudentClass.test(name)) {
            return super.findClass(name);
        }
        byte[] linked = classFile(name);
        return defineClass(name, linked, 0, linked.length);
    }

    /** Returns the class file of a student's class linked to the reference Board (a stubbed one too). */
    @Override
    byte[] classFile(String name) throws ClassNotFoundException {
        return linker.link(super.classFile(name));
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
