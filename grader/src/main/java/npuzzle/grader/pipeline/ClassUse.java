package npuzzle.grader.pipeline;

import java.util.HashSet;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * What one compiled class can make the JVM load, and whether it can carry state from one check to the next: what
 * deciding that a check's outcome still holds ({@link ReusedChecks}) reads of a class.
 *
 * @param names the binary names of every class it names anywhere (supertypes, descriptors, signatures, code)
 * @param supertypes the binary names of its superclass and interfaces, which loading it loads
 * @param keepsState whether it has a static field other than a constant of a primitive type or String
 * @param reflects whether its code calls reflection, method handles, class loaders or a service loader, which can
 *     load a class it does not name
 */
record ClassUse(Set<String> names, Set<String> supertypes, boolean keepsState, boolean reflects) {
    private static final int CONSTANT = Opcodes.ACC_STATIC | Opcodes.ACC_FINAL;

    ClassUse {
        names = Set.copyOf(names);
        supertypes = Set.copyOf(supertypes);
    }

    static ClassUse of(byte[] classFile) {
        Set<String> names = new HashSet<>();
        Set<String> supertypes = new HashSet<>();
        boolean[] keepsState = {false};
        boolean[] reflects = {false};
        ClassVisitor reading = new ClassVisitor(Opcodes.ASM9) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                    String[] interfaces) {
                if (superName != null) {
                    supertypes.add(binary(superName));
                }
                for (String type : interfaces) {
                    supertypes.add(binary(type));
                }
            }

            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature,
                    Object value) {
                boolean isStatic = (access & Opcodes.ACC_STATIC) != 0;
                boolean constant = (access & CONSTANT) == CONSTANT && (Type.getType(descriptor).getSort()
                        <= Type.DOUBLE || descriptor.equals("Ljava/lang/String;"));
                keepsState[0] |= isStatic && !constant;
                return new FieldVisitor(Opcodes.ASM9) { };
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method, String methodDescriptor,
                            boolean isInterface) {
                        reflects[0] |= reflective(owner, method);
                    }
                };
            }
        };
        new ClassReader(classFile).accept(new ClassRemapper(reading, new Remapper() {
            @Override
            public String map(String internalName) {
                names.add(binary(internalName));
                return internalName;
            }
        }), 0);
        return new ClassUse(names, supertypes, keepsState[0], reflects[0]);
    }

    private static boolean reflective(String owner, String method) {
        return owner.startsWith("java/lang/reflect/") || owner.startsWith("java/lang/invoke/")
                || owner.equals("java/lang/ClassLoader") || owner.equals("java/util/ServiceLoader")
                || owner.equals("java/lang/Class") && method.equals("forName");
    }

    private static String binary(String internalName) {
        return internalName.replace('/', '.');
    }
}
