package npuzzle.grader.pipeline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.SourceText;
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
    /** A member as an API finding names it: its name, then its parameters for a method or constructor. */
    private static final Pattern MEMBER = Pattern.compile("([\\w$]+)(\\([^)]*\\))?\\s*$");
    /** A Solver's call of a Board method the API does not have, as its check names it: {@code calls Board.blankRow(}. */
    static final Pattern USES = Pattern.compile("calls Board\\.([\\w$]+)\\(");
    /** A line that declares a member: access or other modifiers before a name. */
    private static final Pattern DECLARES = Pattern.compile("^\\s*(public|protected|private|static|final|[\\w<>\\[\\], ]+\\s+[\\w$]+\\s*[(;=,])");
    /** The check that a Board keeps its own copy of the tiles it was given. */
    private static final String KEPT_ARRAY_CHECK = "board.defensive-copy";

    /**
     * A student class as compiled: the source file it came from, relative to the submission, its lines, and the
     * source's text line by line.
     */
    private record CompiledClass(String file, String binaryName, byte[] classFile, MethodLines lines,
            List<String> text) {
        String simpleName() {
            return Locations.simpleName(binaryName);
        }

        String text(int line) {
            return lineText(text, line);
        }
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
            List<String> text = SourceText.read(source.get()).text().lines().toList();
            firstError(compiled.diagnostics(), file).ifPresent(error -> firstErrors.put(check.getKey(),
                    error.withText(lineText(text, error.line()))));
            if (binaryName.isPresent()) {
                Optional<byte[]> classFile = classFile(compiled.classDirs(), binaryName.get());
                Optional<MethodLines> lines = classFile.map(MethodLines::read).filter(read -> source.get()
                        .getFileName().toString().equals(read.sourceFile()));
                if (lines.isPresent()) {
                    classes.put(key, new CompiledClass(file, binaryName.get(), classFile.get(), lines.get(), text));
                }
            }
        }
        return new Locations(JudgedMethods.load(), classes, firstErrors);
    }

    /**
     * A method of the student's Board or Solver: its class's binary name and class file, its name and descriptor, and
     * the text of its source file line by line.
     */
    record Method(String className, byte[] classFile, String name, String descriptor, List<String> text) {
        /** Returns the text of {@code line}, trimmed, or null past the file's end. */
        String line(int line) {
            return lineText(text, line);
        }
    }

    /** Returns whether the check judges {@code method} (judged-methods.json names it for the check). */
    boolean judges(String checkId, Method method) {
        String owner = classes.entrySet().stream().filter(entry -> entry.getValue().binaryName()
                .equals(method.className())).map(Map.Entry::getKey).findFirst().orElse("");
        return judged.of(checkId).flatMap(JudgedMethods.Judged::method).filter(judgedMethod -> judgedMethod.owner()
                .equals(owner) && judgedMethod.name().equals(method.name())).isPresent();
    }

    /** Returns the method whose lines a location spans exactly (a cause located at a whole method), if any. */
    Optional<Method> methodAt(Location location) {
        return classes.values().stream().filter(owner -> owner.file().equals(location.file())).findFirst()
                .flatMap(owner -> owner.lines().methods().stream().filter(span -> span.firstLine() == location.line()
                        && span.lastLine() == location.endLine()).findFirst().map(span -> new Method(
                                owner.binaryName(), owner.classFile(), span.name(), span.descriptor(),
                                owner.text())));
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
        Optional<Location> evidence = switch (checkId) {
            case KEPT_ARRAY_CHECK -> keptArray();
            case "solver.repeated-calls", "solver.reference-board.repeated-calls" -> firstStaticWrite("Solver")
                    .or(() -> stateChanges("Solver", "solution", "moves"));
            case "timing.solver.no-to-string" -> callsOf("Solver", "toString");
            default -> Optional.empty();
        };
        if (evidence.isPresent()) {
            return evidence;
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
        return span(method).map(span -> location(owner, toSource ? source(owner, span) : span));
    }

    /** Returns the field that the method the check judges returns, when that method is a getter. */
    Optional<String> judgedField(String checkId) {
        return judged.of(checkId).flatMap(JudgedMethods.Judged::method).flatMap(this::span)
                .map(MethodLines.Span::returnsField);
    }

    /** Returns the lines of {@code method}, when its class was compiled and one method matches it. */
    private Optional<MethodLines.Span> span(JudgedMethods.Method method) {
        CompiledClass owner = classes.get(method.owner());
        if (owner == null) {
            return Optional.empty();
        }
        List<MethodLines.Span> spans = owner.lines().methods().stream()
                .filter(span -> span.name().equals(method.name()))
                .filter(span -> method.parameters().map(parameters -> parameters.equals(parameters(span)))
                        .orElse(true))
                .toList();
        return spans.size() == 1 ? Optional.of(spans.get(0)) : Optional.empty();
    }

    /**
     * Returns the declaration of the first member an API check's finding names ({@code expected public Board(int[][]),
     * found it not public}, {@code public int[][] getTiles()}, {@code public int count}): the line that declares it, with
     * its text, in the Board's source for a {@code board.api.} check, the Solver's for a {@code solver.api.} one; for a
     * missing method, the declaration of one of its name with other parameters or modifiers ({@code equals(Board)} for
     * a missing {@code equals(Object)}), which is what a fix edits; for a Solver's call of a Board method the API does
     * not have, the Solver's lines that call it. Empty when no such declaration is found.
     */
    Optional<Location> declared(String checkId, String findings) {
        CompiledClass owner = classes.get(checkId.startsWith("board.") ? "Board" : "Solver");
        if (owner == null || findings == null || findings.isBlank()) {
            return Optional.empty();
        }
        String first = findings.split("; ")[0];
        Matcher uses = USES.matcher(first);
        if (uses.find()) {
            return callsOf("Solver", uses.group(1));
        }
        boolean missing = first.startsWith("missing ");
        String member = missing ? first.substring(8) : first; // a missing one: its namesake
        if (first.startsWith("expected ") && first.contains(", found ")) { // found what it is, or "it not public"
            String found = first.substring(first.indexOf(", found ") + 8);
            member = found.startsWith("it ") ? first.substring(9, first.indexOf(", found ")) : found;
        }
        Matcher method = MEMBER.matcher(member);
        if (!method.find()) {
            return Optional.empty();
        }
        boolean field = method.group(2) == null;
        Pattern declaration = Pattern.compile(field ? "\\b" + Pattern.quote(method.group(1)) + "\\s*[;=,]"
                : "\\b" + Pattern.quote(method.group(1)) + "\\s*\\(");
        String name = method.group(1);
        String own = field ? "<init>" : name.equals(owner.simpleName()) ? "<init>" : name;
        for (int line = 1; line <= owner.text().size(); line++) {
            String text = owner.text().get(line - 1);
            int at = line;
            boolean inAnotherBody = owner.lines().methods().stream().anyMatch(span -> span.covers(at)
                    && !span.name().equals(own));
            if (declaration.matcher(text).find() && DECLARES.matcher(text).find() && !inAnotherBody) {
                return Optional.of(new Location(owner.file(), line, line, field || missing ? null
                        : method.group(0).strip(), owner.text(line)));
            }
        }
        return Optional.empty();
    }

    /**
     * Returns where a fix goes for an exception thrown on a line, as its stack trace names it ({@code Board.java}, 19):
     * for a {@code throw} statement under a condition on the line before it, those two lines with the condition's
     * text, since the condition is what a fix edits; for an exception of an expression (an index out of bounds, a
     * null), the method, since its fix is a guard the line does not show. Empty for a file that is not the Board's or
     * the Solver's, or a line without code.
     */
    Optional<Location> thrownAt(String fileName, int line) {
        for (CompiledClass owner : classes.values()) {
            if (!owner.file().equals(fileName) && !owner.file().endsWith("/" + fileName)) {
                continue;
            }
            Optional<MethodLines.Span> span = owner.lines().methods().stream().filter(method -> method.covers(line))
                    .min(Comparator.comparing((MethodLines.Span method) -> method.name().startsWith("lambda$"))
                            .thenComparingInt(method -> method.lastLine() - method.firstLine()));
            if (span.isPresent()) {
                MethodLines.Span method = span.get();
                SortedSet<Integer> before = method.lines().headSet(line);
                boolean guarded = method.throwLines().contains(line) && !method.branchLines().contains(line)
                        && !before.isEmpty() && method.branchLines().contains(before.last());
                return Optional.of(guarded ? exact(owner, method, before.last(), line) : location(owner, method));
            }
        }
        return Optional.empty();
    }

    /**
     * Returns the line of the Board's constructor that stores the array it was given, or its shallow {@code clone()},
     * into a field: the one place a board that shares its caller's array comes from. Empty when no one line does.
     */
    private Optional<Location> keptArray() {
        CompiledClass owner = classes.get("Board");
        if (owner == null) {
            return Optional.empty();
        }
        List<Location> stores = new ArrayList<>();
        for (MethodLines.Span span : owner.lines().methods()) {
            if (span.name().equals("<init>")) {
                span.writes().stream().filter(write -> write.fromParameter() && !write.shared() && write.line() > 0)
                        .forEach(write -> stores.add(exact(owner, span, write.line(), write.line())));
            }
        }
        return stores.size() == 1 ? Optional.of(stores.get(0)) : Optional.empty();
    }

    /**
     * Returns the lines of the class's {@code queries} (answers a caller may ask for again) that change the object's
     * state: what makes a second call answer otherwise ({@code path.addFirst(board)} in solution()).
     */
    private Optional<Location> stateChanges(String ownerName, String... queries) {
        CompiledClass owner = classes.get(ownerName);
        if (owner == null) {
            return Optional.empty();
        }
        for (String query : queries) {
            for (MethodLines.Span span : owner.lines().methods()) {
                if (span.name().equals(query) && !span.stateLines().isEmpty()) {
                    return Optional.of(few(owner, span, span.stateLines()));
                }
            }
        }
        return Optional.empty();
    }

    /** Returns the lines of the class, outside main(), that call a method named {@code method}, in the first method. */
    private Optional<Location> callsOf(String ownerName, String method) {
        CompiledClass owner = classes.get(ownerName);
        if (owner == null) {
            return Optional.empty();
        }
        return owner.lines().methods().stream().filter(span -> !span.name().equals("main")
                && span.calls().containsKey(method)).findFirst().map(span -> few(owner, span, span.calls().get(method)));
    }

    /** Returns the lines from the first of {@code lines} to the last, or the first alone when they are far apart. */
    private static Location few(CompiledClass owner, MethodLines.Span span, SortedSet<Integer> lines) {
        int last = lines.last() - lines.first() < Location.MOST_LINES ? lines.last() : lines.first();
        return exact(owner, span, lines.first(), last);
    }

    private static Location exact(CompiledClass owner, MethodLines.Span span, int first, int last) {
        Location method = location(owner, span);
        return new Location(owner.file(), first, last, method.method(), owner.text(first));
    }

    /**
     * Returns where a value every instance shares is declared: the declarations of the class's shared static fields
     * ({@link #sharedFields}). A fix makes them instance fields, so the location is their declarations, the first to
     * the last when they are at most {@link Location#MOST_LINES} lines apart; the first line that changes one when
     * the declaration cannot be found in the source.
     */
    private Optional<Location> firstStaticWrite(String ownerName) {
        CompiledClass owner = classes.get(ownerName);
        if (owner == null) {
            return Optional.empty();
        }
        int firstLine = Integer.MAX_VALUE;
        MethodLines.Span first = null;
        Set<String> shared = sharedFields(owner);
        for (MethodLines.Span span : owner.lines().methods()) {
            if (!span.name().equals("<clinit>") && !span.name().equals("main")) {
                for (String field : shared) {
                    int line = changeLine(span, field);
                    if (line > 0 && line < firstLine) {
                        first = span;
                        firstLine = line;
                    }
                }
            }
        }
        SortedSet<Integer> declarations = new TreeSet<>();
        shared.forEach(field -> declaration(owner, field).ifPresent(declarations::add));
        if (first == null) {
            return Optional.empty();
        }
        if (declarations.isEmpty()) {
            return Optional.of(exact(owner, first, firstLine, firstLine));
        }
        int from = declarations.first();
        int to = declarations.last() - from < Location.MOST_LINES ? declarations.last() : from;
        return Optional.of(new Location(owner.file(), from, to, null, owner.text(from)));
    }

    /**
     * Returns where a check of one method points when that method reads or changes a value every instance shares
     * (see {@link #firstStaticWrite}): the shared state's declarations, as the check of shared state is located, for
     * a mistake that is that one. Empty when the check judges no one method, or its method touches no shared state.
     */
    Optional<Location> sharedState(String checkId) {
        Optional<JudgedMethods.Method> method = judged.of(checkId).flatMap(JudgedMethods.Judged::method);
        if (method.isEmpty() || !classes.containsKey(method.get().owner())) {
            return Optional.empty();
        }
        CompiledClass owner = classes.get(method.get().owner());
        Set<String> shared = sharedFields(owner);
        boolean touches = owner.lines().methods().stream().filter(span -> span.name().equals(method.get().name()))
                .anyMatch(span -> shared.stream().anyMatch(field -> span.staticReads().contains(field)
                        || changeLine(span, field) > 0));
        return touches ? firstStaticWrite(method.get().owner()) : Optional.empty();
    }

    /**
     * Returns where the field is set that the check's method computes its answer from alone ({@code return hamming ==
     * 0;}: where hamming is computed), located as a getter of it would be; empty for a method that reads other fields
     * or calls anything. A wrong answer there follows from a wrong field when the field's own check fails too.
     */
    Optional<Location> derivedSource(String checkId) {
        Optional<JudgedMethods.Method> method = judged.of(checkId).flatMap(JudgedMethods.Judged::method);
        CompiledClass owner = method.map(m -> classes.get(m.owner())).orElse(null);
        if (owner == null) {
            return Optional.empty();
        }
        List<MethodLines.Span> spans = owner.lines().methods().stream().filter(span -> span.name()
                .equals(method.get().name())).toList();
        if (spans.size() != 1 || spans.get(0).derivedFrom() == null) {
            return Optional.empty();
        }
        return writerOf(owner, spans.get(0).derivedFrom()).map(writer -> location(owner, source(owner, writer)));
    }

    /**
     * Returns the class's static fields that one method, outside the class's initializer and main(), stores into or
     * changes in place, and another reads: a value every instance shares (a count of instances kept for no answer is
     * not one).
     */
    private static Set<String> sharedFields(CompiledClass owner) {
        Set<String> shared = new HashSet<>();
        for (MethodLines.Span span : owner.lines().methods()) {
            if (span.name().equals("<clinit>") || span.name().equals("main")) {
                continue;
            }
            Set<String> changed = new HashSet<>(span.staticChanges());
            span.writes().stream().filter(write -> write.shared() && write.line() > 0)
                    .forEach(write -> changed.add(write.field()));
            changed.stream().filter(field -> readElsewhere(owner, span, field)).forEach(shared::add);
        }
        return shared;
    }

    /** Returns the first line of {@code span} that stores into or changes the static {@code field}, or 0. */
    private static int changeLine(MethodLines.Span span, String field) {
        int store = span.writes().stream().filter(write -> write.shared() && write.field().equals(field)
                && write.line() > 0).mapToInt(MethodLines.FieldWrite::line).min().orElse(0);
        if (store > 0 || !span.staticChanges().contains(field)) {
            return store;
        }
        return span.stateLines().isEmpty() ? 0 : span.stateLines().first();
    }

    /** Returns the line that declares the static field {@code field}, found in the source's text. */
    private static Optional<Integer> declaration(CompiledClass owner, String field) {
        Pattern declared = Pattern.compile("^[^(=]*\\bstatic\\b[^(=]*\\b" + Pattern.quote(field) + "\\s*[;=,]");
        for (int line = 1; line <= owner.text().size(); line++) {
            if (declared.matcher(owner.text().get(line - 1)).find()) {
                return Optional.of(line);
            }
        }
        return Optional.empty();
    }

    /**
     * Returns the method whose code gives {@code judged} its answer: for a getter ({@code return manhattan;}), the one
     * method that sets the field, or the one method of the class whose result it stores there; else the method itself.
     */
    private static MethodLines.Span source(CompiledClass owner, MethodLines.Span judged) {
        return judged.returnsField() == null ? judged : writerOf(owner, judged.returnsField()).orElse(judged);
    }

    /**
     * Returns the method that sets {@code field}: the one method that stores into it, or the one method of the class
     * whose result it stores there.
     */
    private static Optional<MethodLines.Span> writerOf(CompiledClass owner, String field) {
        List<MethodLines.Span> writers = owner.lines().methods().stream().filter(span -> span.writes().stream()
                .anyMatch(write -> write.field().equals(field))).toList();
        if (writers.size() != 1) {
            return Optional.empty();
        }
        MethodLines.Span writer = writers.get(0);
        List<String> from = writer.writes().stream().filter(write -> write.field().equals(field))
                .map(MethodLines.FieldWrite::fromMethod).distinct().toList();
        if (from.size() != 1 || from.get(0) == null) {
            return Optional.of(writer);
        }
        return Optional.of(owner.lines().methods().stream().filter(span -> (span.name() + span.descriptor())
                .equals(from.get(0))).findFirst().orElse(writer));
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

    /** Returns the source text of {@code line} of {@code text}, trimmed, or null past its end. */
    private static String lineText(List<String> text, int line) {
        return line <= text.size() ? text.get(line - 1).strip() : null;
    }

    private static Optional<Location> firstError(List<Diagnostic> diagnostics, String file) {
        return diagnostics.stream().filter(d -> d.severity() == Diagnostic.Severity.ERROR && d.file().equals(file)
                && d.line() >= 1).findFirst().map(d -> new Location(file, (int) d.line(), (int) d.line(), null));
    }

    /** Returns the class file of the class (by binary or internal name) in the first of the folders that has it. */
    static Optional<byte[]> classFile(List<Path> classDirs, String binaryName) throws IOException {
        for (Path folder : classDirs) {
            Path classFile = folder.resolve(binaryName.replace('.', '/') + ".class");
            if (Files.isRegularFile(classFile)) {
                return Optional.of(Files.readAllBytes(classFile));
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
