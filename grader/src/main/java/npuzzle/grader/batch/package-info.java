/** Batch grading: the submissions of a class folder or LMS export, and the gradebook of their reports. */
package npuzzle.grader.batch;
