package npuzzle.grader.style;

import java.util.Map;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * The style JVM's answer to a request, as one line of JSON.
 *
 * @param id the request's number
 * @param outcomes each check's outcome, keyed by id (none for a request that only sets tools up)
 * @param millis how long the tools took, in the style JVM
 */
record StyleResponse(long id, Map<String, CheckOutcome> outcomes, long millis) {
}
