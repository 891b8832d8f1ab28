package npuzzle.grader.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The checker of code scanning's rules finds what GitHub's upload rejects: a log passing it means something. */
class CodeScanningRulesTests {
    private static String log(String result) {
        return "{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"t\", \"rules\": [{\"id\": "
                + "\"board.hamming\"}]}}, \"results\": [" + result + "]}]}";
    }

    @Test
    void aLocatedFingerprintedResultOfAKnownRulePasses() {
        assertEquals(List.of(), CodeScanningRules.problems(log("{\"ruleId\": \"board.hamming\", \"level\": \"error\","
                + " \"message\": {\"text\": \"m\"}, \"partialFingerprints\": {\"k\": \"v\"}, \"locations\": [{"
                + "\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"Board.java\"}}}]}")));
    }

    @Test
    void whatTheUploadRejectsIsFound() {
        assertEquals(List.of("result 0: ruleId board.manhattan is none of the run's rules", "result 0: level fatal",
                "result 0: no partialFingerprints", "result 0: expected at least one location"),
                CodeScanningRules.problems(log("{\"ruleId\": \"board.manhattan\", \"level\": \"fatal\", \"message\":"
                        + " {\"text\": \"m\"}}")));
        assertEquals(List.of("result 0: region.startLine below 1"), CodeScanningRules.problems(log("{\"ruleId\": "
                + "\"board.hamming\", \"message\": {\"text\": \"m\"}, \"partialFingerprints\": {\"k\": \"v\"}, "
                + "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"Board.java\"}, "
                + "\"region\": {\"startLine\": 0}}}]}")));
    }
}
