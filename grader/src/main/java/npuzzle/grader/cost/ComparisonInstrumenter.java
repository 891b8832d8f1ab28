package npuzzle.grader.cost;

import npuzzle.grader.cost.runtime.CallCounter;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * Rewrites a student class so that its priority comparisons are counted as {@link BoardMethod#COMPARISON}: a
 * Comparator handed to any call or constructor as its last argument (a priority queue's, a sort's) is wrapped to
 * count each comparison, and each entry of a {@code compareTo(T)} (not its bridge) is counted.
 */
public final class ComparisonInstrumenter {
    private static final String COUNTER = "npuzzle/grader/cost/runtime/CallCounter";
    private static final String COMPARATOR = "Ljava/util/Comparator;";

    private ComparisonInstrumenter() {
    }

    /** Returns the class file with comparison counting, unchanged if it compares nothing. */
    public static byte[] instrument(byte[] classFile) {
        ClassNode type = new ClassNode();
        new ClassReader(classFile).accept(type, 0);
        boolean changed = false;
        for (MethodNode method : type.methods) {
            if (method.instructions.size() == 0) {
                continue;
            }
            for (AbstractInsnNode insn : method.instructions) {
                if (insn instanceof MethodInsnNode call && takesComparatorLast(call.desc) && !call.owner.equals(COUNTER)) {
                    method.instructions.insertBefore(call, new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER,
                            "counting", "(" + COMPARATOR + ")" + COMPARATOR, false));
                    changed = true;
                }
            }
            if ((method.access & Opcodes.ACC_BRIDGE) == 0 && isCompareTo(method)) {
                InsnList count = new InsnList();
                count.add(new IntInsnNode(Opcodes.BIPUSH, CallCounter.COMPARISONS));
                count.add(new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER, "called", "(I)V", false));
                method.instructions.insert(count);
                changed = true;
            }
        }
        if (!changed) {
            return classFile;
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        type.accept(writer);
        return writer.toByteArray();
    }

    private static boolean takesComparatorLast(String descriptor) {
        Type[] arguments = Type.getArgumentTypes(descriptor);
        return arguments.length > 0 && arguments[arguments.length - 1].getDescriptor().equals(COMPARATOR);
    }

    private static boolean isCompareTo(MethodNode method) {
        Type[] arguments = Type.getArgumentTypes(method.desc);
        return method.name.equals("compareTo") && arguments.length == 1
                && arguments[0].getSort() == Type.OBJECT && Type.getReturnType(method.desc) == Type.INT_TYPE
                && (method.access & Opcodes.ACC_STATIC) == 0;
    }
}
