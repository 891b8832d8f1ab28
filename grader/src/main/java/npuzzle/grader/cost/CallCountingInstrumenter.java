package npuzzle.grader.cost;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Rewrites a Board class so that each call of a {@link BoardMethod} is counted in {@code CallCounter}, and each Board
 * made in {@code CostCounter} (which can limit them), and can move the reference Board into a student's package first,
 * so that a student's Solver links against it.
 */
public final class CallCountingInstrumenter {
    private static final String COUNTER = "npuzzle/grader/cost/runtime/CallCounter";

    private CallCountingInstrumenter() {
    }

    /**
     * Returns the Board class file renamed to {@code binaryName} (e.g. {@code "Board"} for the default package)
     * with call counting at the entry of each counted method and of each constructor that calls {@code super}.
     */
    public static byte[] instrument(byte[] boardClass, String binaryName) {
        ClassReader reader = new ClassReader(boardClass);
        ClassNode board = new ClassNode();
        String target = binaryName.replace('.', '/');
        reader.accept(new ClassRemapper(board, new SimpleRemapper(reader.getClassName(), target)), 0);
        for (MethodNode method : board.methods) {
            BoardMethod counted = BoardMethod.of(method.name, method.desc);
            if (counted == null || method.instructions.size() == 0
                    || counted == BoardMethod.CONSTRUCTION && !callsSuper(method, board)) {
                continue;
            }
            InsnList count = new InsnList();
            count.add(new IntInsnNode(Opcodes.BIPUSH, counted.ordinal()));
            count.add(new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER, "called", "(I)V", false));
            if (counted == BoardMethod.CONSTRUCTION) {
                count.add(new MethodInsnNode(Opcodes.INVOKESTATIC, CostInstrumenter.COUNTER, "boardMade", "()V",
                        false));
            }
            method.instructions.insert(count);
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        board.accept(writer);
        return writer.toByteArray();
    }

    /** Returns whether a constructor initializes through its superclass rather than another own constructor. */
    private static boolean callsSuper(MethodNode constructor, ClassNode board) {
        for (AbstractInsnNode insn : constructor.instructions) {
            if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKESPECIAL
                    && call.name.equals("<init>") && (call.owner.equals(board.superName) || call.owner.equals(board.name))) {
                return call.owner.equals(board.superName);
            }
        }
        return false;
    }
}
