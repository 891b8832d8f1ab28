package npuzzle.grader.sandbox;

import java.util.List;
import java.util.Map;

/**
 * What running the checks in child JVMs gave.
 *
 * @param outcomes every requested check's outcome, by id
 * @param incidents what the parent refused or ignored on the channel, and why
 * @param childOutput the children's own stdout and stderr, capped, kept for diagnosis and never parsed
 * @param childrenStarted how many child JVMs were launched
 * @param childStartMillis the time from launching each child to its ready event, summed
 * @param checksMillis the time from each child's ready event to its end, summed
 */
public record SandboxResult(Map<String, CheckOutcome> outcomes, List<String> incidents, String childOutput,
        int childrenStarted, long childStartMillis, long checksMillis) {
    public SandboxResult {
        outcomes = Map.copyOf(outcomes);
        incidents = List.copyOf(incidents);
    }
}
