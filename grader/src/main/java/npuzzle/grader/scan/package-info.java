/**
 * The policy scan: reads the student's compiled classes (ASM) before anything runs and reports every reference to
 * an API the policy (a JSON resource an instructor can override) does not allow, with class, method and line.
 */
package npuzzle.grader.scan;
