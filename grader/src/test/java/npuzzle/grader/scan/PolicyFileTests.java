package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An instructor's policy file: laid over the default, or replacing it; a broken one is a clear error. */
class PolicyFileTests {
    private static final String READS_A_FILE = """
            public class Board {
                boolean saved() { return new java.io.File("board.txt").exists(); }
                void quit() { System.exit(1); }
            }
            """;

    @TempDir
    Path folder;

    private Path policy(String json) throws Exception {
        return Files.writeString(folder.resolve("policy.json"), json);
    }

    private List<String> apis(PolicyScanner scanner) throws Exception {
        Path classes = SnippetCompiler.compile(folder, "classes", Map.of("Board", READS_A_FILE));
        return scanner.scan(classes).findings().stream().map(Finding::api).toList();
    }

    @Test
    void theDefaultPolicyFlagsBoth() throws Exception {
        assertEquals(List.of("java/io/File.<init>(Ljava/lang/String;)V", "java/io/File.exists()Z",
                "java/lang/System.exit(I)V"), apis(PolicyScanner.withDefaultPolicy()));
        assertEquals(OnViolation.SKIP_OFFENDING_CLASSES, PolicyScanner.withDefaultPolicy().onViolation());
    }

    @Test
    void anOverrideThatAllowsFileRemovesThatFindingOnly() throws Exception {
        PolicyScanner scanner = PolicyScanner.withPolicy(policy("""
                {"schema": "npuzzle-grader/policy/1", "onViolation": "run-everything",
                 "rules": [{"allow": "java.io.File", "reason": "this course saves boards to files"}]}
                """));
        assertEquals(List.of("java/lang/System.exit(I)V"), apis(scanner));
        assertEquals(OnViolation.RUN_EVERYTHING, scanner.onViolation());
    }

    @Test
    void anOverrideCanReplaceTheDefaultPolicy() throws Exception {
        PolicyScanner scanner = PolicyScanner.withPolicy(policy("""
                {"schema": "npuzzle-grader/policy/1", "replaceDefault": true,
                 "rules": [{"deny": "java.io.**", "reason": "no files"}]}
                """));
        assertEquals(List.of("java/io/File.<init>(Ljava/lang/String;)V", "java/io/File.exists()Z"), apis(scanner));
    }

    @Test
    void brokenPolicyFilesSayWhatWasExpected() throws Exception {
        assertProblem("{\"schema\": \"npuzzle-grader/policy/1\", \"rules\": [", "not valid JSON: ");
        assertProblem("[]", "expected a JSON object {\"schema\": \"npuzzle-grader/policy/1\", \"rules\": [...]}");
        assertProblem("{\"rules\": []}", "expected \"schema\": \"npuzzle-grader/policy/1\", found null");
        assertProblem("{\"schema\": \"npuzzle-grader/policy/1\"}",
                "expected \"rules\": [{\"allow\" or \"deny\": \"pattern\", \"reason\": \"...\"}, ...]");
        assertProblem(rules("{\"allow\": \"java.io.File\", \"deny\": \"java.io.File\", \"reason\": \"x\"}"),
                "rules[0]: expected exactly one of \"allow\" and \"deny\"");
        assertProblem(rules("{\"allow\": \"java.io.File\"}"),
                "line 1, rules[0] (\"java.io.File\"): expected a \"reason\" a student can read");
        assertProblem(rules("{\"allow\": \"java.io.File\", \"reason\": \"a\"}, {\"alow\": \"x\", \"reason\": \"b\"}"),
                "line 1, rules[1]: unknown key \"alow\"; expected one of [allow, deny, reason]");
        assertProblem(rules("{\"deny\": \"java..io\", \"reason\": \"a\"}"),
                "line 1, rules[0]: expected \"**\", \"a.package.**\", \"a.package.*\", \"a.package.Class\" or"
                        + " \"a.package.Class#member\", found \"java..io\"");
        assertProblem(rules("{\"deny\": \"java.lang.System#\", \"reason\": \"a\"}"),
                "line 1, rules[0]: expected a member name after '#' in \"java.lang.System#\"");
        assertProblem(rules("{\"deny\": \"java.io.File\", \"reason\": \"a\"}, {\"allow\": \"java.io.File\", \"reason\": \"b\"}"),
                "line 1, rules[1]: a second rule for \"java.io.File\"; keep one");
        assertProblem("{\"schema\": \"npuzzle-grader/policy/1\", \"onViolation\": \"ignore\", \"rules\": []}",
                "expected \"onViolation\" to be \"skip-offending-classes\" or \"run-everything\", found \"ignore\"");
    }

    @Test
    void errorsNameTheLineOfTheRule() throws Exception {
        assertProblem("""
                {
                  "schema": "npuzzle-grader/policy/1",
                  "rules": [
                    {"allow": "java.io.File", "reason": "files"},
                    {"deny": "java.net.Socket#", "reason": "network"}
                  ]
                }
                """, "line 5, rules[1]: expected a member name after '#'");
        assertProblem("""
                {
                  "schema": "npuzzle-grader/policy/1",
                  "rules": [
                    {"allow": "java.io.File", "reason": "files"},
                    {"deny": "java.io.File", "reason": "no files"}
                  ]
                }
                """, "line 5, rules[1]: a second rule for \"java.io.File\"");
        assertProblem("""
                {
                  "schema": "npuzzle-grader/policy/1",
                  "onViolaton": "run-everything",
                  "rules": []
                }
                """, "line 3, the policy object: unknown key \"onViolaton\"");
    }

    @Test
    void aMissingPolicyFileIsAnError() {
        Path missing = folder.resolve("missing.json");
        PolicyFormatException error = assertThrows(PolicyFormatException.class, () -> PolicyScanner.withPolicy(missing));
        assertEquals(missing.toString(), error.file());
        assertTrue(error.problem().startsWith("cannot read the policy file"), error.problem());
    }

    private static String rules(String rules) {
        return "{\"schema\": \"npuzzle-grader/policy/1\", \"rules\": [" + rules + "]}";
    }

    private void assertProblem(String json, String problem) throws Exception {
        Path file = policy(json);
        PolicyFormatException error = assertThrows(PolicyFormatException.class, () -> PolicyScanner.withPolicy(file));
        assertEquals(file.toString(), error.file());
        assertTrue(error.problem().startsWith(problem), () -> "expected \"" + problem + "\", was \"" + error.problem() + "\"");
        assertEquals(file + ": " + error.problem(), error.getMessage());
    }
}
