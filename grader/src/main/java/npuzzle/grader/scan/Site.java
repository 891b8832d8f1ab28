package npuzzle.grader.scan;

/**
 * Where in a student's class a reference occurs.
 *
 * @param className the class, binary name with dots
 * @param methodName the method, the field for a field's type, {@code <class>} for the header, {@code <constant pool>}
 * @param methodDescriptor the method's or field's descriptor, or empty
 * @param line the source line, or -1
 */
record Site(String className, String methodName, String methodDescriptor, int line) {
    static final String CLASS_HEADER = "<class>";
    static final String CONSTANT_POOL = "<constant pool>";
}
