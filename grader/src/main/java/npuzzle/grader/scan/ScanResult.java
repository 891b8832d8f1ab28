package npuzzle.grader.scan;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The findings of one scan, in class order and then in the order they occur in each class.
 *
 * @param findings every denied reference; empty when the classes are clean
 */
public record ScanResult(List<Finding> findings) {
    public ScanResult {
        findings = List.copyOf(findings);
    }

    /** Returns true if no class references a denied API. */
    public boolean clean() {
        return findings.isEmpty();
    }

    /**
     * Returns the sorted top-level classes with a finding ({@code Board}, {@code pkg.Solver}); a nested or anonymous
     * class counts as its top-level class. A top-level class whose own name contains '$' is cut at the '$' (javac
     * names nested classes that way, and students do not name classes so). A helper class declared beside Board or
     * Solver (a second top-level class in Solver.java) appears under its own name; code that uses it is affected too.
     */
    public Set<String> offendingClasses() {
        Set<String> classes = new TreeSet<>();
        for (Finding finding : findings) {
            classes.add(finding.topLevelClass());
        }
        return classes;
    }
}
