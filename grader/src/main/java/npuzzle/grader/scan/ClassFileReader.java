package npuzzle.grader.scan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Reads one class file into a {@link ClassInfo}: the header's supertypes, field and method signatures, every
 * reference in the code (through {@link MethodReader}) and, last, class names that only the constant pool holds.
 */
final class ClassFileReader extends ClassVisitor {
    private static final int CONSTANT_CLASS = 7;
    private static final String NATIVE_REASON = "scan: a native method runs machine code that nothing can check";
    private static final String FINALIZE_REASON = "scan: finalize() runs on the JVM's finalizer thread, outside every"
            + " check's time limit; the board needs no clean-up";

    private final List<Reference> references = new ArrayList<>();
    private final List<Finding> declarationFindings = new ArrayList<>();
    private final Set<String> declaredMembers = new HashSet<>();
    private final Set<String> mainLambdas = new HashSet<>();
    private final Set<String> staticMethods = new HashSet<>();
    private final Set<String> innerClassNames = new HashSet<>();
    private final List<String> supertypes = new ArrayList<>();
    private String name;
    private boolean hasMain;
    private String enclosingClass;
    private String enclosingMethod;

    private ClassFileReader() {
        super(Opcodes.ASM9);
    }

    /**
     * Reads a class file.
     *
     * @throws IllegalArgumentException (or another runtime exception from ASM) if the bytes are not a class file
     */
    static ClassInfo read(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassFileReader visitor = new ClassFileReader();
        reader.accept(visitor, ClassReader.SKIP_FRAMES);
        visitor.addConstantPoolOnlyClasses(reader);
        return new ClassInfo(visitor.name, visitor.supertypes, visitor.declaredMembers, visitor.hasMain,
                visitor.enclosingClass, visitor.enclosingMethod, visitor.mainLambdas, visitor.staticMethods,
                visitor.references, visitor.declarationFindings);
    }

    @Override
    public void visit(int version, int access, String internalName, String signature, String superName,
            String[] interfaces) {
        name = Type.getObjectType(internalName).getClassName();
        Site header = new Site(name, Site.CLASS_HEADER, "", -1);
        if (superName != null) {
            supertypes.add(Type.getObjectType(superName).getClassName());
        }
        for (String implemented : interfaces) {
            supertypes.add(Type.getObjectType(implemented).getClassName());
        }
        for (String supertype : supertypes) {
            references.add(new Reference(header, supertype, null, null));
        }
    }

    @Override
    public void visitOuterClass(String owner, String method, String descriptor) {
        enclosingClass = Type.getObjectType(owner).getClassName();
        enclosingMethod = method == null ? null : method + descriptor;
    }

    @Override
    public void visitInnerClass(String inner, String outer, String innerName, int access) {
        innerClassNames.add(inner);
        if (outer != null) {
            innerClassNames.add(outer);
        }
    }

    @Override
    public FieldVisitor visitField(int access, String field, String descriptor, String signature, Object value) {
        declaredMembers.add(field);
        addType(new Site(name, field, descriptor, -1), Type.getType(descriptor));
        return null;
    }

    @Override
    public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
            String[] exceptions) {
        declaredMembers.add(method);
        Site declaration = new Site(name, method, descriptor, -1);
        int publicStatic = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;
        if ((method + descriptor).equals(ClassInfo.MAIN) && (access & publicStatic) == publicStatic) {
            hasMain = true;
        }
        if (method.startsWith("lambda$main$") && (access & Opcodes.ACC_SYNTHETIC) != 0) {
            mainLambdas.add(method);
        }
        if ((access & Opcodes.ACC_STATIC) != 0) {
            staticMethods.add(method + descriptor);
        }
        String api = name.replace('.', '/') + "." + method + descriptor;
        if ((access & Opcodes.ACC_NATIVE) != 0) {
            declarationFindings.add(new Finding(name, method, descriptor, -1, api, NATIVE_REASON));
        }
        if ((method + descriptor).equals("finalize()V")) {
            declarationFindings.add(new Finding(name, method, descriptor, -1, api, FINALIZE_REASON));
        }
        Type type = Type.getMethodType(descriptor);
        for (Type argument : type.getArgumentTypes()) {
            addType(declaration, argument);
        }
        addType(declaration, type.getReturnType());
        if (exceptions != null) {
            for (String exception : exceptions) {
                addType(declaration, Type.getObjectType(exception));
            }
        }
        return new MethodReader(name, method, descriptor, references);
    }

    private void addType(Site site, Type type) {
        Reference reference = Reference.toType(site, type);
        if (reference != null) {
            references.add(reference);
        }
    }

    /**
     * Adds the classes named in the constant pool that no visited reference covers. javac puts none there except
     * InnerClasses entries (e.g. MethodHandles$Lookup in any class with a lambda), which are skipped: an inner class
     * entry by itself runs nothing, and any real use of it shows up as a reference in the code.
     */
    private void addConstantPoolOnlyClasses(ClassReader reader) {
        Set<String> covered = new HashSet<>();
        covered.add(name);
        for (String inner : innerClassNames) {
            covered.add(Type.getObjectType(inner).getClassName());
        }
        for (Reference reference : references) {
            covered.add(reference.owner());
        }
        Site pool = new Site(name, Site.CONSTANT_POOL, "", -1);
        char[] buffer = new char[reader.getMaxStringLength()];
        for (int item = 1; item < reader.getItemCount(); item++) {
            int offset = reader.getItem(item);
            if (offset > 0 && reader.readByte(offset - 1) == CONSTANT_CLASS) {
                Reference reference = Reference.toType(pool, Type.getObjectType(reader.readUTF8(offset, buffer)));
                if (reference != null && !covered.contains(reference.owner())) {
                    references.add(reference);
                }
            }
        }
    }
}
