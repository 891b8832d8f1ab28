package npuzzle.grader.fix;

import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The statements of a method that can be deleted and leave a class that verifies: the straight code of one line,
 * from an empty stack to an empty stack, with no jump, return or throw in it, and no store into a local that it
 * declares (the code after it reads that local) nor a call of a constructor on an object it did not create.
 */
final class Statements {
    /** A statement: the indexes of its first and last instructions, and its line. */
    record Statement(int first, int last, int line) {
    }

    private Statements() {
    }

    /**
     * Returns the method's deletable statements, given the stack's depth before each instruction
     * ({@link StackDepths}); none when it is not known (null).
     */
    static List<Statement> of(MethodNode method, int[] depths) {
        if (depths == null) {
            return List.of();
        }
        List<Statement> statements = new ArrayList<>();
        int line = 0;
        int first = -1;
        for (int index = 0; index < method.instructions.size(); index++) {
            AbstractInsnNode insn = method.instructions.get(index);
            boolean boundary = insn instanceof LabelNode || insn instanceof LineNumberNode || insn instanceof FrameNode;
            if (boundary) {
                if (first >= 0 && deletable(method, depths, first, index)) {
                    statements.add(new Statement(first, index - 1, line));
                }
                first = -1;
                if (insn instanceof LineNumberNode number) {
                    line = number.line;
                }
            } else if (first < 0 && line > 0) {
                first = index;
            }
        }
        return statements;
    }

    /** Returns whether the instructions from {@code first} to before {@code end} are whole statements to delete. */
    private static boolean deletable(MethodNode method, int[] depths, int first, int end) {
        if (depths[first] != 0 || end >= depths.length || depths[end] != 0) {
            return false;
        }
        boolean creates = false;
        for (int index = first; index < end; index++) {
            AbstractInsnNode insn = method.instructions.get(index);
            int opcode = insn.getOpcode();
            if (insn instanceof JumpInsnNode || insn instanceof TableSwitchInsnNode
                    || insn instanceof LookupSwitchInsnNode || opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN
                    || opcode == Opcodes.ATHROW || opcode == Opcodes.MONITORENTER || opcode == Opcodes.MONITOREXIT) {
                return false;
            }
            creates |= insn instanceof TypeInsnNode && opcode == Opcodes.NEW;
            if (insn instanceof MethodInsnNode call && call.name.equals("<init>") && !creates) {
                return false; // this(...) or super(...): the object would stay uninitialized
            }
            if (insn instanceof VarInsnNode store && opcode >= Opcodes.ISTORE && opcode <= Opcodes.ASTORE
                    && !declaredBefore(method, store.var, first)) {
                return false;
            }
        }
        return true;
    }

    /** Returns whether the local in {@code slot} is in scope before the instruction: it holds a value there. */
    private static boolean declaredBefore(MethodNode method, int slot, int index) {
        if (method.localVariables == null) {
            return false;
        }
        return method.localVariables.stream().anyMatch(local -> local.index == slot
                && method.instructions.indexOf(local.start) < index && index < method.instructions.indexOf(local.end));
    }
}
