/**
 * The engine of multi-input checks: seeded inputs, a property run over all of them for k-of-m credit, and the
 * smallest failing input, randomized ones shrunk toward the goal and toward smaller boards.
 */
package npuzzle.grader.checks.property;
