/**
 * JPlag at work: its Java front end turns each submission into tokens, and its greedy string tiling compares the
 * pairs (the starter code's tokens marked first, so that they never match), on every core, with a progress line.
 */
package npuzzle.similarity.engine;
