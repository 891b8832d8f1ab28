/**
 * The report model (records with lowercase enum wire names), the rubric's points, and the console and JSON
 * writers. Built in the parent JVM from the events it trusts, never from the child's output.
 */
package npuzzle.grader.report;
