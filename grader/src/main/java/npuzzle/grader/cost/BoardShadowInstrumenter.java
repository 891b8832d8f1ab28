package npuzzle.grader.cost;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Rewrites a Solver-side class so that each answer the student's Board gives it, from {@code isGoal()},
 * {@code isSolvable()}, {@code manhattan()}, {@code hamming()}, {@code neighbors()} and {@code equals(Object)} (or an
 * {@code equals(Board)} overload), is also handed to {@code BoardShadow} with the board asked: the search on the
 * student's own Board can then be checked, call by call, against the reference Board, and a wrong answer the Board
 * gave only mid-search charged to the Board. The receiver (and equals' argument) is duplicated before the call and
 * the hook returns the answer, so the stack after the call is what it was: {@code dup; invokevirtual;
 * invokestatic hook(board, answer)}. No jump, local or class load is added, so the stack map frames stay valid and
 * no unit is counted for it ({@link CostInstrumenter} counts method entries and back-edges of student code only, and
 * the hooks are not student code).
 */
public final class BoardShadowInstrumenter {
    static final String SHADOW = "npuzzle/grader/cost/runtime/BoardShadow";

    private BoardShadowInstrumenter() {
    }

    /**
     * Returns the class file with the Board calls on {@code boardName} shadowed, unchanged if it makes none, or if it
     * is the Board or one of the Board's nested classes (their calls are the Board's own business).
     */
    public static byte[] instrument(byte[] classFile, String boardName) {
        String board = boardName.replace('.', '/');
        ClassNode type = new ClassNode();
        new ClassReader(classFile).accept(type, 0);
        if (type.name.equals(board) || type.name.startsWith(board + "$")) {
            return classFile;
        }
        boolean changed = false;
        for (MethodNode method : type.methods) {
            for (AbstractInsnNode insn : method.instructions.toArray()) {
                if (insn instanceof MethodInsnNode call && call.getOpcode() == Opcodes.INVOKEVIRTUAL
                        && call.owner.equals(board)) {
                    changed |= shadow(method.instructions, call, board);
                }
            }
        }
        if (!changed) {
            return classFile;
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        type.accept(writer);
        return writer.toByteArray();
    }

    /** Shadows {@code call} if it is one of the queries; returns whether it was. */
    private static boolean shadow(InsnList code, MethodInsnNode call, String board) {
        Type returned = Type.getReturnType(call.desc);
        boolean noArguments = Type.getArgumentTypes(call.desc).length == 0;
        String descriptor = switch (call.name) {
            case "isGoal", "isSolvable" -> noArguments && returned.equals(Type.BOOLEAN_TYPE)
                    ? "(Ljava/lang/Object;Z)Z" : null;
            case "manhattan", "hamming" -> noArguments && returned.equals(Type.INT_TYPE)
                    ? "(Ljava/lang/Object;I)I" : null;
            case "neighbors" -> noArguments && returned.getSort() == Type.OBJECT
                    ? "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;" : null;
            case "equals" -> call.desc.equals("(Ljava/lang/Object;)Z") || call.desc.equals("(L" + board + ";)Z")
                    ? "(Ljava/lang/Object;Ljava/lang/Object;Z)Z" : null;
            default -> null;
        };
        if (descriptor == null) {
            return false;
        }
        code.insertBefore(call, new InsnNode(noArguments ? Opcodes.DUP : Opcodes.DUP2));
        InsnList after = new InsnList();
        after.add(new MethodInsnNode(Opcodes.INVOKESTATIC, SHADOW, call.name, descriptor, false));
        if (returned.getSort() == Type.OBJECT && !returned.getInternalName().equals("java/lang/Object")) {
            after.add(new TypeInsnNode(Opcodes.CHECKCAST, returned.getInternalName()));
        }
        code.insert(call, after);
        return true;
    }
}
