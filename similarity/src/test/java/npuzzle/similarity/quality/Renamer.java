package npuzzle.similarity.quality;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Renames every identifier a submission declares that the assignment does not fix: fields, locals, parameters,
 * private helpers and nested classes (the public API, {@code main}, overrides and constructors keep their names). The
 * compiler tells which declaration each use refers to, so the renamed code compiles.
 */
final class Renamer {
    private static final Set<String> KEPT = Set.of("Board", "Solver", "main", "equals", "hashCode", "toString",
            "compare", "compareTo", "iterator", "hasNext", "next", "remove", "run", "apply", "accept", "get", "test");

    private Renamer() {
    }

    /** Returns the files (name to text) renamed; they must compile together. */
    static Map<String, String> rename(Map<String, String> sources) {
        JavaTrees parsed = JavaTrees.analyze(sources);
        if (!parsed.errors.isEmpty()) {
            throw new IllegalArgumentException("the sources do not compile: " + parsed.errors);
        }
        Set<TypeElement> ours = new HashSet<>();
        for (CompilationUnitTree unit : parsed.units) {
            new TreePathScanner<Void, Void>() {
                @Override
                public Void visitClass(ClassTree tree, Void unused) {
                    ours.add((TypeElement) parsed.trees.getElement(getCurrentPath()));
                    return super.visitClass(tree, unused);
                }
            }.scan(unit, null);
        }
        Map<Object, String> names = new HashMap<>();
        Map<String, String> out = new LinkedHashMap<>();
        for (CompilationUnitTree unit : parsed.units) {
            String source = sources.get(parsed.names.get(unit));
            Edits edits = new Edits();
            Set<Long> renamed = new HashSet<>(); // a record's header is also its canonical constructor's parameters
            new TreePathScanner<Void, Void>() {
                private void rename(TreePath path, long at, String name) {
                    Element element = parsed.trees.getElement(path);
                    Object key = key(element, ours);
                    if (key != null && at >= 0 && source.startsWith(name, (int) at) && renamed.add(at)) {
                            edits.replace(at, at + name.length(), names.computeIfAbsent(key, k -> "zq" + names.size()));
                    }
                }

                @Override
                public Void visitIdentifier(IdentifierTree tree, Void unused) {
                    rename(getCurrentPath(), parsed.start(unit, tree), tree.getName().toString());
                    return super.visitIdentifier(tree, unused);
                }

                @Override
                public Void visitMemberSelect(MemberSelectTree tree, Void unused) {
                    String name = tree.getIdentifier().toString();
                    rename(getCurrentPath(), parsed.end(unit, tree) - name.length(), name);
                    return super.visitMemberSelect(tree, unused);
                }

                @Override
                public Void visitMemberReference(MemberReferenceTree tree, Void unused) {
                    String name = tree.getName().toString();
                    rename(getCurrentPath(), parsed.end(unit, tree) - name.length(), name);
                    return super.visitMemberReference(tree, unused);
                }

                @Override
                public Void visitVariable(VariableTree tree, Void unused) {
                    Tree type = tree.getType();
                    long from = type == null || parsed.end(unit, type) < 0 ? parsed.start(unit, tree)
                            : parsed.end(unit, type);
                    rename(getCurrentPath(), word(source, tree.getName().toString(), from), tree.getName().toString());
                    return super.visitVariable(tree, unused);
                }

                @Override
                public Void visitMethod(MethodTree tree, Void unused) {
                    if (tree.getReturnType() != null) {
                        rename(getCurrentPath(), word(source, tree.getName().toString(), parsed.end(unit,
                                tree.getReturnType())), tree.getName().toString());
                    } else { // a constructor is named by its class
                        Element owner = parsed.trees.getElement(getCurrentPath()).getEnclosingElement();
                        Object key = key(owner, ours);
                        String name = owner.getSimpleName().toString();
                        long at = word(source, name, parsed.start(unit, tree));
                        if (key != null && at >= 0 && renamed.add(at)) {
                            edits.replace(at, at + name.length(), names.computeIfAbsent(key, k -> "zq"
                                    + names.size()));
                        }
                    }
                    return super.visitMethod(tree, unused);
                }

                @Override
                public Void visitClass(ClassTree tree, Void unused) {
                    rename(getCurrentPath(), word(source, tree.getSimpleName().toString(), parsed.start(unit, tree)),
                            tree.getSimpleName().toString());
                    return super.visitClass(tree, unused);
                }
            }.scan(unit, null);
            out.put(parsed.names.get(unit), edits.apply(source));
        }
        return out;
    }

    /** Returns what a renamed element is known by (its renames share it), or null when it keeps its name. */
    private static Object key(Element element, Set<TypeElement> ours) {
        if (element == null || element.getSimpleName().isEmpty() || element.getSimpleName().contentEquals("this")
                || element.getSimpleName().contentEquals("super")) {
            return null;
        }
        ElementKind kind = element.getKind();
        String name = element.getSimpleName().toString();
        if (kind == ElementKind.LOCAL_VARIABLE || kind == ElementKind.PARAMETER
                || kind == ElementKind.EXCEPTION_PARAMETER || kind == ElementKind.RESOURCE_VARIABLE
                || kind == ElementKind.BINDING_VARIABLE) {
            Element method = element.getEnclosingElement();
            TypeElement type = method == null ? null : enclosingType(method);
            if (method != null && method.getKind() == ElementKind.CONSTRUCTOR && type != null
                    && type.getKind() == ElementKind.RECORD && type.getRecordComponents().stream()
                            .anyMatch(c -> c.getSimpleName().contentEquals(name))) {
                return type.getQualifiedName() + "#" + name; // a record's header declares both
            }
            return type != null && ours.contains(type) ? element : null;
        }
        if (element instanceof TypeElement type) {
            return ours.contains(type) && !KEPT.contains(name) ? type.getQualifiedName().toString() : null;
        }
        Element owner = element.getEnclosingElement();
        if (!(owner instanceof TypeElement type) || !ours.contains(type) || KEPT.contains(name)
                || kind == ElementKind.CONSTRUCTOR) {
            return null;
        }
        boolean api = kind == ElementKind.METHOD && element.getModifiers().contains(Modifier.PUBLIC);
        boolean component = type.getKind() == ElementKind.RECORD && type.getRecordComponents().stream()
                .anyMatch(c -> c.getSimpleName().contentEquals(name));
        return api && !component ? null : type.getQualifiedName() + "#" + name;
    }

    private static TypeElement enclosingType(Element element) {
        Element at = element;
        while (at != null && !(at instanceof TypeElement)) {
            at = at.getEnclosingElement();
        }
        return (TypeElement) at;
    }

    /** Returns where {@code name} first stands as a whole word at or after {@code from}, or -1. */
    static long word(String source, String name, long from) {
        if (from < 0 || name.isEmpty()) {
            return -1;
        }
        Matcher matcher = Pattern.compile("\\b" + Pattern.quote(name) + "\\b").matcher(source);
        return matcher.find((int) from) ? matcher.start() : -1;
    }
}
