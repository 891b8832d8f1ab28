package npuzzle.grader.scan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Collects every class and member one method's code uses, with the source line: calls, field accesses, {@code new},
 * casts and instanceof, array creation, class and method-handle constants, invokedynamic bootstraps with their
 * arguments, and caught exception types (at the line of their handler).
 */
final class MethodReader extends MethodVisitor {
    private final String className;
    private final String method;
    private final String descriptor;
    private final List<Reference> references;
    private final Map<Label, List<String>> caughtAt = new HashMap<>();
    private int line = -1;

    MethodReader(String className, String method, String descriptor, List<Reference> references) {
        super(Opcodes.ASM9);
        this.className = className;
        this.method = method;
        this.descriptor = descriptor;
        this.references = references;
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        this.line = line;
        for (String caught : caughtAt.getOrDefault(start, List.of())) {
            addType(Type.getObjectType(caught));
        }
        caughtAt.remove(start);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        addMember(owner, name, descriptor);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        addMember(owner, name, descriptor);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        addType(Type.getObjectType(type));
    }

    @Override
    public void visitMultiANewArrayInsn(String descriptor, int dimensions) {
        addType(Type.getType(descriptor));
    }

    @Override
    public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
        if (type != null) {
            caughtAt.computeIfAbsent(handler, label -> new ArrayList<>()).add(type);
        }
    }

    @Override
    public void visitEnd() {
        line = -1;  // a handler without a line number of its own
        caughtAt.values().forEach(types -> types.forEach(type -> addType(Type.getObjectType(type))));
    }

    @Override
    public void visitLdcInsn(Object value) {
        addConstant(value);
    }

    @Override
    public void visitInvokeDynamicInsn(String name, String descriptor, Handle bootstrap, Object... arguments) {
        addBootstrap(bootstrap, arguments);
        addType(Type.getReturnType(descriptor));
    }

    private void addBootstrap(Handle bootstrap, Object[] arguments) {
        addConstant(bootstrap);
        for (Object argument : arguments) {
            addConstant(argument);
        }
    }

    private void addConstant(Object value) {
        if (value instanceof Type type) {
            if (type.getSort() == Type.METHOD) {
                for (Type argument : type.getArgumentTypes()) {
                    addType(argument);
                }
                addType(type.getReturnType());
            } else {
                addType(type);
            }
        } else if (value instanceof Handle handle) {
            addMember(handle.getOwner(), handle.getName(), handle.getDesc());
        } else if (value instanceof ConstantDynamic constant) {
            addType(Type.getType(constant.getDescriptor()));
            Object[] arguments = new Object[constant.getBootstrapMethodArgumentCount()];
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = constant.getBootstrapMethodArgument(i);
            }
            addBootstrap(constant.getBootstrapMethod(), arguments);
        }
    }

    private void addMember(String owner, String name, String memberDescriptor) {
        Type type = Type.getObjectType(owner);
        if (type.getSort() == Type.ARRAY) {
            addType(type);  // clone() or length of an array: only the element type matters
        } else {
            references.add(new Reference(site(), type.getClassName(), name, memberDescriptor));
        }
    }

    private void addType(Type type) {
        Reference reference = Reference.toType(site(), type);
        if (reference != null) {
            references.add(reference);
        }
    }

    private Site site() {
        return new Site(className, method, descriptor, line);
    }
}
