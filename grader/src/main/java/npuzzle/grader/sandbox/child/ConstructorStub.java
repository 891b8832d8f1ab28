package npuzzle.grader.sandbox.child;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Rewrites a class whose constructor the probe found to hang: every constructor records that it was called (in the
 * system property {@value #CALLED}) and throws at once, so a check that would hang ends in a moment and is charged
 * as a timeout. The rest of the class, its signatures included, is unchanged.
 */
final class ConstructorStub {
    /** Set to the class's name by a stubbed constructor; the listener clears it before each check. */
    static final String CALLED = "npuzzle.grader.stubbed-constructor-called";

    private ConstructorStub() {
    }

    static byte[] rewrite(byte[] classFile, String reason) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        String name = reader.getClassName().replace('/', '.');
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
                    String[] exceptions) {
                MethodVisitor visitor = super.visitMethod(access, method, descriptor, signature, exceptions);
                if (!method.equals("<init>")) {
                    return visitor;
                }
                visitor.visitCode();
                visitor.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/System", "getProperties",
                        "()Ljava/util/Properties;", false);
                visitor.visitLdcInsn(CALLED);
                visitor.visitLdcInsn(name);
                visitor.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/util/Properties", "setProperty",
                        "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;", false);
                visitor.visitInsn(Opcodes.POP);
                visitor.visitTypeInsn(Opcodes.NEW, "java/lang/IllegalStateException");
                visitor.visitInsn(Opcodes.DUP);
                visitor.visitLdcInsn(reason);
                visitor.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/IllegalStateException", "<init>",
                        "(Ljava/lang/String;)V", false);
                visitor.visitInsn(Opcodes.ATHROW);
                visitor.visitMaxs(0, 0);
                visitor.visitEnd();
                return null; // drop the original body
            }
        }, 0);
        return writer.toByteArray();
    }
}
