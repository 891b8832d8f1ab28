/**
 * The {@code grader} commands (picocli), each a thin layer over the pipeline: options in, a
 * {@link npuzzle.grader.pipeline.CheckRequest} to the pipeline, reports and exit codes out.
 */
package npuzzle.grader.cli;
