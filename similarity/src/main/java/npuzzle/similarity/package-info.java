/**
 * Which submissions share their code: the model (submissions, pairs, matched regions) and the run that finds them.
 * JPlag's Java front end turns Board.java and Solver.java into tokens and its greedy string tiling finds the matches.
 */
package npuzzle.similarity;
