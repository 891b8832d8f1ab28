package npuzzle.similarity.quality;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ContinueTree;
import com.sun.source.tree.ExpressionStatementTree;
import com.sun.source.tree.ForLoopTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreeScanner;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/** The changes a copier makes to one file, each keeping what the code does. */
final class Rewrites {
    private Rewrites() {
    }

    /** Drops every comment, indents by three spaces instead of four, drops blank lines, adds comments of its own. */
    static String recomment(String source) {
        String bare = stripComments(source);
        StringBuilder out = new StringBuilder();
        int n = 0;
        for (String line : bare.split("\n", -1)) {
            if (line.isBlank()) {
                continue;
            }
            int indent = 0;
            while (indent < line.length() && line.charAt(indent) == ' ') {
                indent++;
            }
            String body = line.substring(indent);
            String pad = " ".repeat(indent / 4 * 3 + indent % 4);
            if (body.startsWith("public ") || body.startsWith("private ")) {
                out.append(pad).append("/* part ").append(++n).append(" */\n");
            }
            out.append(pad).append(body.stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /** Returns the text without comments; strings, characters and text blocks are kept as they are. */
    static String stripComments(String source) {
        StringBuilder out = new StringBuilder();
        int k = 0;
        while (k < source.length()) {
            char c = source.charAt(k);
            if (source.startsWith("\"\"\"", k)) {
                int end = source.indexOf("\"\"\"", k + 3);
                end = end < 0 ? source.length() : end + 3;
                out.append(source, k, end);
                k = end;
            } else if (c == '"' || c == '\'') {
                int end = k + 1;
                while (end < source.length() && source.charAt(end) != c) {
                    end += source.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(source.length(), end + 1);
                out.append(source, k, end);
                k = end;
            } else if (source.startsWith("//", k)) {
                int end = source.indexOf('\n', k);
                k = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", k)) {
                int end = source.indexOf("*/", k + 2);
                k = end < 0 ? source.length() : end + 2;
                out.append(' ');
            } else {
                out.append(c);
                k++;
            }
        }
        return out.toString();
    }

    /** Reverses the order of the methods (and constructors) of every class; fields and nested classes stay. */
    static String reorder(String name, String source) {
        JavaTrees parsed = JavaTrees.parse(Map.of(name, source));
        CompilationUnitTree unit = parsed.units.get(0);
        Edits edits = new Edits();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitClass(ClassTree tree, Void unused) {
                List<Tree> methods = tree.getMembers().stream().<Tree>map(m -> m).filter(m -> m instanceof MethodTree
                        && parsed.start(unit, m) >= 0 && parsed.end(unit, m) > parsed.start(unit, m)).toList();
                for (int k = 0; k < methods.size(); k++) {
                    Tree slot = methods.get(k);
                    Tree moved = methods.get(methods.size() - 1 - k);
                    edits.replace(parsed.start(unit, slot), parsed.end(unit, slot), source.substring(
                            (int) parsed.start(unit, moved), (int) parsed.end(unit, moved)));
                }
                // nested classes: their own methods move within them, which the outer edits would overlap
                return null;
            }
        }.scan(unit, null);
        return edits.apply(source);
    }

    /** Inserts a statement that does nothing before every second statement of every block. */
    static String addNoOps(String name, String source) {
        JavaTrees parsed = JavaTrees.parse(Map.of(name, source));
        CompilationUnitTree unit = parsed.units.get(0);
        Edits edits = new Edits();
        AtomicInteger count = new AtomicInteger();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitBlock(BlockTree tree, Void unused) {
                List<? extends StatementTree> statements = tree.getStatements();
                for (int k = 0; k < statements.size(); k += 2) {
                    StatementTree statement = statements.get(k);
                    if (isConstructorCall(statement) || parsed.start(unit, statement) < 0) {
                        continue;
                    }
                    int n = count.incrementAndGet();
                    String noOp = switch (n % 4) {
                        case 0 -> "int unused" + n + " = " + n + ";";
                        case 1 -> "if (false) { }";
                        case 2 -> "assert " + n + " > 0;";
                        default -> "{ long spare" + n + " = " + n + "L; spare" + n + "++; }";
                    };
                    edits.insert(parsed.start(unit, statement), noOp + " ");
                }
                return super.visitBlock(tree, unused);
            }
        }.scan(unit, null);
        return edits.apply(source);
    }

    private static boolean isConstructorCall(StatementTree statement) {
        return statement instanceof ExpressionStatementTree expression
                && expression.getExpression() instanceof MethodInvocationTree call
                && (call.getMethodSelect().toString().equals("this") || call.getMethodSelect().toString()
                        .equals("super"));
    }

    /**
     * Makes every {@code for (init; cond; update)} loop a {@code while} loop ({@code { init; while (cond) { body
     * update; } }}), the innermost first; a loop whose body says {@code continue} (which would skip the update) or
     * declares more than one variable stays.
     */
    static String forToWhile(String name, String source) {
        String text = source;
        for (int pass = 0; pass < 20; pass++) {
            String next = forToWhileOnce(name, text);
            if (next.equals(text)) {
                return text;
            }
            text = next;
        }
        return text;
    }

    private static String forToWhileOnce(String name, String source) {
        JavaTrees parsed = JavaTrees.parse(Map.of(name, source));
        CompilationUnitTree unit = parsed.units.get(0);
        Edits edits = new Edits();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitForLoop(ForLoopTree loop, Void unused) {
                if (!containsFor(loop.getStatement()) && convertible(loop)) {
                    String init = loop.getInitializer().stream().map(s -> text(s) + (text(s).endsWith(";") ? ""
                            : ";")).reduce("", (x, y) -> x + " " + y).strip();
                    String condition = loop.getCondition() == null ? "true" : text(loop.getCondition());
                    String update = loop.getUpdate().stream().map(u -> text(u).replaceAll(";$", "") + ";")
                            .reduce("", (x, y) -> x + " " + y).strip();
                    String body = text(loop.getStatement());
                    if (loop.getStatement() instanceof BlockTree) {
                        body = body.substring(1, body.length() - 1).strip();
                    }
                    edits.replace(parsed.start(unit, loop), parsed.end(unit, loop), "{ " + init + "\nwhile ("
                            + condition + ") {\n" + body + "\n" + update + "\n} }");
                }
                return super.visitForLoop(loop, unused);
            }

            private String text(Tree tree) {
                return source.substring((int) parsed.start(unit, tree), (int) parsed.end(unit, tree));
            }
        }.scan(unit, null);
        return edits.apply(source);
    }

    private static boolean convertible(ForLoopTree loop) {
        AtomicBoolean continues = new AtomicBoolean();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitContinue(ContinueTree tree, Void unused) {
                continues.set(true);
                return null;
            }
        }.scan(loop.getStatement(), null);
        return !continues.get() && loop.getInitializer().size() <= 1;
    }

