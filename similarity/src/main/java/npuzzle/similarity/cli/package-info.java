/**
 * The {@code npuzzle-similarity} command: its options become a {@link npuzzle.similarity.Request}; what a person
 * reads on the console is escaped, so no file name or code can move the cursor or forge a line.
 */
package npuzzle.similarity.cli;
