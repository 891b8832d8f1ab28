/**
 * The {@code grader} commands (picocli), each a thin layer: options in, a
 * {@link npuzzle.grader.pipeline.CheckRequest} to the pipeline (or an id to {@link npuzzle.grader.explain}), reports
 * and exit codes out.
 */
package npuzzle.grader.cli;
