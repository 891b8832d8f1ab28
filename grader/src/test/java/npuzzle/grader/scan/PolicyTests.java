package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The most specific rule wins. */
class PolicyTests {
    private static final Policy POLICY = new Policy(List.of(
            rule("**", false), rule("java.**", true), rule("java.util.**", false), rule("java.util.*", true),
            rule("java.util.Map", false), rule("java.util.Map$Entry", true), rule("java.util.Map#of", true)),
            OnViolation.SKIP_OFFENDING_CLASSES);

    private static Rule rule(String pattern, boolean allowed) {
        return new Rule(ApiPattern.parse(pattern), allowed, pattern);
    }

    private static String winner(String className) {
        return POLICY.ruleForClass(className).orElseThrow().pattern().toString();
    }

    @Test
    void nestedClassBeatsOuterClassBeatsPackageBeatsTree() {
        assertEquals("java.util.Map$Entry", winner("java.util.Map$Entry"));
        assertEquals("java.util.Map$Entry", winner("java.util.Map$Entry$Deeper"));
        assertEquals("java.util.Map", winner("java.util.Map$Other"));
        assertEquals("java.util.*", winner("java.util.List"));
        assertEquals("java.util.**", winner("java.util.stream.Stream"));
        assertEquals("java.**", winner("java.io.File"));
        assertEquals("**", winner("Board"));
        assertEquals("**", winner("javax.script.ScriptEngine"));
    }

    @Test
    void aMemberRuleBeatsItsClassAndIsSearchedInTheGivenTypeOrder() {
        assertEquals("java.util.Map#of",
                POLICY.ruleForMember(List.of("java.util.HashMap", "java.util.Map"), "of").orElseThrow().pattern()
                        .toString());
        assertEquals(Optional.empty(), POLICY.ruleForMember(List.of("java.util.Map"), "entry"));
    }

    @Test
    void withoutAnEverythingRuleAnUnlistedClassHasNoRule() {
        Policy small = new Policy(List.of(rule("java.io.File", false)), OnViolation.RUN_EVERYTHING);
        assertEquals(Optional.empty(), small.ruleForClass("java.io.Reader"));
    }

    @Test
    void twoRulesForOnePatternAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new Policy(List.of(rule("java.io.File", false), rule("java.io.File", true)),
                        OnViolation.RUN_EVERYTHING));
    }
}
