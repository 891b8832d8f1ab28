package npuzzle.grader.cost;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Rewrites a class (a student's, or a course library's such as {@code StdRandom}) so that its randomness and its clock
 * readings come from {@code StudentRandomness}, a function of the grading seed: {@code new Random(...)} creates a
 * {@code SeededRandom}; {@code Math.random()}, {@code StrictMath.random()}, {@code Collections.shuffle(list)}, the
 * usual {@code ThreadLocalRandom} draws, {@code System.currentTimeMillis()}, {@code System.nanoTime()} and
 * {@code Instant.now()} call the runtime instead. Each replacement takes and leaves the same values on the stack, so
 * the stack map frames stay valid; a {@code SeededRandom} is a {@code Random}, so the frames' types still hold.
 * {@code super(...)} in a student's own subclass of Random is left alone (it is no {@code new}).
 */
public final class RandomnessRewriter {
    private static final String RANDOM = "java/util/Random";
    private static final String SEEDED = "npuzzle/grader/cost/runtime/SeededRandom";
    private static final String RUNTIME = "npuzzle/grader/cost/runtime/StudentRandomness";
    private static final String THREAD_LOCAL = "java/util/concurrent/ThreadLocalRandom";
    /** Static calls redirected to the runtime method of the same descriptor, by owner, name and descriptor. */
    private static final Map<String, String> STATIC_CALLS = Map.of(
            "java/lang/System.currentTimeMillis()J", "currentTimeMillis",
            "java/lang/System.nanoTime()J", "nanoTime",
            "java/time/Instant.now()Ljava/time/Instant;", "now",
            "java/lang/Math.random()D", "random",
            "java/lang/StrictMath.random()D", "random",
            "java/util/Collections.shuffle(Ljava/util/List;)V", "shuffle");
    /** The ThreadLocalRandom draws the runtime answers, by name and descriptor. */
    private static final Set<String> THREAD_LOCAL_DRAWS = Set.of("nextInt()I", "nextInt(I)I", "nextInt(II)I",
            "nextLong()J", "nextLong(J)J", "nextLong(JJ)J", "nextDouble()D", "nextDouble(D)D", "nextDouble(DD)D",
            "nextBoolean()Z", "nextFloat()F", "nextGaussian()D");

    private RandomnessRewriter() {
    }

    /** Returns the class file with its randomness and clock readings seeded by the grading, or unchanged. */
    public static byte[] rewrite(byte[] classFile) {
        ClassReader reader = new ClassReader(classFile);
        boolean[] changed = new boolean[1];
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new Calls(super.visitMethod(access, name, descriptor, signature, exceptions), changed);
            }
        }, 0);
        return changed[0] ? writer.toByteArray() : classFile;
    }

    /** The rewrite of one method's calls. */
    private static final class Calls extends MethodVisitor {
        /** For each {@code new} whose constructor call is still to come, whether it creates a Random. */
        private final Deque<Boolean> pending = new ArrayDeque<>();
        private final boolean[] changed;

        Calls(MethodVisitor next, boolean[] changed) {
            super(Opcodes.ASM9, next);
            this.changed = changed;
        }

        @Override
        public void visitTypeInsn(int opcode, String type) {
            if (opcode == Opcodes.NEW) {
                pending.push(type.equals(RANDOM));
                if (type.equals(RANDOM)) {
                    changed[0] = true;
                    super.visitTypeInsn(opcode, SEEDED);
                    return;
                }
            }
            super.visitTypeInsn(opcode, type);
        }

        @Override
        public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
            if (opcode == Opcodes.INVOKESPECIAL && name.equals("<init>") && !pending.isEmpty()) {
                if (pending.pop() && owner.equals(RANDOM)) {
                    super.visitMethodInsn(opcode, SEEDED, name, descriptor, false);
                    return;
                }
            } else if (opcode == Opcodes.INVOKESTATIC && STATIC_CALLS.containsKey(owner + "." + name + descriptor)) {
                changed[0] = true;
                super.visitMethodInsn(opcode, RUNTIME, STATIC_CALLS.get(owner + "." + name + descriptor), descriptor,
                        false);
                return;
            } else if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals(THREAD_LOCAL)
                    && THREAD_LOCAL_DRAWS.contains(name + descriptor)) {
                changed[0] = true;
                super.visitMethodInsn(Opcodes.INVOKESTATIC, RUNTIME, name, withReceiver(descriptor), false);
                return;
            }
            super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
        }

        private static String withReceiver(String descriptor) {
            return "(" + Type.getObjectType(THREAD_LOCAL).getDescriptor() + descriptor.substring(1);
        }
    }
}
