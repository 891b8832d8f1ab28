package npuzzle.similarity.quality;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/** Source files parsed (and, when asked, attributed) by the JDK's compiler, in memory, with their positions. */
final class JavaTrees {
    final List<CompilationUnitTree> units = new ArrayList<>();
    final Map<CompilationUnitTree, String> names = new LinkedHashMap<>();
    final Trees trees;
    final SourcePositions positions;
    final List<String> errors = new ArrayList<>();

    private JavaTrees(Map<String, String> sources, boolean analyze) {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        List<JavaFileObject> files = new ArrayList<>();
        sources.forEach((name, text) -> files.add(new Source(name, text)));
        JavacTask task = (JavacTask) compiler.getTask(null, compiler.getStandardFileManager(null, null, null),
                diagnostics, List.of("-proc:none", "-d", System.getProperty("java.io.tmpdir")), null, files);
        try {
            for (CompilationUnitTree unit : task.parse()) {
                units.add(unit);
                names.put(unit, unit.getSourceFile().toUri().getPath().substring(1));
            }
            if (analyze) {
                task.analyze();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == javax.tools.Diagnostic.Kind.ERROR)
                .forEach(d -> errors.add(d.getSource() + ":" + d.getLineNumber() + ": " + d.getMessage(null)));
        trees = Trees.instance(task);
        positions = trees.getSourcePositions();
    }

    /** Parses the sources (file name to text). */
    static JavaTrees parse(Map<String, String> sources) {
        return new JavaTrees(sources, false);
    }

    /** Parses and attributes the sources together, so that each name's declaration is known. */
    static JavaTrees analyze(Map<String, String> sources) {
        return new JavaTrees(sources, true);
    }

    /** Returns the compiler's errors for the sources compiled together (none: they compile). */
    static List<String> compileErrors(Map<String, String> sources) {
        return new JavaTrees(sources, true).errors;
    }

    long start(CompilationUnitTree unit, com.sun.source.tree.Tree tree) {
        return positions.getStartPosition(unit, tree);
    }

    long end(CompilationUnitTree unit, com.sun.source.tree.Tree tree) {
        return positions.getEndPosition(unit, tree);
    }

    private static final class Source extends SimpleJavaFileObject {
        private final String name;
        private final String text;

        Source(String name, String text) {
            super(URI.create("string:///" + name), Kind.SOURCE);
            this.name = name;
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }
}
