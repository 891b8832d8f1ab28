package npuzzle.grader.style;

import com.puppycrawl.tools.checkstyle.api.CheckstyleException;
import com.puppycrawl.tools.checkstyle.api.Configuration;
import com.puppycrawl.tools.checkstyle.meta.ModuleDetails;
import com.puppycrawl.tools.checkstyle.meta.XmlMetaReader;
import edu.umd.cs.findbugs.BugPattern;
import edu.umd.cs.findbugs.DetectorFactoryCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import net.sourceforge.pmd.lang.rule.Rule;
import npuzzle.grader.checks.Assignment;

/**
 * The rules of the grader's style checks for one version of the assignment, with what the tools say about them, for
 * {@code grader explain}. SpotBugs' patterns are looked up by id only: it has hundreds.
 */
public final class StyleRuleCatalog {
    private final Assignment version;

    public StyleRuleCatalog(Assignment version) {
        this.version = version;
    }

    /** Returns the rules of a check in its rule file, in the file's order; none for SpotBugs (see the class). */
    public List<StyleRule> rules(StyleCheck check) throws CheckstyleException {
        RuleFile file = StyleRules.graders(version, check);
        return switch (check) {
            case SPOTBUGS -> List.of();
            case PMD, DESIGN -> new PmdTool(file).rules().getRules().stream().map(rule -> pmdRule(check, rule)).toList();
            case CHECKSTYLE -> checkstyleRules(new CheckstyleTool(file).configuration());
        };
    }

    /** Returns the rule with this name (any case), or empty: the design rules first, then PMD, Checkstyle, SpotBugs. */
    public Optional<StyleRule> find(String name) throws CheckstyleException {
        for (StyleCheck check : List.of(StyleCheck.DESIGN, StyleCheck.PMD, StyleCheck.CHECKSTYLE)) {
            Optional<StyleRule> rule = rules(check).stream().filter(r -> r.name().equalsIgnoreCase(name)).findFirst();
            if (rule.isPresent()) {
                return rule;
            }
        }
        BugPattern pattern = DetectorFactoryCollection.instance().lookupBugPattern(name.toUpperCase(Locale.ROOT));
        return pattern == null ? Optional.empty() : Optional.of(new StyleRule(StyleCheck.SPOTBUGS, pattern.getType(),
                StyleRule.plain(pattern.getShortDescription()), StyleRule.plain(pattern.getDetailText())));
    }

    private static StyleRule pmdRule(StyleCheck check, Rule rule) {
        String description = StyleRule.plain(rule.getDescription());
        // a design rule's message is the course's why and fix; a PMD rule's description is PMD's
        String detail = check == StyleCheck.DESIGN ? rule.getMessage().replace("''", "'") : description;
        return new StyleRule(check, rule.getName(), check == StyleCheck.DESIGN ? description
                : description.split("(?<=\\.) ", 2)[0], detail);
    }

    private static List<StyleRule> checkstyleRules(Configuration checker) {
        Map<String, ModuleDetails> documented = XmlMetaReader.readAllModulesIncludingThirdPartyIfAny().stream()
                .collect(Collectors.toMap(ModuleDetails::getName, Function.identity(), (a, b) -> a));
        List<StyleRule> rules = new ArrayList<>();
        for (Configuration walker : checker.getChildren()) {
            for (Configuration module : walker.getChildren()) {
                String description = Optional.ofNullable(documented.get(module.getName()))
                        .map(details -> StyleRule.plain(details.getDescription())).orElse("");
                rules.add(new StyleRule(StyleCheck.CHECKSTYLE, module.getName(), description.split("(?<=\\.) ", 2)[0],
                        description));
            }
        }
        return rules;
    }
}
