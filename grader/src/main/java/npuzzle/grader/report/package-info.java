/**
 * The report model (records with lowercase enum wire names), the rubric's points, and the writers: console, JSON,
 * Gradescope, JUnit XML, Markdown and the self-contained HTML page. Built in the parent JVM from the events it
 * trusts, never from the child's output.
 */
package npuzzle.grader.report;
