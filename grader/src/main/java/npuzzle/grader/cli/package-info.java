/**
 * The {@code grader} command line (picocli): {@code grader check} turns its options into a request for the check
 * service, which compiles, runs the checks in child JVMs and assembles the report.
 */
package npuzzle.grader.cli;
