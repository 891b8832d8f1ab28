/**
 * Memory checks, ids {@code memory.*}: the deep size of a student's Board for n = 2..128 and of a Solver's search
 * nodes under a fixed layout model, side by side with the reference's and compared with the reference plus headroom.
 */
package npuzzle.grader.checks.memory;
