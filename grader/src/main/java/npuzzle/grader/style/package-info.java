/**
 * Style findings: SpotBugs on the compiled classes, PMD and Checkstyle on the sources and the assignment's design
 * rules, each tool through its Java API in the grader's JVM (no student code runs), set up once per rule set.
 */
package npuzzle.grader.style;
