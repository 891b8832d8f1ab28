package npuzzle.grader.scan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The source lines of each method of one class file, from its LineNumberTable, and the little of its data flow a
 * report needs to point at the code behind a method's answer: whether the method only returns one of the class's
 * fields, which of the class's fields each method sets, from which of its own methods' results, and which static
 * fields it reads. Nothing of the
 * class is loaded or run.
 *
 * @param sourceFile the SourceFile attribute, e.g. {@code Board.java}, or null when javac left it out
 * @param methods every method that has a line table, in class-file order
 */
public record MethodLines(String sourceFile, List<Span> methods) {
    /**
     * A method and what it does with the class's fields.
     *
     * @param name the method's name
     * @param descriptor its JVM descriptor
     * @param returnsField the field the method's whole body returns ({@code return manhattan;}), or null
     * @param writes each store into a field of the class, in code order
     * @param staticReads the static fields of the class the method reads
     * @param lines the source lines that have code, at least one
     * @param throwLines the lines that throw an exception themselves ({@code throw new ...})
     * @param branchLines the lines with a conditional jump (an {@code if}, a loop's test)
     * @param stateLines the lines that change the object's state: a store into one of the class's fields, or a field
     *     read on the same line as a call that changes a collection ({@code path.add(board)}, {@code stack.pop()},
     *     {@code Collections.reverse(path)}) or a store into an array
     * @param calls the lines that call each method, by the method's name, whatever its class
     * @param staticChanges the class's static fields the method changes in place, read on a line that changes a
     *     collection or stores into an array ({@code path.addFirst(board)} of a static {@code path})
     * @param derivedFrom the one field of the class the method's answer is computed from, when it reads no other and
     *     calls nothing ({@code return hamming == 0;}), or null
     */
    public record Span(String name, String descriptor, String returnsField,
            List<FieldWrite> writes, Set<String> staticReads, SortedSet<Integer> lines, Set<Integer> throwLines,
            Set<Integer> branchLines, SortedSet<Integer> stateLines, Map<String, SortedSet<Integer>> calls,
            Set<String> staticChanges, String derivedFrom) {
        public Span {
            writes = List.copyOf(writes);
            staticReads = Set.copyOf(staticReads);
            lines = Collections.unmodifiableSortedSet(new TreeSet<>(lines));
            throwLines = Set.copyOf(throwLines);
            branchLines = Set.copyOf(branchLines);
            stateLines = Collections.unmodifiableSortedSet(new TreeSet<>(stateLines));
            calls = Map.copyOf(calls);
            staticChanges = Set.copyOf(staticChanges);
        }

        /** Returns the first source line its code has. */
        public int firstLine() {
            return lines.first();
        }

        /** Returns the last source line its code has. */
        public int lastLine() {
            return lines.last();
        }

        /** Returns whether the method has code on {@code line}. */
        public boolean covers(int line) {
            return lines.contains(line);
        }
    }

    /**
     * A store into a field of the class.
     *
     * @param field the field's name
     * @param fromMethod the method of the class whose result is stored ({@code manhattan = computeManhattan();}),
     *     name and descriptor, or null when the value comes from anything else
     * @param line the source line of the store, 0 when the line table does not say
     * @param shared whether the field is static, one for every instance
     * @param fromParameter whether the value stored is one of the method's parameters as given, or its
     *     {@code clone()} (a shallow copy of an array of arrays shares its rows)
     */
    public record FieldWrite(String field, String fromMethod, int line, boolean shared, boolean fromParameter) {
    }

    public MethodLines {
        methods = List.copyOf(methods);
    }

    /**
     * Reads a class file's method lines.
     *
     * @throws IllegalArgumentException (or another runtime exception from ASM) if the bytes are not a class file
     */
    public static MethodLines read(byte[] classFile) {
        Reader reader = new Reader();
        new ClassReader(classFile).accept(reader, ClassReader.SKIP_FRAMES);
        return new MethodLines(reader.sourceFile, reader.spans);
    }

    /** The names of the JDK's methods that change a collection in place. */
    private static final Pattern MUTATORS = Pattern.compile(
            "add|addAll|addFirst|addLast|push|pop|offer|offerFirst|offerLast|poll|pollFirst|pollLast|remove|removeFirst"
                    + "|removeLast|clear|set|put|insert|enqueue|dequeue|reverse|sort");

    private static final class Reader extends ClassVisitor {
        private final List<Span> spans = new ArrayList<>();
        private String owner;
        private String sourceFile;

        Reader() {
            super(Opcodes.ASM9);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName,
                String[] interfaces) {
            owner = name;
        }

        @Override
        public void visitSource(String source, String debug) {
            sourceFile = source;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            int slots = Type.getArgumentsAndReturnSizes(descriptor) >> 2; // counts this
            return new SpanReader(name, descriptor, (access & Opcodes.ACC_STATIC) == 0 ? 1 : 0,
                    (access & Opcodes.ACC_STATIC) == 0 ? slots : slots - 1);
        }

