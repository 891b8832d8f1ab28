package npuzzle.grader.scan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

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
     * @param firstLine the first source line its code has
     * @param lastLine the last
     * @param returnsField the field the method's whole body returns ({@code return manhattan;}), or null
     * @param writes each store into a field of the class, in code order
     * @param staticReads the static fields of the class the method reads
     */
    public record Span(String name, String descriptor, int firstLine, int lastLine, String returnsField,
            List<FieldWrite> writes, Set<String> staticReads) {
        public Span {
            writes = List.copyOf(writes);
            staticReads = Set.copyOf(staticReads);
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
     */
    public record FieldWrite(String field, String fromMethod, int line, boolean shared) {
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
            return new SpanReader(name, descriptor);
        }

        /** Reads one method's lines, and follows its instructions just far enough to see a getter and its stores. */
        private final class SpanReader extends MethodVisitor {
            private final String name;
            private final String descriptor;
            private final List<FieldWrite> writes = new ArrayList<>();
            private final Set<String> staticReads = new HashSet<>();
            private int first = Integer.MAX_VALUE;
            private int last = 0;
            private int line;
            private int instructions;
            private String gotField;
            private boolean getter = true;
            private String lastCall;

            SpanReader(String name, String descriptor) {
                super(Opcodes.ASM9);
                this.name = name;
                this.descriptor = descriptor;
            }

            @Override
            public void visitLineNumber(int line, Label start) {
                first = Math.min(first, line);
                last = Math.max(last, line);
                this.line = line;
            }

            @Override
            public void visitVarInsn(int opcode, int varIndex) {
                instruction(instructions == 0 && opcode == Opcodes.ALOAD && varIndex == 0);
            }

            @Override
            public void visitFieldInsn(int opcode, String fieldOwner, String field, String fieldDescriptor) {
                boolean own = fieldOwner.equals(owner);
                if (own && opcode == Opcodes.PUTFIELD || own && opcode == Opcodes.PUTSTATIC) {
                    writes.add(new FieldWrite(field, lastCall, line, opcode == Opcodes.PUTSTATIC));
                }
                if (own && opcode == Opcodes.GETSTATIC) {
                    staticReads.add(field);
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
                instruction(false);
                lastCall = callOwner.equals(owner) ? method + methodDescriptor : null;
            }

            @Override
            public void visitInsn(int opcode) {
                instruction(instructions == 2 && opcode >= Opcodes.IRETURN && opcode <= Opcodes.ARETURN);
            }

            @Override
            public void visitIntInsn(int opcode, int operand) {
                instruction(false);
            }

            @Override
            public void visitTypeInsn(int opcode, String type) {
                instruction(false);
            }

            @Override
            public void visitJumpInsn(int opcode, Label label) {
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
            }

            @Override
            public void visitEnd() {
                if (last > 0) {
                    String returned = getter && instructions == 3 ? gotField : null;
                    spans.add(new Span(name, descriptor, first, last, returned, writes, staticReads));
                }
            }
        }
    }
}
