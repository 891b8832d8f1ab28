/**
 * Writes what a run found: {@code pairs.csv}, {@code pairs.json} and the pages ({@code index.html} and one
 * side-by-side page per listed pair under {@code pairs/}), each written whole or not at all.
 */
package npuzzle.similarity.report;
