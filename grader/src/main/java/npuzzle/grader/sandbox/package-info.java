/**
 * The parent's side of running checks: it launches a child JVM, listens on a private loopback channel guarded by a
 * token, enforces per-check and whole-run time limits, and starts a fresh child when one dies.
 */
package npuzzle.grader.sandbox;
