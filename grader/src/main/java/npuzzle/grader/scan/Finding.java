package npuzzle.grader.scan;

import java.util.Objects;

/**
 * One reference from the student's code to an API the policy denies.
 *
 * @param className the binary name of the class that holds the reference, e.g. {@code Board} or {@code pkg.Board$1}
 * @param methodName the method that holds it; a field's name for a field's type; {@code <class>} for the class
 *     header (superclass, interfaces) and {@code <constant pool>} for a class named only in the constant pool
 * @param methodDescriptor that method's (or field's) JVM descriptor, empty for the header and the constant pool
 * @param line the source line, or -1 if unknown
 * @param api what is referenced in JVM form, e.g. {@code java/lang/System.exit(I)V}, {@code java/lang/System.out}
 *     or {@code java/io/File}
 * @param rule the policy entry that denied it and a reason a student can act on, e.g.
 *     {@code java.lang.System#exit: System.exit would end the grader's JVM}
 */
public record Finding(String className, String methodName, String methodDescriptor, int line, String api,
        String rule) {
    public Finding {
        Objects.requireNonNull(className);
        Objects.requireNonNull(methodName);
        Objects.requireNonNull(methodDescriptor);
        Objects.requireNonNull(api);
        Objects.requireNonNull(rule);
    }

    /** Returns the top-level class the finding belongs to: {@code pkg.Board} for {@code pkg.Board$Node}. */
    public String topLevelClass() {
        int simpleName = className.lastIndexOf('.') + 1;
        int nested = className.indexOf('$', simpleName);
        return nested < 0 ? className : className.substring(0, nested);
    }

    /**
     * Returns one line for a student, e.g. {@code Board.neighbors (line 42) uses java/lang/System.exit(I)V, denied
     * by java.lang.System#exit: ...}; constructors and static initializers are named as such.
     */
    public String describe() {
        String member = switch (methodName) {
            case "<init>" -> "constructor";
            case "<clinit>" -> "static initializer";
            default -> methodName;
        };
        String where = className + " " + member + (line < 0 ? "" : " (line " + line + ")");
        return where + " uses " + api + ", denied by " + rule;
    }
}
