/**
 * Deterministic cost measurement: bytecode instrumentation that counts executed work in student code, growth
 * exponent fits over doubling n, and deep memory size of object graphs under a fixed layout model.
 */
package npuzzle.grader.cost;
