package npuzzle.grader.checks.property;

/**
 * How the student's answer on one input differs from the reference's.
 *
 * @param expected the reference's answer
 * @param actual the student's answer, or what their code threw
 * @param hint the likely mistake, or null
 */
public record Mismatch(String expected, String actual, String hint) {
}
