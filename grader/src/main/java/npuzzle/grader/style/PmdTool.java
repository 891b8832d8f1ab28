package npuzzle.grader.style;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.sourceforge.pmd.PMDConfiguration;
import net.sourceforge.pmd.PmdAnalysis;
import net.sourceforge.pmd.lang.rule.RuleSet;
import net.sourceforge.pmd.lang.rule.RuleSetLoader;
import net.sourceforge.pmd.reporting.Report;
import net.sourceforge.pmd.reporting.RuleViolation;
import net.sourceforge.pmd.util.log.PmdReporter;
import npuzzle.grader.report.StyleFinding;

/**
 * PMD 7 on the sources with one rule set, parsed once; the compiled classes and course jars resolve types. Several
 * rule sets (the course's and the design rules) can share one analysis: {@link #together}.
 */
final class PmdTool implements StyleTool {
    private static final Pattern PARSE_LINE = Pattern.compile("at line (\\d+)");
    /** The rule id of a file PMD could not read (it does not parse): its other files are still analysed. */
    static final String NOT_PARSED = "NotParsed";

    private final RuleSet rules;

    PmdTool(RuleFile file) {
        this.rules = RuleSetLoader.fromPmdConfig(configuration()).warnDeprecated(false)
                .loadFromString(file.name(), file.text());
    }

    /** Returns the rules of the set, for {@code grader explain}. */
    RuleSet rules() {
        return rules;
    }

    @Override
    public List<StyleFinding> findings(StyleInput input) {
        return analyse(input, List.of(this)).get(this);
    }

    /**
     * Returns the findings of each tool, from one analysis when no rule name is in two of their rule sets (a
     * violation finds its tool by its rule's name), which parses and resolves the sources once; else from one
     * analysis each.
     */
    static Map<PmdTool, List<StyleFinding>> together(StyleInput input, List<PmdTool> tools) {
        if (tools.isEmpty()) {
            return Map.of();
        }
        Set<String> ruleNames = new HashSet<>();
        boolean apart = tools.stream().allMatch(tool -> tool.rules.getRules().stream()
                .allMatch(rule -> ruleNames.add(rule.getName())));
        if (apart) {
            return analyse(input, tools);
        }
        Map<PmdTool, List<StyleFinding>> findings = new LinkedHashMap<>();
        tools.forEach(tool -> findings.put(tool, tool.findings(input)));
        return findings;
    }

    private static Map<PmdTool, List<StyleFinding>> analyse(StyleInput input, List<PmdTool> tools) {
        PMDConfiguration configuration = configuration();
        configuration.setAuxClasspath(Stream.concat(input.classDirs().stream(), input.courseJars().stream())
                .map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        Map<PmdTool, List<StyleFinding>> findings = new LinkedHashMap<>();
        Map<String, PmdTool> owners = new HashMap<>();
        tools.forEach(tool -> {
            findings.put(tool, new ArrayList<>());
            tool.rules.getRules().forEach(rule -> owners.put(rule.getName(), tool));
        });
        try (PmdAnalysis pmd = PmdAnalysis.create(configuration)) {
            tools.forEach(tool -> pmd.addRuleSet(tool.rules));
            input.submission().sources().forEach(pmd.files()::addFile);
            Report report = pmd.performAnalysisAndCollectReport();
            for (Report.ProcessingError error : report.getProcessingErrors()) {
                // the parser's words without the file's absolute path (a scratch folder), and the line they name
                String message = error.getMsg().lines().findFirst().orElse("").replaceFirst(" in file '[^']*'", "");
                Matcher line = PARSE_LINE.matcher(message);
                StyleFinding notParsed = new StyleFinding(relative(input, error.getFileId().getAbsolutePath()),
                        line.find() ? Integer.parseInt(line.group(1)) : 0, NOT_PARSED,
                        "PMD could not parse this file: " + message);
                findings.values().forEach(list -> list.add(notParsed));
            }
            for (RuleViolation violation : report.getViolations()) {
                StyleFinding finding = new StyleFinding(relative(input, violation.getFileId().getAbsolutePath()),
                        violation.getBeginLine(), violation.getRule().getName(), violation.getDescription());
                PmdTool owner = owners.get(violation.getRule().getName());
                if (owner == null) {
                    throw new IllegalStateException("PMD reported a rule no rule set named: " + finding.rule());
                }
                findings.get(owner).add(finding);
            }
        }
        return findings;
    }

    private static String relative(StyleInput input, String file) {
        return input.submission().relative(Path.of(file));
    }

    /** Returns a configuration that analyses in the calling thread, keeps no cache and reports nothing itself. */
    private static PMDConfiguration configuration() {
        PMDConfiguration configuration = new PMDConfiguration();
        configuration.setReporter(PmdReporter.quiet());
        configuration.setThreads(0);
        configuration.setIgnoreIncrementalAnalysis(true);
        return configuration;
    }
}
