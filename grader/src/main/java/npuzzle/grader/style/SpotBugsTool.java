package npuzzle.grader.style;

import edu.umd.cs.findbugs.BugCollectionBugReporter;
import edu.umd.cs.findbugs.BugInstance;
import edu.umd.cs.findbugs.BugPattern;
import edu.umd.cs.findbugs.BugRanker;
import edu.umd.cs.findbugs.DetectorFactory;
import edu.umd.cs.findbugs.DetectorFactoryCollection;
import edu.umd.cs.findbugs.FilterBugReporter;
import edu.umd.cs.findbugs.FindBugs2;
import edu.umd.cs.findbugs.Priorities;
import edu.umd.cs.findbugs.Project;
import edu.umd.cs.findbugs.SourceLineAnnotation;
import edu.umd.cs.findbugs.config.UserPreferences;
import edu.umd.cs.findbugs.filter.Filter;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.report.StyleFinding;

/** SpotBugs on the compiled classes, at its default effort, reporting normal and high priority bugs. */
final class SpotBugsTool implements StyleTool {
    /** SpotBugs keeps its analysis context in globals: one analysis at a time in this JVM. */
    private static final Object ONE_AT_A_TIME = new Object();

    private final Filter exclude;
    private final List<DetectorFactory> idle;

    SpotBugsTool(RuleFile excludeFilter) throws IOException {
        this.exclude = new Filter(new ByteArrayInputStream(excludeFilter.text().getBytes(StandardCharsets.UTF_8)));
        this.idle = new ArrayList<>();
        DetectorFactoryCollection.instance().getFactories().forEach(factory -> {
            if (reportsOnlyExcluded(factory)) {
                idle.add(factory);
            }
        });
    }

    /**
     * Returns whether every bug pattern a detector reports is one the filter leaves out, so that running it is wasted
     * (about a fifth of SpotBugs' time with the course's filter). A detector that reports none feeds others and runs.
     */
    private boolean reportsOnlyExcluded(DetectorFactory factory) {
        Set<BugPattern> patterns = factory.getReportedBugPatterns();
        try {
            return !patterns.isEmpty() && patterns.stream().allMatch(pattern -> exclude.match(
                    new BugInstance(pattern.getType(), Priorities.NORMAL_PRIORITY)));
        } catch (RuntimeException e) {
            return false; // a filter that needs a class or method to decide: the detector runs
        }
    }

    @Override
    public List<StyleFinding> findings(StyleInput input) throws IOException, InterruptedException {
        Project project = new Project();
        input.classDirs().forEach(folder -> project.addFile(folder.toString()));
        input.courseJars().forEach(jar -> project.addAuxClasspathEntry(jar.toString()));
        BugCollectionBugReporter collected = new BugCollectionBugReporter(project,
                new PrintWriter(Writer.nullWriter()));
        collected.setPriorityThreshold(Priorities.NORMAL_PRIORITY);
        collected.setRankThreshold(BugRanker.VISIBLE_RANK_MAX);
        FindBugs2 engine = new FindBugs2();
        engine.setProject(project);
        engine.setBugReporter(new FilterBugReporter(collected, exclude, false));
        engine.setDetectorFactoryCollection(DetectorFactoryCollection.instance());
        UserPreferences preferences = UserPreferences.createDefaultUserPreferences();
        preferences.setEffort(UserPreferences.EFFORT_DEFAULT);
        idle.forEach(factory -> preferences.enableDetector(factory, false));
        engine.setUserPreferences(preferences);
        engine.setNoClassOk(true);
        synchronized (ONE_AT_A_TIME) {
            try {
                engine.execute();
            } finally {
                engine.dispose();
            }
        }
        List<StyleFinding> findings = new ArrayList<>();
        for (BugInstance bug : collected.getBugCollection().getCollection()) {
            SourceLineAnnotation line = bug.getPrimarySourceLineAnnotation();
            findings.add(new StyleFinding(file(input.submission(), line.getSourcePath()),
                    Math.max(0, line.getStartLine()), bug.getType(), bug.getMessageWithoutPrefix()));
        }
        return findings;
    }

    /** Returns the submission's source whose path ends with the class file's source path, e.g. {@code Board.java}. */
    private static String file(Submission submission, String sourcePath) {
        return submission.sources().stream().filter(source -> source.endsWith(Path.of(sourcePath)))
                .map(submission::relative).findFirst().orElse(sourcePath);
    }
}
