package npuzzle.grader.cost;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Rewrites the reference Board so that {@code EqualsWitness} sees each {@code neighbors()} answer with the board
 * that gave it, and each {@code equals(Object)} call with its argument: at the entry of {@code equals}, and before
 * each return of {@code neighbors}; and so that {@code ExpansionWitness} sees each board expanded, with its
 * manhattan and hamming fields (read, not called, so no call is counted), at the entry of {@code neighbors}, and
 * each answer before its return.
 */
public final class BoardRelationsInstrumenter {
    private static final String WITNESS = "npuzzle/grader/cost/runtime/EqualsWitness";
    private static final String EXPANSION = "npuzzle/grader/cost/runtime/ExpansionWitness";

    private BoardRelationsInstrumenter() {
    }

    /** Returns the reference Board's class file with the two hooks. */
    public static byte[] instrument(byte[] boardClass) {
        ClassNode board = new ClassNode();
        new ClassReader(boardClass).accept(board, 0);
        for (MethodNode method : board.methods) {
            if (method.name.equals("equals") && method.desc.equals("(Ljava/lang/Object;)Z")) {
                InsnList entry = new InsnList();
                entry.add(new VarInsnNode(Opcodes.ALOAD, 0));
                entry.add(new VarInsnNode(Opcodes.ALOAD, 1));
                entry.add(hook("equalsCalled"));
                method.instructions.insert(entry);
            } else if (method.name.equals("neighbors") && method.desc.equals("()Ljava/lang/Iterable;")) {
                for (AbstractInsnNode insn : method.instructions.toArray()) {
                    if (insn.getOpcode() == Opcodes.ARETURN) {
                        InsnList exit = new InsnList();
                        exit.add(new InsnNode(Opcodes.DUP));
                        exit.add(new VarInsnNode(Opcodes.ALOAD, 0));
                        exit.add(hook("neighbors"));
                        exit.add(new InsnNode(Opcodes.DUP));
                        exit.add(new VarInsnNode(Opcodes.ALOAD, 0));
                        exit.add(new MethodInsnNode(Opcodes.INVOKESTATIC, EXPANSION, "neighbors",
                                "(Ljava/lang/Object;Ljava/lang/Object;)V", false));
                        method.instructions.insertBefore(insn, exit);
                    }
                }
                InsnList entry = new InsnList();
                entry.add(new VarInsnNode(Opcodes.ALOAD, 0));
                entry.add(new VarInsnNode(Opcodes.ALOAD, 0));
                entry.add(new FieldInsnNode(Opcodes.GETFIELD, board.name, "manhattan", "I"));
                entry.add(new VarInsnNode(Opcodes.ALOAD, 0));
                entry.add(new FieldInsnNode(Opcodes.GETFIELD, board.name, "hamming", "I"));
                entry.add(new MethodInsnNode(Opcodes.INVOKESTATIC, EXPANSION, "expanded", "(Ljava/lang/Object;II)V",
                        false));
                method.instructions.insert(entry);
            }
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        board.accept(writer);
        return writer.toByteArray();
    }

    private static MethodInsnNode hook(String name) {
        return new MethodInsnNode(Opcodes.INVOKESTATIC, WITNESS, name, "(Ljava/lang/Object;Ljava/lang/Object;)V",
                false);
    }
}
