package npuzzle.grader.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Princeton versions' policy overlay allows algs4's data structures and denies its input outside main. The scan
 * judges the names a class file references, so the sources compile against two one-line stand-ins for algs4's MinPQ
 * and StdIn (the real library is not available offline); what is tested is the policy, not the library.
 */
class Algs4PolicyTests {
    private static final Map<String, String> STAND_INS = Map.of(
            "edu/princeton/cs/algs4/MinPQ",
            "package edu.princeton.cs.algs4; public class MinPQ<T> { public void insert(T item) { } }",
            "edu/princeton/cs/algs4/StdIn",
            "package edu.princeton.cs.algs4; public class StdIn { public static int readInt() { return 0; } }");
    private static final String SOLVER = """
            import edu.princeton.cs.algs4.MinPQ;

            public class Solver {
                public Solver(Object initial) {
                    new MinPQ<Object>().insert(initial);
                }
            }
            """;

    @TempDir
    Path folder;

    @Test
    void algs4IsDeniedByDefaultAndAllowedByTheOverlay() throws Exception {
        Path libraries = SnippetCompiler.compile(folder, "algs4", STAND_INS);
        Path classes = SnippetCompiler.compile(folder, "solver", Map.of("Solver", SOLVER), libraries);
        assertEquals(List.of("edu/princeton/cs/algs4/MinPQ.<init>()V", "edu/princeton/cs/algs4/MinPQ.insert("
                + "Ljava/lang/Object;)V"), apis(PolicyScanner.withDefaultPolicy().scan(classes)));
        assertEquals(List.of(), apis(PolicyScanner.withDefaultPolicy().withOverlay("policy-algs4.json").scan(classes)));
    }

    @Test
    void algs4InputOutsideMainIsFlaggedUnderTheOverlay() throws Exception {
        Path libraries = SnippetCompiler.compile(folder, "algs4", STAND_INS);
        String reads = SOLVER.replace("new MinPQ<Object>().insert(initial);",
                "new MinPQ<Object>().insert(edu.princeton.cs.algs4.StdIn.readInt());");
        Path classes = SnippetCompiler.compile(folder, "reads", Map.of("Solver", reads), libraries);
        ScanResult result = PolicyScanner.withDefaultPolicy().withOverlay("policy-algs4.json").scan(classes);
        assertEquals(List.of("edu/princeton/cs/algs4/StdIn.readInt()I"), apis(result));
        assertEquals("edu.princeton.cs.algs4.StdIn", result.findings().get(0).rule().split(":")[0]);
    }

    private static List<String> apis(ScanResult result) {
        return result.findings().stream().map(Finding::api).toList();
    }
}
