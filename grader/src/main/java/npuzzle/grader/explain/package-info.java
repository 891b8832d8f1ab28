/**
 * What each check tests and how to pass it, for students: the explanations shipped in {@code explanations.json},
 * looked up by id or glob, with the nearest ids for an id that is not a check.
 */
package npuzzle.grader.explain;
