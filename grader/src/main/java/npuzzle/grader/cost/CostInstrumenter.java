package npuzzle.grader.cost;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Rewrites a class so that running it counts its work in {@code CostCounter}: a unit at each method entry, loop
 * back-edge (a jump to an earlier instruction) and exception handler entry, so every cycle of control flow is
 * counted, plus the modelled cost of bulk JDK calls ({@link BulkCallModel}) and of string concatenation by {@code +}.
 *
 * <p>The inserted code is straight-line static calls and stores into fresh local slots, so the class's stack map
 * frames stay valid and are kept: nothing is recomputed and no class is loaded to rewrite one.
 */
public final class CostInstrumenter {
    static final String COUNTER = "npuzzle/grader/cost/runtime/CostCounter";

    private CostInstrumenter() {
    }

    /**
     * Returns the instrumented class file.
     *
     * @throws IllegalArgumentException if the bytes are not a class file ASM can read
     */
    public static byte[] instrument(byte[] classBytes) {
        ClassNode type = new ClassNode();
        try {
            new ClassReader(classBytes).accept(type, 0);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a readable class file: " + e, e);
        }
        for (MethodNode method : type.methods) {
            if (method.instructions.size() > 0) {
                instrument(method);
            }
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        type.accept(writer);
        return writer.toByteArray();
    }

    private static void instrument(MethodNode method) {
        InsnList code = method.instructions;
        Set<LabelNode> handlers = new HashSet<>();
        for (TryCatchBlockNode block : method.tryCatchBlocks) {
            handlers.add(block.handler);
        }
        Set<LabelNode> passed = new HashSet<>();
        boolean handlerPending = false;
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof LabelNode) {
                passed.add((LabelNode) insn);
                handlerPending |= handlers.contains(insn);
                continue;
            }
            if (insn.getOpcode() < 0) {
                continue; // a frame or line number: the handler's tick goes after its frame
            }
            if (handlerPending) {
                code.insertBefore(insn, tick());
                handlerPending = false;
            }
            if (jumpsBack(insn, passed)) {
                code.insertBefore(insn, tick());
            }
            if (insn instanceof MethodInsnNode) {
                countBulk(method, (MethodInsnNode) insn);
            } else if (insn instanceof InvokeDynamicInsnNode && isStringConcat((InvokeDynamicInsnNode) insn)) {
                countConcat(method, (InvokeDynamicInsnNode) insn);
            }
        }
        code.insert(tick());
    }

    private static boolean jumpsBack(AbstractInsnNode insn, Set<LabelNode> passed) {
        if (insn instanceof JumpInsnNode) {
            return passed.contains(((JumpInsnNode) insn).label);
        }
        List<LabelNode> targets = new ArrayList<>();
        if (insn instanceof TableSwitchInsnNode) {
            targets.addAll(((TableSwitchInsnNode) insn).labels);
            targets.add(((TableSwitchInsnNode) insn).dflt);
        } else if (insn instanceof LookupSwitchInsnNode) {
            targets.addAll(((LookupSwitchInsnNode) insn).labels);
            targets.add(((LookupSwitchInsnNode) insn).dflt);
        }
        return targets.stream().anyMatch(passed::contains);
    }

    /** Before a bulk call: stores its values in fresh locals, passes the key ones to the hook, reloads them all. */
    private static void countBulk(MethodNode method, MethodInsnNode call) {
        BulkCall bulk = BulkCallModel.of(call.getOpcode(), call.owner, call.name, call.desc);
        if (bulk == null) {
            return;
        }
        if (bulk.renameTo() != null) {
            call.name = bulk.renameTo();
        }
        if (bulk.hook() == null) {
            return;
        }
        List<Type> values = new ArrayList<>();
        boolean hasReceiver = call.getOpcode() != Opcodes.INVOKESTATIC && !call.name.equals("<init>");
        if (hasReceiver) {
            values.add(Type.getObjectType(call.owner));
        }
        values.addAll(List.of(Type.getArgumentTypes(call.desc)));
        int[] slots = new int[values.size()];
        int next = method.maxLocals;
        for (int i = 0; i < slots.length; i++) {
            slots[i] = next;
            next += values.get(i).getSize();
        }
        InsnList before = new InsnList();
        for (int i = slots.length - 1; i >= 0; i--) {
            before.add(new VarInsnNode(values.get(i).getOpcode(Opcodes.ISTORE), slots[i]));
        }
        StringBuilder hookDescriptor = new StringBuilder("(");
        for (int key : bulk.keys()) {
            Type type = values.get(key);
            before.add(new VarInsnNode(type.getOpcode(Opcodes.ILOAD), slots[key]));
            hookDescriptor.append(type.getSort() <= Type.INT ? "I" : "Ljava/lang/Object;");
        }
        before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER, bulk.hook(), hookDescriptor + ")V", false));
        for (int i = 0; i < slots.length; i++) {
            before.add(new VarInsnNode(values.get(i).getOpcode(Opcodes.ILOAD), slots[i]));
        }
        method.instructions.insertBefore(call, before);
    }

    private static boolean isStringConcat(InvokeDynamicInsnNode call) {
        return call.bsm.getOwner().equals("java/lang/invoke/StringConcatFactory");
    }

    /**
     * Before a string concatenation by {@code +} (javac's invokedynamic): counts one unit per value joined and the
     * length of each string or container among them, so building a string in a loop costs what it copies.
     */
    private static void countConcat(MethodNode method, InvokeDynamicInsnNode call) {
        Type[] values = Type.getArgumentTypes(call.desc);
        int[] slots = new int[values.length];
        int next = method.maxLocals;
        for (int i = 0; i < slots.length; i++) {
            slots[i] = next;
            next += values[i].getSize();
        }
        InsnList before = new InsnList();
        for (int i = slots.length - 1; i >= 0; i--) {
            before.add(new VarInsnNode(values[i].getOpcode(Opcodes.ISTORE), slots[i]));
        }
        before.add(new LdcInsnNode(values.length));
        before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER, "count", "(I)V", false));
        for (int i = 0; i < slots.length; i++) {
            if (values[i].getSort() >= Type.ARRAY) {
                before.add(new VarInsnNode(Opcodes.ALOAD, slots[i]));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER, "size", "(Ljava/lang/Object;)V", false));
            }
        }
        for (int i = 0; i < slots.length; i++) {
            before.add(new VarInsnNode(values[i].getOpcode(Opcodes.ILOAD), slots[i]));
        }
        method.instructions.insertBefore(call, before);
    }

    private static MethodInsnNode tick() {
        return new MethodInsnNode(Opcodes.INVOKESTATIC, COUNTER, "tick", "()V", false);
    }
}
