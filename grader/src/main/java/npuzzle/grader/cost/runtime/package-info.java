/**
 * The counters that instrumented student code calls: the only grader package a student's class loader sees.
 * Everything here is static and cheap, because it runs once per loop iteration or object created.
 */
package npuzzle.grader.cost.runtime;
