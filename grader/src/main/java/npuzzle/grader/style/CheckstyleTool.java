package npuzzle.grader.style;

import com.puppycrawl.tools.checkstyle.Checker;
import com.puppycrawl.tools.checkstyle.ConfigurationLoader;
import com.puppycrawl.tools.checkstyle.PropertiesExpander;
import com.puppycrawl.tools.checkstyle.api.AuditEvent;
import com.puppycrawl.tools.checkstyle.api.AuditListener;
import com.puppycrawl.tools.checkstyle.api.CheckstyleException;
import com.puppycrawl.tools.checkstyle.api.Configuration;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.StyleFinding;
import org.xml.sax.InputSource;

/** Checkstyle on the sources with one configuration, parsed once; a checker per run, since one is not shared. */
final class CheckstyleTool implements StyleTool {
    /** The rule id of a file Checkstyle could not read (it does not parse): its other files are still checked. */
    static final String NOT_PARSED = "NotParsed";
    /** The parser's own words in the stack trace Checkstyle reports for a file it cannot parse: line, then what. */
    private static final Pattern PARSE_ERROR = Pattern.compile("IllegalStateException: (\\d+):\\d+: (.*)");

    private final Configuration configuration;

    CheckstyleTool(RuleFile file) throws CheckstyleException {
        InputSource source = new InputSource(new StringReader(file.text()));
        source.setSystemId(file.name());
        this.configuration = ConfigurationLoader.loadConfiguration(source, new PropertiesExpander(new Properties()),
                ConfigurationLoader.IgnoredModulesOptions.OMIT);
    }

    /** Returns the configuration, for {@code grader explain}. */
    Configuration configuration() {
        return configuration;
    }

    @Override
    public List<StyleFinding> findings(StyleInput input) throws CheckstyleException {
        Checker checker = new Checker();
        try {
            checker.setModuleClassLoader(Checker.class.getClassLoader());
            checker.setLocaleLanguage("en");
            checker.setLocaleCountry("");
            checker.configure(configuration);
            checker.setHaltOnException(false);
            Collector collector = new Collector(input.submission());
            checker.addListener(collector);
            checker.process(input.submission().sources().stream().map(Path::toFile).toList());
            return collector.findings;
        } finally {
            checker.destroy();
        }
    }

    /** Returns a check's rule id: its configured id, else its module's name without "Check". */
    static String rule(AuditEvent event) {
        if (event.getModuleId() != null) {
            return event.getModuleId();
        }
        String name = event.getSourceName();
        String simple = name.substring(name.lastIndexOf('.') + 1);
        return simple.endsWith("Check") ? simple.substring(0, simple.length() - "Check".length()) : simple;
    }

    private static final class Collector implements AuditListener {
        private final Submission submission;
        private final List<StyleFinding> findings = new ArrayList<>();

        Collector(Submission submission) {
            this.submission = submission;
        }

        @Override
        public void addError(AuditEvent event) {
            String message = event.getMessage();
            if (message.contains("\n")) { // an exception's stack trace: the file did not parse
                Matcher where = PARSE_ERROR.matcher(message);
                findings.add(where.find() ? new StyleFinding(file(event), Integer.parseInt(where.group(1)), NOT_PARSED,
                        "Checkstyle could not parse this file: " + where.group(2)) : new StyleFinding(file(event), 0,
                        NOT_PARSED, "Checkstyle could not parse this file"));
                return;
            }
            findings.add(new StyleFinding(file(event), event.getLine(), rule(event), message));
        }

        @Override
        public void addException(AuditEvent event, Throwable cause) {
            findings.add(new StyleFinding(file(event), 0, NOT_PARSED, "Checkstyle could not parse this file: "
                    + String.valueOf(cause.getMessage()).lines().findFirst().orElse("")));
        }

        private String file(AuditEvent event) {
            return submission.relative(Path.of(event.getFileName()));
        }

        @Override
        public void auditStarted(AuditEvent event) {
            // nothing to do: findings come one by one
        }

        @Override
        public void auditFinished(AuditEvent event) {
            // nothing to do: findings come one by one
        }

        @Override
        public void fileStarted(AuditEvent event) {
            // nothing to do: findings come one by one
        }

        @Override
        public void fileFinished(AuditEvent event) {
            // nothing to do: findings come one by one
        }
    }
}
