/**
 * End-to-end tests: the packaged grader jar run on the fixture submissions of {@code tests/submissions/} exactly as a
 * user runs it, asserting the exit code and which checks fail in the JSON report.
 */
package npuzzle.tests;
