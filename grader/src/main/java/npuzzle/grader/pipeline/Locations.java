package npuzzle.grader.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.Diagnostic;
import npuzzle.grader.report.Location;
import npuzzle.grader.scan.MethodLines;
import org.objectweb.asm.Type;

/**
 * Where in the student's sources each check points: the lines of the method it judges ({@link JudgedMethods}), read
 * from the compiled class's line table (for a method that only returns a field, the method that computes it: see
 * {@link #source}), or for a compile check the compiler's first error in its file. No location
 * where none is known: a method that is missing, overloaded past telling apart, or in a class file that names
 * another source gets none.
 */
final class Locations {
    /**
     * The checks whose evidence names a method that is itself the mistake (a getter that hands out the tiles, a
     * solution() that changes the Solver), located there rather than where the field it returns is computed.
     */
    private static final Set<String> AT_THE_CALL = Set.of("board.exposed-state", "solver.repeated-calls",
            "solver.reference-board.repeated-calls");
    private static final Map<String, String> COMPILE_CHECKS = Map.of("compile.board", "Board", "compile.solver",
            "Solver");

    /** A student class as compiled: the source file it came from, relative to the submission, and its lines. */
    private record CompiledClass(String file, String simpleName, MethodLines lines) {
    }

    private final JudgedMethods judged;
    private final Map<String, CompiledClass> classes;
    private final Map<String, Location> firstErrors;

    private Locations(JudgedMethods judged, Map<String, CompiledClass> classes, Map<String, Location> firstErrors) {
        this.judged = judged;
        this.classes = Map.copyOf(classes);
        this.firstErrors = Map.copyOf(firstErrors);
    }

    /** Reads the line tables of the student's Board and Solver, while their class files exist. */
    static Locations of(Submission submission, CompileResult compiled) throws IOException {
        Map<String, CompiledClass> classes = new HashMap<>();
        Map<String, Location> firstErrors = new HashMap<>();
        for (Map.Entry<String, String> check : COMPILE_CHECKS.entrySet()) {
            String key = check.getValue();
            Optional<Path> source = key.equals("Board") ? submission.board() : submission.solver();
            Optional<String> binaryName = key.equals("Board") ? compiled.board() : compiled.solver();
            if (source.isEmpty()) {
                continue;
            }
            String file = submission.relative(source.get());
            firstError(compiled.diagnostics(), file).ifPresent(error -> firstErrors.put(check.getKey(), error));
            if (binaryName.isPresent()) {
                read(compiled.classDirs(), binaryName.get()).filter(lines -> source.get().getFileName().toString()
                        .equals(lines.sourceFile())).ifPresent(lines -> classes.put(key,
                                new CompiledClass(file, simpleName(binaryName.get()), lines)));
            }
        }
        return new Locations(JudgedMethods.load(), classes, firstErrors);
    }

    /** Returns where the check points in the student's sources, if that is known. */
    Optional<Location> of(String checkId) {
        return of(checkId, null);
    }

    /**
     * Returns where the check points in the student's sources, if that is known: for a check of shared state, the
     * store into a static field; else the method its evidence names ({@code call}, e.g. {@code Board.neighbors()},
     * or null), which is finer than the method the check judges.
     */
    Optional<Location> of(String checkId, String call) {
        if (firstErrors.containsKey(checkId)) {
            return Optional.of(firstErrors.get(checkId));
        }
        Optional<JudgedMethods.Judged> what = judged.of(checkId);
        Optional<Location> shared = what.flatMap(JudgedMethods.Judged::staticWritesIn).flatMap(this::firstStaticWrite);
        if (shared.isPresent()) {
            return shared;
        }
        if (call != null) {
            try {
                return method(JudgedMethods.Method.parse(call), !AT_THE_CALL.contains(checkId));
            } catch (IllegalArgumentException notAMethod) {
                return Optional.empty(); // the child's word for a method is not one: no location rather than a guess
            }
        }
        return what.flatMap(JudgedMethods.Judged::method).flatMap(method -> method(method, true));
    }

