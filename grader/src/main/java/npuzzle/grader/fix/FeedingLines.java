package npuzzle.grader.fix;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The lines of a method that feed a field it computes (a Board constructor that caches its Manhattan distance), each
 * with how far it is from it: 0 for a line that stores into the field, 1 for a line that stores a local that line
 * reads ({@code m += ...} before {@code this.manhattan = m}), and so on through the locals. A line that calls a
 * method on an object local, or stores into its elements, is taken to change it. Where a mistake is in what the check
 * judges, its fix is likelier the nearer its line; a line that only decides whether a nearer one runs (a guard) is
 * not in the map, and neither is a line no store reaches. For a method that computes what it returns, only the
 * returns are ranked ({@link #returns}).
 */
public final class FeedingLines {
    private FeedingLines() {
    }

    /**
     * Returns the distance of each line that feeds the stores into {@code field} in the method: none when the
     * method does not store into it.
     */
    public static Map<Integer, Integer> of(byte[] classFile, String name, String descriptor, String field) {
        MethodNode method = Mutants.method(Mutants.read(classFile), name, descriptor);
        if (method == null) {
            return Map.of();
        }
        Map<Integer, Set<Integer>> reads = new HashMap<>(); // by line: the local slots it reads
        Map<Integer, Set<Integer>> stores = new HashMap<>(); // by local slot: the lines that store or change it
        Set<Integer> fieldStores = new HashSet<>();
        int line = 0;
        Set<Integer> objectsRead = new HashSet<>();
        boolean changesObjects = false;
        for (AbstractInsnNode insn : method.instructions) {
            if (insn instanceof LineNumberNode number) {
                changed(stores, line, objectsRead, changesObjects);
                objectsRead = new HashSet<>();
                changesObjects = false;
                line = number.line;
                continue;
            }
            int opcode = insn.getOpcode();
            if (insn instanceof VarInsnNode variable && opcode >= Opcodes.ILOAD && opcode <= Opcodes.ALOAD) {
                reads.computeIfAbsent(line, key -> new HashSet<>()).add(variable.var);
                if (opcode == Opcodes.ALOAD && variable.var > 0) {
                    objectsRead.add(variable.var);
                }
            } else if (insn instanceof VarInsnNode variable && opcode >= Opcodes.ISTORE && opcode <= Opcodes.ASTORE) {
                stores.computeIfAbsent(variable.var, key -> new HashSet<>()).add(line);
            } else if (insn instanceof IincInsnNode increment) {
                reads.computeIfAbsent(line, key -> new HashSet<>()).add(increment.var);
                stores.computeIfAbsent(increment.var, key -> new HashSet<>()).add(line);
            } else if (insn instanceof FieldInsnNode put && opcode == Opcodes.PUTFIELD && put.name.equals(field)) {
                fieldStores.add(line);
            } else if (insn instanceof MethodInsnNode || opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE) {
                changesObjects = true;
            }
        }
        changed(stores, line, objectsRead, changesObjects);
        return distances(fieldStores, reads, stores);
    }

    /**
     * Returns the lines of the method that return a value, each at distance 0: where a method computes what a check
     * judges, the last step of the value. The lines before them are left in no order: a guard is as likely the fix
     * there as a line that feeds the value.
     */
    public static Map<Integer, Integer> returns(byte[] classFile, String name, String descriptor) {
        MethodNode method = Mutants.method(Mutants.read(classFile), name, descriptor);
        Map<Integer, Integer> returns = new HashMap<>();
        int line = 0;
        for (AbstractInsnNode insn : method == null ? new InsnList() : method.instructions) {
            if (insn instanceof LineNumberNode number) {
                line = number.line;
            } else if (insn.getOpcode() >= Opcodes.IRETURN && insn.getOpcode() <= Opcodes.ARETURN && line > 0) {
                returns.put(line, 0);
            }
        }
        return returns;
    }

    /** Records a line that changes the objects it reads as a store of each. */
    private static void changed(Map<Integer, Set<Integer>> stores, int line, Set<Integer> objects, boolean changes) {
        if (changes && line > 0) {
            objects.forEach(slot -> stores.computeIfAbsent(slot, key -> new HashSet<>()).add(line));
        }
    }

    private static Map<Integer, Integer> distances(Set<Integer> origins, Map<Integer, Set<Integer>> reads,
            Map<Integer, Set<Integer>> stores) {
        Map<Integer, Integer> distance = new HashMap<>();
        Queue<Integer> next = new ArrayDeque<>();
        for (int origin : origins) {
            if (origin > 0) {
                distance.put(origin, 0);
                next.add(origin);
            }
        }
        while (!next.isEmpty()) {
            int line = next.remove();
            for (int slot : reads.getOrDefault(line, Set.of())) {
                for (int store : stores.getOrDefault(slot, Set.of())) {
                    if (store > 0 && !distance.containsKey(store)) {
                        distance.put(store, distance.get(line) + 1);
                        next.add(store);
                    }
                }
            }
        }
        return distance;
    }
}
