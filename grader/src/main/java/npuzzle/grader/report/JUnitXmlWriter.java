package npuzzle.grader.report;

import java.io.StringWriter;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import npuzzle.grader.checks.Category;

/**
 * Formats a report as JUnit XML, the format CI servers import: one test suite per category, one test case per
 * check; a failed check is a failure, a timeout or an error an error, a skipped check skipped. Advice (a style
 * check worth no points that found something) passes, with its findings as the test case's {@code system-out}.
 */
public final class JUnitXmlWriter {
    private JUnitXmlWriter() {
    }

    /** Returns the report as an XML document. */
    public static String format(Report report) {
        StringWriter text = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeCharacters("\n");
            xml.writeStartElement("testsuites");
            xml.writeAttribute("name", "npuzzle-grader: " + clean(report.submission().id()));
            counts(xml, report.checks(), report.durationMs());
            for (CategoryScore category : report.categories()) {
                suite(xml, report, category);
            }
            xml.writeCharacters("\n");
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write JUnit XML: " + e.getMessage(), e);
        }
        return text + "\n";
    }

    private static void suite(XMLStreamWriter xml, Report report, CategoryScore category) throws XMLStreamException {
        List<CheckResult> checks = report.checks().stream().filter(check -> check.category() == category.name())
                .toList();
        xml.writeCharacters("\n  ");
        xml.writeStartElement("testsuite");
        xml.writeAttribute("name", category.name().wireName());
        counts(xml, checks, checks.stream().mapToLong(CheckResult::durationMs).sum());
        xml.writeAttribute("timestamp", report.startedAt().toString());
        xml.writeCharacters("\n    ");
        xml.writeStartElement("properties");
        property(xml, "score", Scores.format(category.score()));
        property(xml, "maxScore", Scores.format(category.maxScore()));
        xml.writeEndElement();
        for (CheckResult check : checks) {
            testCase(xml, check, category.name());
        }
        xml.writeCharacters("\n  ");
        xml.writeEndElement();
    }

    private static void testCase(XMLStreamWriter xml, CheckResult check, Category category)
            throws XMLStreamException {
        xml.writeCharacters("\n    ");
        xml.writeStartElement("testcase");
        xml.writeAttribute("name", check.id());
        xml.writeAttribute("classname", "npuzzle." + category.wireName());
        xml.writeAttribute("time", seconds(check.durationMs()));
        if (check.advice()) { // not a failure: the findings are the test's output
            xml.writeCharacters("\n      ");
            xml.writeStartElement("system-out");
            xml.writeCharacters(clean(Advice.text(check)));
            xml.writeEndElement();
            xml.writeCharacters("\n    ");
        } else if (!check.passed()) {
            String element = switch (check.status()) {
                case FAILED -> "failure";
                case SKIPPED -> "skipped";
                default -> "error";
            };
            xml.writeCharacters("\n      ");
            xml.writeStartElement(element);
            String message = check.message() == null ? check.name() : check.message();
            xml.writeAttribute("message", clean(message));
            if (!element.equals("skipped")) {
                xml.writeAttribute("type", check.status().name().toLowerCase(Locale.ROOT));
                xml.writeCharacters(clean(check.name() + " (" + Scores.format(check.score()) + " / "
                        + Scores.format(check.maxScore()) + ")\n" + FailureText.of(check)));
            }
            xml.writeEndElement();
            xml.writeCharacters("\n    ");
        }
        xml.writeEndElement();
    }

    private static void counts(XMLStreamWriter xml, List<CheckResult> checks, long durationMs)
            throws XMLStreamException {
        xml.writeAttribute("tests", String.valueOf(checks.size()));
        List<CheckResult> graded = checks.stream().filter(check -> !check.advice()).toList();
        xml.writeAttribute("failures", String.valueOf(count(graded, Status.FAILED)));
        xml.writeAttribute("errors", String.valueOf(count(graded, Status.ERROR) + count(graded, Status.TIMEOUT)));
        xml.writeAttribute("skipped", String.valueOf(count(checks, Status.SKIPPED)));
        xml.writeAttribute("time", seconds(durationMs));
    }

    private static void property(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        xml.writeCharacters("\n      ");
        xml.writeEmptyElement("property");
        xml.writeAttribute("name", name);
        xml.writeAttribute("value", value);
        xml.writeCharacters("\n    ");
    }

    private static long count(List<CheckResult> checks, Status status) {
        return checks.stream().filter(check -> check.status() == status).count();
    }

    /**
     * Returns the text with the characters XML 1.0 cannot hold (control characters, lone surrogates) replaced by
     * U+FFFD: student code can print anything.
     */
    static String clean(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            boolean allowed = c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
                    || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
            out.appendCodePoint(allowed ? c : 0xFFFD);
            i += Character.charCount(c);
        }
        return out.toString();
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