    /**
     * Returns where {@code method} is: with {@code toSource}, for a getter, the method that computes what it returns
     * ({@link #source}); without, the method itself.
     */
    private Optional<Location> method(JudgedMethods.Method method, boolean toSource) {
        CompiledClass owner = classes.get(method.owner());
        if (owner == null) {
            return Optional.empty();
        }
        List<MethodLines.Span> spans = owner.lines().methods().stream()
                .filter(span -> span.name().equals(method.name()))
                .filter(span -> method.parameters().map(parameters -> parameters.equals(parameters(span)))
                        .orElse(true))
                .toList();
        if (spans.size() != 1) {
            return Optional.empty();
        }
        return Optional.of(location(owner, toSource ? source(owner, spans.get(0)) : spans.get(0)));
    }

    /**
     * Returns the line of the first store, in the source, into a static field of the class that another method reads,
     * outside the class's initializer and main(): a value every instance shares, which one sets and another reads (a
     * count of instances kept for no answer is not one).
     */
    private Optional<Location> firstStaticWrite(String ownerName) {
        CompiledClass owner = classes.get(ownerName);
        if (owner == null) {
            return Optional.empty();
        }
        MethodLines.Span first = null;
        int firstLine = Integer.MAX_VALUE;
        for (MethodLines.Span span : owner.lines().methods()) {
            if (span.name().equals("<clinit>") || span.name().equals("main")) {
                continue;
            }
            for (MethodLines.FieldWrite write : span.writes()) {
                if (write.shared() && write.line() > 0 && write.line() < firstLine
                        && readElsewhere(owner, span, write.field())) {
                    first = span;
                    firstLine = write.line();
                }
            }
        }
        if (first == null) {
            return Optional.empty();
        }
        Location method = location(owner, first);
        return Optional.of(new Location(method.file(), firstLine, firstLine, method.method()));
    }

    /**
     * Returns the method whose code gives {@code judged} its answer: for a getter ({@code return manhattan;}), the one
     * method that sets the field, or the one method of the class whose result it stores there; else the method itself.
     */
    private static MethodLines.Span source(CompiledClass owner, MethodLines.Span judged) {
        if (judged.returnsField() == null) {
            return judged;
        }
        List<MethodLines.Span> writers = owner.lines().methods().stream().filter(span -> span.writes().stream()
                .anyMatch(write -> write.field().equals(judged.returnsField()))).toList();
        if (writers.size() != 1) {
            return judged;
        }
        MethodLines.Span writer = writers.get(0);
        List<String> from = writer.writes().stream().filter(write -> write.field().equals(judged.returnsField()))
                .map(MethodLines.FieldWrite::fromMethod).distinct().toList();
        if (from.size() != 1 || from.get(0) == null) {
            return writer;
        }
        return owner.lines().methods().stream().filter(span -> (span.name() + span.descriptor()).equals(from.get(0)))
                .findFirst().orElse(writer);
    }

    private static boolean readElsewhere(CompiledClass owner, MethodLines.Span writer, String field) {
        return owner.lines().methods().stream().anyMatch(span -> span != writer && !span.name().equals("main")
                && span.staticReads().contains(field));
    }

    private static Location location(CompiledClass owner, MethodLines.Span span) {
        String name = span.name().equals("<init>") ? owner.simpleName() : span.name();
        return new Location(owner.file(), span.firstLine(), span.lastLine(),
                name + "(" + String.join(", ", parameters(span)) + ")");
    }

    private static Optional<Location> firstError(List<Diagnostic> diagnostics, String file) {
        return diagnostics.stream().filter(d -> d.severity() == Diagnostic.Severity.ERROR && d.file().equals(file)
                && d.line() >= 1).findFirst().map(d -> new Location(file, (int) d.line(), (int) d.line(), null));
    }

    private static Optional<MethodLines> read(List<Path> classDirs, String binaryName) throws IOException {
        for (Path folder : classDirs) {
            Path classFile = folder.resolve(binaryName.replace('.', '/') + ".class");
            if (Files.isRegularFile(classFile)) {
                return Optional.of(MethodLines.read(Files.readAllBytes(classFile)));
            }
        }
        return Optional.empty();
    }

    private static List<String> parameters(MethodLines.Span span) {
        return List.of(Type.getArgumentTypes(span.descriptor())).stream()
                .map(type -> simpleName(type.getClassName())).toList();
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
