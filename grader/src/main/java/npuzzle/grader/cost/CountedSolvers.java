package npuzzle.grader.cost;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;
import npuzzle.grader.link.ReferenceBoardLinker;
import npuzzle.grader.link.WorldStateBridge;
import npuzzle.reference.Board;
import npuzzle.reference.PlainSolver;
import npuzzle.reference.SearchLimitException;
import npuzzle.reference.Solver;
import org.objectweb.asm.ClassReader;

/**
 * Solver classes linked against the reference Board with its calls counted ({@link CallCountingInstrumenter}) and
 * all their code cost-counted: the student's Solver, with the reference Board moved into the student's package,
 * and the yardstick (the plain A*) or the tuned reference Solver, so the searches can be compared on the same
 * boards; or the student's Solver on the student's own Board, cost-counted only.
 *
 * @param solver the Solver class
 * @param board the Board class the Solver links against: the call-counted reference Board, or the student's
 */
public record CountedSolvers(Class<?> solver, Class<?> board) {
    /**
     * Returns the student's Solver, reloaded from its class loader's class path, on the counted reference Board; its
     * calls of Board methods the reference has an equivalent of are linked to that ({@link ReferenceBoardLinker}).
     *
     * @throws IllegalStateException if the Solver's class path cannot be read
     */
    public static CountedSolvers student(Class<?> studentSolver) {
        return student(studentSolver, false);
    }

    /**
     * Returns the student's Solver on the counted reference Board like {@link #student(Class)}; with
     * {@code recordCreations}, each object of a class other than the Board is recorded in {@code Creations}.
     */
    public static CountedSolvers student(Class<?> studentSolver, boolean recordCreations) {
        String packagePrefix = studentSolver.getPackageName().isEmpty() ? "" : studentSolver.getPackageName() + ".";
        String boardName = packagePrefix + "Board";
        URL[] classPath = InstrumentedCopy.classPath(studentSolver.getClassLoader());
        Map<String, byte[]> defined = Map.of(boardName,
                WorldStateBridge.forClassPath(classPath).apply(watchedBoard(boardName)));
        ReferenceBoardLinker linker = new ReferenceBoardLinker(boardName);
        UnaryOperator<byte[]> counted = transform(boardName, recordCreations);
        return load(new CostAwareClassLoader("counted-student-solver", classPath,
                ClassLoader.getPlatformClassLoader(), defined, classFile -> counted.apply(linker.link(classFile))),
                studentSolver.getName(), boardName);
    }

    /** Returns the reference Board named {@code binaryName}, its calls counted and its relations witnessed. */
    private static byte[] watchedBoard(String binaryName) {
        return BoardRelationsInstrumenter.instrument(CallCountingInstrumenter.instrument(classFile(Board.class),
                binaryName));
    }

    /**
     * Returns the student's Solver and the student's own Board, reloaded together from the Solver's class path with
     * all their code cost-counted, the Board's calls counted and its {@code manhattan()} calls told apart into
     * computations and reads ({@link ManhattanProbeInstrumenter}).
     *
     * @throws IllegalStateException if the Solver's class path cannot be read or holds no such Board
     */
    public static CountedSolvers ownBoard(Class<?> studentSolver, Class<?> studentBoard) {
        String boardName = studentBoard.getName();
        return copy("own-board-", studentSolver, boardName, classFile -> isClass(classFile, boardName)
                ? ManhattanProbeInstrumenter.instrument(CallCountingInstrumenter.instrument(classFile, boardName))
                : classFile);
    }

    /**
     * Returns the student's Solver and own Board like {@link #ownBoard} (its calls counted, so that a search's Boards
     * can be limited), but always a fresh copy in which the classes
     * other than the Board (and its nested classes, and the course jars') hand each answer of the Board to
     * {@code BoardShadow} ({@link BoardShadowInstrumenter}); the shadow is inert until a search arms it, so the copy
     * counts the same units as {@link #ownBoard}'s.
     *
     * @throws IllegalStateException if the Solver's class path cannot be read or holds no such Board
     */
    public static CountedSolvers shadowed(Class<?> studentSolver, Class<?> studentBoard) {
        String boardName = studentBoard.getName();
        return copy("shadowed-", studentSolver, boardName, classFile -> BoardShadowInstrumenter.instrument(
                isClass(classFile, boardName) ? CallCountingInstrumenter.instrument(classFile, boardName) : classFile,
                boardName));
    }

