/**
 * Optimal n-puzzle solving: exact breadth-first tables for n = 2, 3, IDA* with Manhattan, linear-conflict and
 * additive pattern-database heuristics for larger boards; the source of truth for optimal move counts.
 */
package npuzzle.reference.optimal;
