package npuzzle.grader.sandbox;

import java.util.HashMap;
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
 * @param undisturbed whether every check ran to its end in child JVMs that finished on their own, and the parent
 *     ignored nothing on the channel: no stop spoiled shared work, so each outcome is the check's own
 */
public record SandboxResult(Map<String, CheckOutcome> outcomes, List<String> incidents, String childOutput,
        int childrenStarted, long childStartMillis, long checksMillis, boolean undisturbed) {
    public SandboxResult {
        outcomes = Map.copyOf(outcomes);
        incidents = List.copyOf(incidents);
    }

    /** Returns this result with {@code reused} outcomes of checks it did not run added. */
    public SandboxResult withOutcomes(Map<String, CheckOutcome> reused) {
        Map<String, CheckOutcome> all = new HashMap<>(reused);
        all.putAll(outcomes);
        return new SandboxResult(all, incidents, childOutput, childrenStarted, childStartMillis, checksMillis,
                undisturbed);
    }
}
