package npuzzle.grader.scan;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the scan read from one student class file.
 *
 * @param name the binary name with dots
 * @param supertypes the superclass (if any) and the interfaces
 * @param declaredMembers the names of the methods and fields it declares
 * @param hasMain whether it declares {@code public static void main(String[])}
 * @param enclosingClass for a local or anonymous class, the class whose method declares it, else null
 * @param enclosingMethod that method's name and descriptor ({@code main([Ljava/lang/String;)V}), else null
 * @param mainLambdas the synthetic methods javac made from lambdas in main ({@code lambda$main$0})
 * @param staticMethods the static methods it declares, name and descriptor ({@code read(Ljava/lang/String;)LBoard;})
 * @param references every use of another class or member, in the order they occur
 * @param declarationFindings what the class declares that the scan always denies (native methods, finalize)
 */
record ClassInfo(String name, List<String> supertypes, Set<String> declaredMembers, boolean hasMain,
        String enclosingClass, String enclosingMethod, Set<String> mainLambdas, Set<String> staticMethods,
        List<Reference> references, List<Finding> declarationFindings) {
    static final String MAIN = "main([Ljava/lang/String;)V";

    ClassInfo {
        Objects.requireNonNull(name);
        supertypes = List.copyOf(supertypes);
        declaredMembers = Set.copyOf(declaredMembers);
        mainLambdas = Set.copyOf(mainLambdas);
        staticMethods = Set.copyOf(staticMethods);
        references = List.copyOf(references);
        declarationFindings = List.copyOf(declarationFindings);
    }

    /**
     * Returns true if {@code site} is code the grader never runs: the class's public static main, the lambdas in
     * it, and local or anonymous classes declared in it (at any depth).
     */
    boolean isMainCode(Site site, Map<String, ClassInfo> own) {
        return isMainCode(site.methodName() + site.methodDescriptor()) || isInsideMain(own);
    }

    private boolean isMainCode(String method) {
        return hasMain && (method.equals(MAIN)
                || mainLambdas.stream().anyMatch(lambda -> method.startsWith(lambda + "(")));
    }

    private boolean isInsideMain(Map<String, ClassInfo> own) {
        Set<String> seen = new HashSet<>();
        for (ClassInfo local = this; local.enclosingClass != null && seen.add(local.name); ) {
            ClassInfo outer = own.get(local.enclosingClass);
            if (outer == null) {
                return false;
            }
            if (local.enclosingMethod != null && outer.isMainCode(local.enclosingMethod)) {
                return true;
            }
            local = outer;
        }
        return false;
    }
}