    private static boolean containsFor(Tree tree) {
        AtomicBoolean found = new AtomicBoolean();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitForLoop(ForLoopTree loop, Void unused) {
                found.set(true);
                return null;
            }
        }.scan(tree, null);
        return found.get();
    }

    /** Returns {@code host} with its methods {@code names} (without parameters) replaced by those of {@code donor}. */
    static String transplant(String hostName, String host, String donor, List<String> names) {
        JavaTrees hostTrees = JavaTrees.parse(Map.of(hostName, host));
        JavaTrees donorTrees = JavaTrees.parse(Map.of(hostName, donor));
        Edits edits = new Edits();
        for (String method : names) {
            List<long[]> at = methods(hostTrees, method);
            List<long[]> from = methods(donorTrees, method);
            if (at.isEmpty() || from.isEmpty()) {
                throw new IllegalArgumentException("no method " + method + "() to transplant");
            }
            edits.replace(at.get(0)[0], at.get(0)[1], donor.substring((int) from.get(0)[0], (int) from.get(0)[1]));
        }
        return edits.apply(host);
    }

    private static List<long[]> methods(JavaTrees parsed, String name) {
        CompilationUnitTree unit = parsed.units.get(0);
        List<long[]> found = new ArrayList<>();
        new TreeScanner<Void, Void>() {
            @Override
            public Void visitMethod(MethodTree tree, Void unused) {
                if (tree.getName().contentEquals(name) && tree.getParameters().isEmpty()) {
                    found.add(new long[] {parsed.start(unit, tree), parsed.end(unit, tree)});
                }
                return null;
            }
        }.scan(unit, null);
        return found;
    }
}
