/** End-to-end tests that grade the adversarial fixture submissions with the packaged grader jar. */
package npuzzle.tests.adversarial;