        /** Reads one method's lines, and follows its instructions just far enough to see a getter and its stores. */
        private final class SpanReader extends MethodVisitor {
            private final String name;
            private final String descriptor;
            private final List<FieldWrite> writes = new ArrayList<>();
            private final Set<String> staticReads = new HashSet<>();
            private final SortedSet<Integer> lines = new TreeSet<>();
            private final Set<Integer> throwLines = new HashSet<>();
            private final Set<Integer> branchLines = new HashSet<>();
            private final Set<Integer> fieldReadLines = new HashSet<>();
            private final Set<Integer> changeLines = new HashSet<>();
            private final SortedSet<Integer> stateLines = new TreeSet<>();
            private final Map<String, SortedSet<Integer>> calls = new HashMap<>();
            private final Map<Integer, Set<String>> staticReadsByLine = new HashMap<>();
            private final Set<String> instanceReads = new HashSet<>();
            private boolean callsAny;
            private int line;
            private int instructions;
            private String gotField;
            private boolean getter = true;
            private String lastCall;
            private final int firstParameter;
            private final int endParameter;
            /** Whether the value on top of the stack is a parameter as given, or its clone(). */
            private boolean parameterOnTop;

            SpanReader(String name, String descriptor, int firstParameter, int endParameter) {
                super(Opcodes.ASM9);
                this.name = name;
                this.descriptor = descriptor;
                this.firstParameter = firstParameter;
                this.endParameter = endParameter;
            }

            @Override
            public void visitLineNumber(int line, Label start) {
                this.line = line;
                lines.add(line);
            }

            @Override
            public void visitVarInsn(int opcode, int varIndex) {
                instruction(instructions == 0 && opcode == Opcodes.ALOAD && varIndex == 0);
                parameterOnTop = opcode == Opcodes.ALOAD && varIndex >= firstParameter && varIndex < endParameter;
            }

            @Override
            public void visitFieldInsn(int opcode, String fieldOwner, String field, String fieldDescriptor) {
                boolean own = fieldOwner.equals(owner);
                if (own && (opcode == Opcodes.GETFIELD || opcode == Opcodes.GETSTATIC)) {
                    fieldReadLines.add(line);
                }
                if (own && opcode == Opcodes.PUTFIELD || own && opcode == Opcodes.PUTSTATIC) {
                    stateLines.add(line);
                    writes.add(new FieldWrite(field, lastCall, line, opcode == Opcodes.PUTSTATIC, parameterOnTop));
                }
                if (own && opcode == Opcodes.GETSTATIC) {
                    staticReads.add(field);
                    staticReadsByLine.computeIfAbsent(line, at -> new HashSet<>()).add(field);
                }
                if (own && opcode == Opcodes.GETFIELD) {
                    instanceReads.add(field);
                }
                boolean read = own && opcode == Opcodes.GETFIELD && instructions == 1;
                if (read) {
                    gotField = field;
                }
                instruction(read);
            }

            @Override
            public void visitMethodInsn(int opcode, String callOwner, String method, String methodDescriptor,
                    boolean isInterface) {
                boolean cloned = parameterOnTop && method.equals("clone") && callOwner.startsWith("[");
                calls.computeIfAbsent(method, name -> new TreeSet<>()).add(line);
                callsAny = true;
                if (MUTATORS.matcher(method).matches() && opcode != Opcodes.INVOKESPECIAL) {
                    changeLines.add(line);
                }
                instruction(false);
                lastCall = callOwner.equals(owner) ? method + methodDescriptor : null;
                parameterOnTop = cloned;
            }

            @Override
            public void visitInsn(int opcode) {
                if (opcode == Opcodes.ATHROW) {
                    throwLines.add(line);
                }
                if (opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE) {
                    changeLines.add(line);
                }
                instruction(instructions == 2 && opcode >= Opcodes.IRETURN && opcode <= Opcodes.ARETURN);
            }

            @Override
            public void visitIntInsn(int opcode, int operand) {
                instruction(false);
            }

            @Override
            public void visitTypeInsn(int opcode, String type) {
                boolean cast = parameterOnTop && opcode == Opcodes.CHECKCAST;
                instruction(false);
                parameterOnTop = cast;
            }

            @Override
            public void visitJumpInsn(int opcode, Label label) {
                if (opcode != Opcodes.GOTO) {
                    branchLines.add(line);
                }
                instruction(false);
            }

            @Override
            public void visitLdcInsn(Object value) {
                instruction(false);
            }

            @Override
            public void visitIincInsn(int varIndex, int increment) {
                instruction(false);
            }

            @Override
            public void visitInvokeDynamicInsn(String method, String methodDescriptor, org.objectweb.asm.Handle handle,
                    Object... arguments) {
                callsAny = true;
                instruction(false);
            }

            @Override
            public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
                instruction(false);
            }

            @Override
            public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
                instruction(false);
            }

            @Override
            public void visitMultiANewArrayInsn(String arrayDescriptor, int dimensions) {
                instruction(false);
            }

            /** Counts an instruction: the getter's shape holds only while each one is the expected next one. */
            private void instruction(boolean expected) {
                getter &= expected;
                instructions++;
                lastCall = null;
                parameterOnTop = false;
            }

            @Override
            public void visitEnd() {
                if (!lines.isEmpty() && lines.last() > 0) {
                    String returned = getter && instructions == 3 ? gotField : null;
                    fieldReadLines.retainAll(changeLines);
                    stateLines.addAll(fieldReadLines);
                    Set<String> staticChanges = new HashSet<>();
                    changeLines.forEach(at -> staticChanges.addAll(staticReadsByLine.getOrDefault(at, Set.of())));
                    String derived = instanceReads.size() == 1 && !callsAny && !name.equals("<init>")
                            ? instanceReads.iterator().next() : null;
                    spans.add(new Span(name, descriptor, returned, writes, staticReads, lines, throwLines,
                            branchLines, stateLines, calls, staticChanges, derived));
                }
            }
        }
    }
}
