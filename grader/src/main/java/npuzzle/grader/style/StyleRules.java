package npuzzle.grader.style;

import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import npuzzle.grader.checks.Assignment;

/**
 * The rule file of each style check: the instructor's where the grading config names one, else the grader's for
 * the version of the assignment ({@code npuzzle/grader/style/VERSION/FILE}), else for Princeton's versions the one
 * they share ({@code npuzzle/grader/style/princeton/FILE}), else the grader's shared one
 * ({@code npuzzle/grader/style/FILE}).
 */
public record StyleRules(Map<StyleCheck, RuleFile> files) {
    /** Where the grader's rule files live in its jar. */
    static final String FOLDER = "npuzzle/grader/style/";

    public StyleRules {
        files = Map.copyOf(files);
        for (StyleCheck check : StyleCheck.values()) {
            Objects.requireNonNull(files.get(check), check.id());
        }
    }

    /**
     * Returns the rules for a version of the assignment, with the instructor's files laid over the grader's.
     *
     * @throws IOException if an instructor's file cannot be read
     */
    public static StyleRules of(Assignment version, Map<StyleCheck, Path> instructors) throws IOException {
        Map<StyleCheck, RuleFile> files = new EnumMap<>(StyleCheck.class);
        for (StyleCheck check : StyleCheck.values()) {
            Path own = instructors.get(check);
            files.put(check, own != null ? RuleFile.file(own) : graders(version, check));
        }
        return new StyleRules(files);
    }

    /** Returns the grader's rule file of a check for a version of the assignment. */
    static RuleFile graders(Assignment version, StyleCheck check) {
        return RuleFile.resource(FOLDER + version.wireName() + "/" + check.ruleFile())
                .or(() -> version.princeton() ? RuleFile.resource(FOLDER + "princeton/" + check.ruleFile())
                        : Optional.empty())
                .or(() -> RuleFile.resource(FOLDER + check.ruleFile()))
                .orElseThrow(() -> new IllegalStateException("the grader's jar has no " + FOLDER + check.ruleFile()));
    }

    /** Returns the rule file of a check. */
    public RuleFile of(StyleCheck check) {
        return files.get(check);
    }
}
