package npuzzle.grader;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashSet;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** The methods a class of the grader calls, read from its class file: for tests of what a check class can reach. */
public final class CalledMethods {
    private CalledMethods() {
    }

    /** Returns each method the class calls as {@code SimpleOwner.name} ({@code GradingContext.referenceBoard}). */
    public static Set<String> of(String binaryName) throws IOException {
        Set<String> calls = new HashSet<>();
        try (InputStream in = CalledMethods.class.getResourceAsStream("/" + binaryName.replace('.', '/') + ".class")) {
            if (in == null) {
                throw new IOException("no class file for " + binaryName);
            }
            new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                        String[] exceptions) {
                    return new MethodVisitor(Opcodes.ASM9) {
                        @Override
                        public void visitMethodInsn(int opcode, String owner, String called, String desc,
                                boolean isInterface) {
                            calls.add(owner.substring(owner.lastIndexOf('/') + 1) + "." + called);
                        }
                    };
                }
            }, 0);
        }
        return calls;
    }
}