    /**
     * Reloads the student's Solver and Board in a fresh cost-counting loader that applies {@code transform} to each
     * class file. When the student's loader is cost-aware (the child's), its class files are reused as they are
     * there (stubbed constructors included).
     */
    private static CountedSolvers copy(String name, Class<?> studentSolver, String boardName,
            UnaryOperator<byte[]> transform) {
        ClassLoader loader = studentSolver.getClassLoader();
        Map<String, byte[]> defined = loader instanceof CostAwareClassLoader cost ? cost.definedClasses() : Map.of();
        UnaryOperator<byte[]> before = loader instanceof CostAwareClassLoader cost ? cost.transform()
                : UnaryOperator.identity();
        URL[] classPath = InstrumentedCopy.classPath(loader);
        return load(new CostAwareClassLoader(name + studentSolver.getName(), classPath,
                ClassLoader.getPlatformClassLoader(), defined, classFile -> transform.apply(before.apply(classFile))),
                studentSolver.getName(), boardName);
    }

    private static boolean isClass(byte[] classFile, String binaryName) {
        return new ClassReader(classFile).getClassName().equals(binaryName.replace('.', '/'));
    }

    /**
     * Returns the tuned reference Solver on the counted reference Board: it breaks ties by the smaller manhattan,
     * so its searches are the smallest; the search budgets are ratios of its work.
     */
    public static CountedSolvers reference() {
        return onReferenceBoard(Solver.class, false);
    }

    /**
     * Returns the yardstick on the counted reference Board: the plain A* the assignment describes
     * ({@link PlainSolver}), whose work every timing and memory ratio compares with; with {@code recordCreations},
     * its objects are recorded as {@link #student} can.
     */
    public static CountedSolvers yardstick(boolean recordCreations) {
        return onReferenceBoard(PlainSolver.class, recordCreations);
    }

    /** Returns the yardstick like {@link #yardstick(boolean)}, its objects not recorded. */
    public static CountedSolvers yardstick() {
        return yardstick(false);
    }

    private static CountedSolvers onReferenceBoard(Class<?> solver, boolean recordCreations) {
        Map<String, byte[]> defined = new HashMap<>();
        defined.put(Board.class.getName(), watchedBoard(Board.class.getName()));
        for (Class<?> type : solver.getDeclaredClasses()) {
            defined.put(type.getName(), classFile(type));
        }
        defined.put(solver.getName(), classFile(solver));
        defined.put(SearchLimitException.class.getName(), classFile(SearchLimitException.class));
        return load(new CostAwareClassLoader("counted-" + solver.getSimpleName(), new URL[0],
                ClassLoader.getPlatformClassLoader(), defined, transform(Board.class.getName(), recordCreations)),
                solver.getName(), Board.class.getName());
    }

    /** Watches the queue of the Solver's classes, and records their objects with {@code recordCreations}. */
    private static UnaryOperator<byte[]> transform(String boardName, boolean recordCreations) {
        UnaryOperator<byte[]> watched = classFile -> QueueWatchInstrumenter.instrument(classFile, boardName);
        if (!recordCreations) {
            return watched;
        }
        return classFile -> CreationInstrumenter.instrument(watched.apply(classFile), boardName);
    }

    private static CountedSolvers load(ClassLoader loader, String solver, String board) {
        try {
            return new CountedSolvers(Class.forName(solver, false, loader), Class.forName(board, false, loader));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("cannot load " + solver + " on the counted Board: " + e.getMessage(), e);
        }
    }

    /** Returns the class file of a grader-side class, read from the grader's class path. */
    static byte[] classFile(Class<?> type) {
        String resource = "/" + type.getName().replace('.', '/') + ".class";
        try (InputStream in = type.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no class file " + resource + " on the grader's class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
