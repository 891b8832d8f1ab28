package npuzzle.grader.style;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

/** PMD 7 on the sources with one rule set, parsed once; the compiled classes and course jars resolve types. */
final class PmdTool implements StyleTool {
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
        PMDConfiguration configuration = configuration();
        configuration.setAuxClasspath(Stream.concat(input.classDirs().stream(), input.courseJars().stream())
                .map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        List<StyleFinding> findings = new ArrayList<>();
        try (PmdAnalysis pmd = PmdAnalysis.create(configuration)) {
            pmd.addRuleSet(rules);
            input.submission().sources().forEach(pmd.files()::addFile);
            Report report = pmd.performAnalysisAndCollectReport();
            for (Report.ProcessingError error : report.getProcessingErrors()) {
                findings.add(new StyleFinding(relative(input, error.getFileId().getAbsolutePath()), 0, NOT_PARSED,
                        "PMD could not parse this file: " + error.getMsg().lines().findFirst().orElse("")));
            }
            for (RuleViolation violation : report.getViolations()) {
                findings.add(new StyleFinding(relative(input, violation.getFileId().getAbsolutePath()),
                        violation.getBeginLine(), violation.getRule().getName(), violation.getDescription()));
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
