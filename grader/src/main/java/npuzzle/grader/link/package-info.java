/**
 * Links a student's Solver to the reference Board: each use of a Board member the assignment's API lacks is
 * redirected to the reference Board's nearest equivalent, or named when there is none.
 */
package npuzzle.grader.link;
