/**
 * The {@code reference} command line: show, solve, generate and verify puzzle files with the reference.
 * Commands only parse options and print; the work is done by the classes of {@code npuzzle.reference}.
 */
package npuzzle.reference.cli;
