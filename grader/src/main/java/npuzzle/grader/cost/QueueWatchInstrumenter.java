package npuzzle.grader.cost;

import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * Rewrites a Solver-side class so that {@code QueueWatch} sees its priority-queue calls ({@code add}, {@code offer},
 * {@code poll} and {@code remove()} on a {@code java.util} queue type, {@code insert} and {@code delMin} on a
 * {@code MinPQ}) and its field writes (in a constructor, those after its {@code super()} call). As in
 * {@link BoardShadowInstrumenter}, the hooks only duplicate what is on the stack and hand back what they are given:
 * no jump, local or class load is added, and no unit is counted for them. Whether a receiver is a priority queue is
 * decided when the call runs, since a {@code Queue} may be a linked list.
 */
public final class QueueWatchInstrumenter {
    private static final String WATCH = "npuzzle/grader/cost/runtime/QueueWatch";
    private static final Set<String> QUEUE_TYPES = Set.of("java/util/PriorityQueue", "java/util/Queue",
            "java/util/AbstractQueue", "java/util/Collection", "java/util/AbstractCollection");

    private QueueWatchInstrumenter() {
    }

    /** Returns the class file watched, or unchanged if it is the Board or one of its nested classes. */
    public static byte[] instrument(byte[] classFile, String boardName) {
        String board = boardName.replace('.', '/');
        ClassNode type = new ClassNode();
        new ClassReader(classFile).accept(type, 0);
        if (type.name.equals(board) || type.name.startsWith(board + "$")) {
            return classFile;
        }
        boolean changed = false;
        for (MethodNode method : type.methods) {
            int line = -1;
            // a constructor's object cannot be handed to a method before its super() or this() call
            boolean initialized = !method.name.equals("<init>");
            for (AbstractInsnNode insn : method.instructions.toArray()) {
                if (insn instanceof LineNumberNode number) {
                    line = number.line;
                } else if (insn instanceof MethodInsnNode call) {
                    initialized |= call.getOpcode() == Opcodes.INVOKESPECIAL && call.name.equals("<init>")
                            && (call.owner.equals(type.superName) || call.owner.equals(type.name));
                    changed |= watchCall(method.instructions, call);
                } else if (insn instanceof FieldInsnNode field && field.getOpcode() == Opcodes.PUTFIELD
                        && initialized) {
                    watchWrite(method.instructions, field, where(type, method, line));
                    changed = true;
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

    /** Hooks {@code call} if it inserts into or removes the minimum from a queue; returns whether it did. */
    private static boolean watchCall(InsnList code, MethodInsnNode call) {
        boolean minPq = call.owner.equals("MinPQ") || call.owner.endsWith("/MinPQ");
        boolean queue = QUEUE_TYPES.contains(call.owner);
        Type[] arguments = Type.getArgumentTypes(call.desc);
        Type returned = Type.getReturnType(call.desc);
        boolean oneObject = arguments.length == 1 && arguments[0].getSort() == Type.OBJECT;
        boolean insertReturns = queue && (call.name.equals("add") || call.name.equals("offer")) && oneObject
                && returned.equals(Type.BOOLEAN_TYPE);
        boolean insertVoid = minPq && call.name.equals("insert") && oneObject && returned.equals(Type.VOID_TYPE);
        boolean removal = (queue && (call.name.equals("poll") || call.name.equals("remove"))
                || minPq && call.name.equals("delMin")) && arguments.length == 0 && returned.getSort() == Type.OBJECT;
        InsnList after = new InsnList();
        if (insertReturns || insertVoid) {
            code.insertBefore(call, new InsnNode(Opcodes.DUP2));
            code.insertBefore(call, hook("inserting", "(Ljava/lang/Object;Ljava/lang/Object;)V"));
            after.add(insertReturns ? hook("added", "(Z)Z") : hook("inserted", "()V"));
        } else if (removal) {
            code.insertBefore(call, new InsnNode(Opcodes.DUP));
            code.insertBefore(call, hook("removing", "(Ljava/lang/Object;)V"));
            after.add(hook("removed", "(Ljava/lang/Object;)Ljava/lang/Object;"));
            if (!returned.getInternalName().equals("java/lang/Object")) {
                after.add(new TypeInsnNode(Opcodes.CHECKCAST, returned.getInternalName()));
            }
        } else {
            return false;
        }
        code.insert(call, after);
        return true;
    }

    /**
     * Hands the object a field is written to, and which field where, to the watch before the write: the stack
     * {@code object, value} becomes {@code object, value, object} with a one-slot value ({@code dup2; pop}), and
     * through {@code dup2_x1; pop2; dup_x2} with a two-slot one.
     */
    private static void watchWrite(InsnList code, FieldInsnNode field, String where) {
        InsnList before = new InsnList();
        if (Type.getType(field.desc).getSize() == 1) {
            before.add(new InsnNode(Opcodes.DUP2));
            before.add(new InsnNode(Opcodes.POP));
        } else {
            before.add(new InsnNode(Opcodes.DUP2_X1));
            before.add(new InsnNode(Opcodes.POP2));
            before.add(new InsnNode(Opcodes.DUP_X2));
        }
        before.add(new LdcInsnNode(simpleName(field.owner) + "." + field.name));
        before.add(new LdcInsnNode(where));
        before.add(hook("writing", "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/String;)V"));
        code.insertBefore(field, before);
    }

    private static MethodInsnNode hook(String name, String descriptor) {
        return new MethodInsnNode(Opcodes.INVOKESTATIC, WATCH, name, descriptor, false);
    }

    /** Returns where an instruction is, e.g. "Solver$Node.relax (Solver.java:57)". */
    private static String where(ClassNode type, MethodNode method, int line) {
        String file = type.sourceFile == null ? "" : type.sourceFile + (line < 0 ? "" : ":" + line);
        return simpleName(type.name) + "." + method.name + (file.isEmpty() ? "" : " (" + file + ")");
    }

    private static String simpleName(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
    }
}
