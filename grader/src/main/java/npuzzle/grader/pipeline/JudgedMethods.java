package npuzzle.grader.pipeline;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import npuzzle.grader.GraderJson;
import npuzzle.grader.IdGlob;

/**
 * Which student method each check judges ({@code judged-methods.json}): {@code board.manhattan} judges
 * {@code Board.manhattan()}. A check of state that instances share ({@code board.two-sizes}) judges instead the
 * stores into a class's static fields, outside its initializer. A check the file does not list judges no one method,
 * and gets no location.
 */
final class JudgedMethods {
    static final String SCHEMA = "npuzzle-grader/judged-methods/1";
    private static final String RESOURCE = "/npuzzle/grader/judged-methods.json";

    /**
     * A method of the student's Board or Solver.
     *
     * @param owner {@code Board} or {@code Solver}
     * @param name the method's name, {@code <init>} for a constructor
     * @param parameters the parameters' simple type names, e.g. {@code [int, int]}; empty when any will do
     */
    record Method(String owner, String name, Optional<List<String>> parameters) {
        /** Parses {@code Board.tileAt(int,int)}, {@code Board.size()} or {@code Solver.<init>} (any parameters). */
        static Method parse(String text) {
            int dot = text.indexOf('.');
            int open = text.indexOf('(');
            if (dot < 1 || (open >= 0 && !text.endsWith(")"))) {
                throw new IllegalArgumentException(RESOURCE + ": not a method: " + text);
            }
            String name = text.substring(dot + 1, open < 0 ? text.length() : open);
            Optional<List<String>> parameters = open < 0 ? Optional.empty() : Optional.of(
                    List.of(text.substring(open + 1, text.length() - 1).split(",")).stream().map(String::trim)
                            .filter(parameter -> !parameter.isEmpty()).toList());
            return new Method(text.substring(0, dot), name, parameters);
        }
    }

    private record Entry(String checks, String method, String staticWritesIn) {
    }

    private record JudgedFile(String schema, List<Entry> methods) {
    }

    /** What a check judges: a method, or (with {@code staticWritesIn}, the owner) the stores into static fields. */
    record Judged(Optional<Method> method, Optional<String> staticWritesIn) {
    }

    private record Rule(IdGlob checks, Judged judged) {
    }

    private final List<Rule> rules;

    private JudgedMethods(List<Rule> rules) {
        this.rules = rules;
    }

    /** Returns the table shipped in the grader's jar. */
    static JudgedMethods load() {
        try (InputStream in = JudgedMethods.class.getResourceAsStream(RESOURCE)) {
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JudgedMethods parse(String text) {
        JudgedFile file = GraderJson.GSON.fromJson(text, JudgedFile.class);
        if (file == null || !SCHEMA.equals(file.schema()) || file.methods() == null) {
            throw new IllegalArgumentException(RESOURCE + ": expected {\"schema\":\"" + SCHEMA + "\",\"methods\":[...]}");
        }
        return new JudgedMethods(file.methods().stream().map(JudgedMethods::rule).toList());
    }

    private static Rule rule(Entry entry) {
        if ((entry.method() == null) == (entry.staticWritesIn() == null)) {
            throw new IllegalArgumentException(RESOURCE + ": " + entry.checks() + " needs one of \"method\" and "
                    + "\"staticWritesIn\"");
        }
        return new Rule(new IdGlob(entry.checks()), new Judged(Optional.ofNullable(entry.method()).map(Method::parse),
                Optional.ofNullable(entry.staticWritesIn())));
    }

    /** Returns what the check judges, the first rule's that names it. */
    Optional<Judged> of(String checkId) {
        return rules.stream().filter(rule -> rule.checks().matches(checkId)).map(Rule::judged).findFirst();
    }
}
