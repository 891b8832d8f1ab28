package npuzzle.grader.link;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Links the student's classes to the reference Board moved into the student's package: {@link #link} redirects
 * each use of a Board member the assignment's API lacks to the reference Board's nearest equivalent ({@link
 * BoardLink}), and {@link #notJudged} names the uses that have none. The student's Board is itself never linked.
 */
public final class ReferenceBoardLinker {
    private static final int CONSTANT_CLASS = 7;

    private final String board;
    private final String boardName;

    /** @param boardBinaryName the Board's binary name, e.g. {@code Board} or {@code puzzle.Board} */
    public ReferenceBoardLinker(String boardBinaryName) {
        this.board = boardBinaryName.replace('.', '/');
        this.boardName = board.substring(board.lastIndexOf('/') + 1);
    }

    /** Returns the class file with each use of a Board member that has an equivalent linked to it. */
    public byte[] link(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        if (isBoard(reader.getClassName())) {
            return classFile;
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        reader.accept(new Linking(writer, new HashSet<>()), 0);
        return writer.toByteArray();
    }

    /**
     * Returns why the Solver cannot be judged on the reference Board: the uses of Board members without an
     * equivalent in the Solver and the student's classes it names, directly or through others; empty when all link.
     *
     * @param classFiles the class file of each of the student's classes by binary name, null for any other class
     */
    public Optional<String> notJudged(String solver, Function<String, byte[]> classFiles) {
        Set<String> unlinked = new LinkedHashSet<>();
        Set<String> seen = new HashSet<>(Set.of(solver));
        Deque<String> pending = new ArrayDeque<>(seen);
        while (!pending.isEmpty()) {
            byte[] classFile = classFiles.apply(pending.remove());
            if (classFile == null) {
                continue;
            }
            ClassReader reader = new ClassReader(classFile);
            if (isBoard(reader.getClassName())) {
                continue;
            }
            reader.accept(new Linking(null, unlinked), 0);
            for (String named : namedClasses(reader)) {
                if (seen.add(named)) {
                    pending.add(named);
                }
            }
        }
        if (unlinked.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("not judged on the reference Board: your Solver " + sentence(new ArrayList<>(unlinked))
                + ", which the assignment's API does not have");
    }

    private boolean isBoard(String internalName) {
        return internalName.equals(board) || internalName.startsWith(board + "$");
    }

    /** Returns the binary names of the classes in the constant pool, the element types of arrays. */
    private static Set<String> namedClasses(ClassReader reader) {
        Set<String> names = new HashSet<>();
        char[] buffer = new char[reader.getMaxStringLength()];
        for (int item = 1; item < reader.getItemCount(); item++) {
            int offset = reader.getItem(item);
            if (offset > 0 && reader.readByte(offset - 1) == CONSTANT_CLASS) {
                Type type = Type.getObjectType(reader.readUTF8(offset, buffer));
                Type element = type.getSort() == Type.ARRAY ? type.getElementType() : type;
                if (element.getSort() == Type.OBJECT) {
                    names.add(element.getClassName());
                }
            }
        }
        return names;
    }

    private static String sentence(List<String> parts) {
        int last = parts.size() - 1;
        return last == 0 ? parts.get(0) : String.join(", ", parts.subList(0, last)) + " and " + parts.get(last);
    }

    private String call(String name, String descriptor) {
        List<String> parameters = new ArrayList<>();
        for (Type parameter : Type.getArgumentTypes(descriptor)) {
            String type = parameter.getClassName();
            parameters.add(type.substring(type.lastIndexOf('.') + 1));
        }
        String callee = name.equals("<init>") ? "new " + boardName : boardName + "." + name;
        return "calls " + callee + "(" + String.join(", ", parameters) + ")";
    }

    private String field(String name) {
        return "uses the field " + boardName + "." + name;
    }

    /** Links every method of a class, recording the uses that have no equivalent; without a writer it only records. */
    private final class Linking extends ClassVisitor {
        private final Set<String> unlinked;

        Linking(ClassVisitor writer, Set<String> unlinked) {
            super(Opcodes.ASM9, writer);
            this.unlinked = unlinked;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                String[] exceptions) {
            return new MethodVisitor(Opcodes.ASM9, super.visitMethod(access, name, descriptor, signature,
                    exceptions)) {
                @Override
                public void visitMethodInsn(int opcode, String owner, String method, String methodDescriptor,
                        boolean isInterface) {
                    Optional<BoardLink> link = owner.equals(board)
                            ? link(opcode != Opcodes.INVOKESTATIC, method, methodDescriptor) : Optional.empty();
                    if (link.isEmpty()) {
                        super.visitMethodInsn(opcode, owner, method, methodDescriptor, isInterface);
                        return;
                    }
                    super.visitMethodInsn(opcode, owner, link.get().name(), link.get().descriptor(), isInterface);
                    if (link.get().copyInto() != null) {
                        copyInto(link.get().copyInto());
                    }
                }

                /** Replaces the reference's neighbors() on the stack by a fresh collection of the same boards. */
                private void copyInto(String collection) {
                    super.visitTypeInsn(Opcodes.CHECKCAST, "java/util/Collection");
                    super.visitTypeInsn(Opcodes.NEW, collection);
                    super.visitInsn(Opcodes.DUP_X1);
                    super.visitInsn(Opcodes.SWAP);
                    super.visitMethodInsn(Opcodes.INVOKESPECIAL, collection, "<init>", "(Ljava/util/Collection;)V",
                            false);
                }

                @Override
                public void visitFieldInsn(int opcode, String owner, String name, String fieldDescriptor) {
                    if (owner.equals(board)) {
                        unlinked.add(field(name));
                    }
                    super.visitFieldInsn(opcode, owner, name, fieldDescriptor);
                }

                @Override
                public void visitLdcInsn(Object value) {
                    super.visitLdcInsn(value instanceof Handle handle ? linked(handle) : value);
                }

                @Override
                public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap,
                        Object... arguments) {
                    Object[] linked = arguments.clone();
                    for (int i = 0; i < linked.length; i++) {
                        if (linked[i] instanceof Handle handle) {
                            linked[i] = linked(handle);
                        }
                    }
                    super.visitInvokeDynamicInsn(name, descriptor, linked(bootstrap), linked);
                }
            };
        }

        /** Returns the link of a call of a Board member, or empty (recording it) when there is none. */
        private Optional<BoardLink> link(boolean onAnInstance, String name, String descriptor) {
            Optional<BoardLink> link = onAnInstance ? BoardLink.of(board, name, descriptor) : Optional.empty();
            if (link.isEmpty()) {
                unlinked.add(call(name, descriptor));
            }
            return link;
        }

        /** Returns a method reference linked like a call, where the link needs no copy (a reference cannot copy). */
        private Handle linked(Handle handle) {
            if (!handle.getOwner().equals(board)) {
                return handle;
            }
            if (handle.getTag() <= Opcodes.H_PUTSTATIC) {
                unlinked.add(field(handle.getName()));
                return handle;
            }
            Optional<BoardLink> link = link(handle.getTag() != Opcodes.H_INVOKESTATIC, handle.getName(),
                    handle.getDesc());
            if (link.isEmpty()) {
                return handle;
            }
            if (link.get().copyInto() != null) {
                unlinked.add(call(handle.getName(), handle.getDesc()));
                return handle;
            }
            return new Handle(handle.getTag(), board, link.get().name(), link.get().descriptor(),
                    handle.isInterface());
        }
    }
}
