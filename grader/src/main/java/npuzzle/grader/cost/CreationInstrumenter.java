package npuzzle.grader.cost;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Rewrites a class so that each of its objects is recorded in {@code Creations} when a constructor returns, so a
 * Solver's search nodes can be measured after the search even though only the search's locals held them.
 */
public final class CreationInstrumenter {
    private static final String CREATIONS = "npuzzle/grader/cost/runtime/Creations";

    private CreationInstrumenter() {
    }

    /** Returns the class file with its constructors recording, unchanged if it is named {@code excluded}. */
    public static byte[] instrument(byte[] classFile, String excluded) {
        ClassNode type = new ClassNode();
        new ClassReader(classFile).accept(type, 0);
        if (type.name.equals(excluded.replace('.', '/')) || (type.access & Opcodes.ACC_INTERFACE) != 0) {
            return classFile;
        }
        for (MethodNode method : type.methods) {
            if (method.name.equals("<init>")) {
                for (AbstractInsnNode insn : method.instructions.toArray()) {
                    if (insn.getOpcode() == Opcodes.RETURN) {
                        method.instructions.insertBefore(insn, record());
                    }
                }
            }
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        type.accept(writer);
        return writer.toByteArray();
    }

    private static InsnList record() {
        InsnList record = new InsnList();
        record.add(new VarInsnNode(Opcodes.ALOAD, 0));
        record.add(new MethodInsnNode(Opcodes.INVOKESTATIC, CREATIONS, "created", "(Ljava/lang/Object;)V", false));
        return record;
    }
}
