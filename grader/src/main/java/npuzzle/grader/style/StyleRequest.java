package npuzzle.grader.style;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import npuzzle.grader.compile.Submission;

/**
 * What the grader asks the style JVM, as one line of JSON: set up the tools of some checks (no input), or run them on
 * a submission. Checks and rule files are keyed by check id.
 *
 * @param id the request's number, which its answer carries
 * @param checks the ids of the checks
 * @param rules the rule file of every style check
 * @param settings the setting of each check
 * @param input what the tools read, or null to only set them up
 */
record StyleRequest(long id, List<String> checks, Map<String, RuleFile> rules, Map<String, StylePass.Setting> settings,
        Input input) {
    /** {@link StyleInput} as file names. */
    record Input(String submission, String root, List<String> sources, List<String> classDirs,
            List<String> courseJars) {
        static Input of(StyleInput input) {
            Submission submission = input.submission();
            return new Input(submission.id(), submission.root().toString(), names(submission.sources()),
                    names(input.classDirs()), names(input.courseJars()));
        }

        StyleInput toStyleInput() {
            Submission submission = new Submission(this.submission, Path.of(root), Optional.empty(), Optional.empty(),
                    paths(sources));
            return new StyleInput(submission, paths(classDirs), paths(courseJars));
        }

        private static List<String> names(List<Path> paths) {
            return paths.stream().map(Path::toString).toList();
        }

        private static List<Path> paths(List<String> names) {
            return names.stream().map(Path::of).toList();
        }
    }

    static StyleRequest of(long id, List<StyleCheck> checks, StyleRules rules,
            Function<StyleCheck, StylePass.Setting> settings, Optional<StyleInput> input) {
        return new StyleRequest(id, checks.stream().map(StyleCheck::id).toList(),
                Arrays.stream(StyleCheck.values()).collect(Collectors.toMap(StyleCheck::id, rules::of)),
                checks.stream().collect(Collectors.toMap(StyleCheck::id, settings)), input.map(Input::of).orElse(null));
    }

    List<StyleCheck> styleChecks() {
        return checks.stream().map(StyleCheck::withId).toList();
    }

    StyleRules styleRules() {
        Map<StyleCheck, RuleFile> files = new EnumMap<>(StyleCheck.class);
        rules.forEach((id, file) -> files.put(StyleCheck.withId(id), file));
        return new StyleRules(files);
    }
}
