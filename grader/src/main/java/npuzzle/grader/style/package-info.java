/**
 * Style findings: SpotBugs on the compiled classes, PMD and Checkstyle on the sources and the assignment's design
 * rules, each tool through its Java API in the style JVM, a JVM of the grader's own that runs no student code
 * ({@link npuzzle.grader.style.StyleJvm}, {@link npuzzle.grader.style.StyleServer}), set up once per rule set.
 */
package npuzzle.grader.style;
