/**
 * The grading pipeline, below the command line: a {@link npuzzle.grader.pipeline.CheckRequest} is compiled,
 * scanned, checked in child JVMs and assembled into a report by {@link npuzzle.grader.pipeline.CheckService};
 * {@link npuzzle.grader.pipeline.SubmissionGrader} does it for one submission of a batch.
 */
package npuzzle.grader.pipeline;
