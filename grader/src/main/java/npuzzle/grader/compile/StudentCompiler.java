package npuzzle.grader.compile;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import npuzzle.grader.report.Diagnostic;

/**
 * Compiles a submission with the running JDK's compiler: Board.java alone first, then Solver.java against it, so
 * that a Solver that does not compile leaves a gradable Board. Classes go to a scratch folder.
 */
public final class StudentCompiler implements SubmissionCompiler {
    private final List<Path> courseJars;
    private final int release;
    private final MissingImportHint importHint;

    /** Creates a compiler for this JVM's release whose class path is the given course jars. */
    public StudentCompiler(List<Path> courseJars) {
        this(courseJars, JavaRelease.running());
    }

    /** Creates a compiler for the given release (see {@link JavaRelease}) and course jars. */
    public StudentCompiler(List<Path> courseJars, int release) {
        this.courseJars = List.copyOf(courseJars);
        this.release = release;
        this.importHint = new MissingImportHint(courseJars);
    }

    /**
     * {@inheritDoc}
     *
     * @throws IllegalStateException if the grader runs on a JRE without a compiler
     */
    @Override
    public CompileResult compile(Submission submission, Path scratch) throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java runtime has no compiler (javax.tools); run the grader with a "
                    + "JDK");
        }
        StagedSources sources = StagedSources.stage(submission, scratch.resolve("src").toAbsolutePath().normalize());
        List<Diagnostic> diagnostics = new ArrayList<>();
        sources.notes().forEach((file, note) -> diagnostics.add(new Diagnostic(submission.relative(file), 0, 0,
                Diagnostic.Severity.NOTE, note)));
        Map<String, String> unavailable = new LinkedHashMap<>();
        List<Path> classDirs = new ArrayList<>();
        Optional<String> board = Optional.empty();
        Optional<String> solver = Optional.empty();
        if (submission.board().isEmpty()) {
            unavailable.put("Board", "Board.java was not found");
        } else {
            Path out = Files.createDirectories(scratch.resolve("board"));
            if (run(javac, submission, sources, submission.board().get(), List.of(), out, diagnostics)) {
                board = binaryName(out, "Board");
                classDirs.add(out);
            } else {
                unavailable.put("Board", "Board.java did not compile");
            }
        }
        if (submission.solver().isEmpty()) {
            unavailable.put("Solver", "Solver.java was not found");
        } else if (board.isEmpty()) {
            unavailable.put("Solver", "Solver.java was not compiled: " + unavailable.get("Board"));
        } else {
            Path out = Files.createDirectories(scratch.resolve("solver"));
            if (run(javac, submission, sources, submission.solver().get(), classDirs, out, diagnostics)) {
                solver = binaryName(out, "Solver");
                classDirs.add(out);
            } else {
                unavailable.put("Solver", "Solver.java did not compile");
            }
        }
        return new CompileResult(board, solver, classDirs, diagnostics, unavailable);
    }

    private boolean run(JavaCompiler javac, Submission submission, StagedSources sources, Path source,
            List<Path> extraClassPath, Path out, List<Diagnostic> diagnostics) throws IOException {
        DiagnosticCollector<JavaFileObject> collector = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(collector, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            List<Path> classPath = new ArrayList<>(extraClassPath);
            classPath.addAll(courseJars);
            List<String> options = new ArrayList<>(List.of("-proc:none", "-g", "-Xlint:none", "-encoding", "UTF-8",
                    "--release", Integer.toString(release), "-implicit:class", "-d", out.toString(),
                    "-sourcepath", sources.root().toString()));
            if (!classPath.isEmpty()) {
                options.addAll(List.of("-classpath", joined(classPath)));
            }
            Iterable<? extends JavaFileObject> units = files.getJavaFileObjects(sources.copyOf(source));
            StringWriter stray = new StringWriter();
            boolean ok = javac.getTask(stray, files, collector, options, null, units).call();
            for (javax.tools.Diagnostic<? extends JavaFileObject> d : collector.getDiagnostics()) {
                toDiagnostic(submission, sources, d).ifPresent(diagnostics::add);
            }
            return ok;
        }
    }

    private Optional<Diagnostic> toDiagnostic(Submission submission, StagedSources sources,
            javax.tools.Diagnostic<? extends JavaFileObject> d) {
        Diagnostic.Severity severity = switch (d.getKind()) {
            case ERROR -> Diagnostic.Severity.ERROR;
            case WARNING, MANDATORY_WARNING -> Diagnostic.Severity.WARNING;
            default -> null;
        };
        if (severity == null) {
            return Optional.empty();
        }
        String file = d.getSource() == null ? "<compiler>"
                : submission.relative(sources.originalOf(Path.of(d.getSource().toUri())));
        long line = Math.max(0, d.getLineNumber());
        long column = Math.max(0, d.getColumnNumber());
        String message = d.getMessage(Locale.ROOT);
        String hint = importHint.forMessage(message).map(text -> "\n  " + text).orElse("");
        return Optional.of(new Diagnostic(file, line, column, severity, message + hint));
    }

    private static Optional<String> binaryName(Path out, String simpleName) throws IOException {
        try (Stream<Path> walk = Files.walk(out)) {
            return walk.filter(file -> file.getFileName().toString().equals(simpleName + ".class"))
                    .map(file -> out.relativize(file).toString().replace('\\', '/').replace('/', '.'))
                    .map(name -> name.substring(0, name.length() - ".class".length()))
                    .sorted()
                    .findFirst();
        }
    }

    private static String joined(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator));
    }
}
