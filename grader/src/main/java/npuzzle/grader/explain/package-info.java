/**
 * What each check tests and how to pass it, for students, in each version of the assignment's words: the explanations
 * of {@code explanations.json}, looked up by id or glob, with the nearest ids for an id that is not a check.
 */
package npuzzle.grader.explain;
