package npuzzle.grader.checks.student;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Thrown when a student's code threw, or broke its contract (returned null, a foreign type): the message says which
 * call, the cause is the student's exception, and {@link #studentFrames} are the top frames from student classes.
 */
public final class StudentException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private static final int FRAMES = 5;
    /**
     * Whether each class name is the student's, by student loader: a name looked up afresh costs a failed class
     * lookup for every grader and JUnit frame, and a check whose Board throws on every input made thousands. Static,
     * not the context's: it is a fact of the loader (which classes it defines), the same in every context that uses
     * it, and an exception is made where no context is at hand; the weak keys drop it with the loader.
     */
    private static final Map<ClassLoader, Map<String, Boolean>> STUDENT_CLASSES =
            Collections.synchronizedMap(new WeakHashMap<>());

    private final transient List<StackTraceElement> studentFrames;
    private final String call;

    StudentException(String call, Throwable thrown, ClassLoader studentLoader) {
        super(call + " threw " + thrown, thrown);
        this.studentFrames = studentFramesOf(thrown, studentLoader);
        this.call = call;
    }

    StudentException(String problem) {
        super(problem);
        this.studentFrames = List.of();
        this.call = null;
    }

    /** Returns the call of student code that threw, e.g. {@code hamming()}, or null. */
    public String call() {
        return call;
    }

    /** Returns the student's exception, or null when the student's code returned something it must not. */
    public Throwable thrown() {
        return getCause();
    }

    /** Returns up to five frames, top first, whose classes the student wrote. */
    public List<StackTraceElement> studentFrames() {
        return studentFrames;
    }

    /** Returns the message and the top student frame, one line: what a student reads as the actual value. */
    public String describe() {
        return studentFrames.isEmpty() ? getMessage() : getMessage() + " at " + studentFrames.get(0);
    }

    private static List<StackTraceElement> studentFramesOf(Throwable thrown, ClassLoader studentLoader) {
        List<StackTraceElement> frames = new ArrayList<>();
        for (StackTraceElement frame : thrown.getStackTrace()) {
            if (frames.size() == FRAMES) {
                break;
            }
            if (isStudentClass(frame.getClassName(), studentLoader)) {
                frames.add(frame);
            }
        }
        return List.copyOf(frames);
    }

    private static boolean isStudentClass(String name, ClassLoader studentLoader) {
        return STUDENT_CLASSES.computeIfAbsent(studentLoader, loader -> new ConcurrentHashMap<>())
                .computeIfAbsent(name, className -> loadedBy(className, studentLoader));
    }

    private static boolean loadedBy(String name, ClassLoader studentLoader) {
        try {
            return Class.forName(name, false, studentLoader).getClassLoader() == studentLoader;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
