package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.Map;
import npuzzle.grader.cost.runtime.StudentRandomness;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Student code loaded twice, as in two child JVMs, draws the same numbers from every source of randomness when the
 * grading seed is the same, and other numbers from another seed: {@code new Random()}, {@code Math.random()},
 * {@code ThreadLocalRandom}, {@code Collections.shuffle(list)}, a Random seeded from the clock, a course library's
 * static Random seeded from the clock as it loads (StdRandom), and the clock readings themselves.
 */
class StudentRandomnessTests {
    private static final Map<String, String> SOURCES = Map.of(
            "fixture.StdRandom", String.join("\n",
                    "package fixture;",
                    "public final class StdRandom {",
                    "    private static java.util.Random random = new java.util.Random(System.currentTimeMillis());",
                    "    public static void setSeed(long seed) { random = new java.util.Random(seed); }",
                    "    public static int uniform(int n) { return random.nextInt(n); }",
                    "}"),
            "fixture.Draws", String.join("\n",
                    "package fixture;",
                    "import java.util.*;",
                    "import java.util.concurrent.ThreadLocalRandom;",
                    "public final class Draws {",
                    "    public static String draws() {",
                    "        StringBuilder s = new StringBuilder();",
                    "        s.append(new Random().nextInt(1_000_000)).append('|');",
                    "        s.append(Math.random()).append('|');",
                    "        s.append(ThreadLocalRandom.current().nextInt(1_000_000)).append('|');",
                    "        s.append(ThreadLocalRandom.current().nextInt(5, 1_000_000)).append('|');",
                    "        List<Integer> list = new ArrayList<>();",
                    "        for (int i = 0; i < 20; i++) list.add(i);",
                    "        Collections.shuffle(list);",
                    "        s.append(list).append('|');",
                    "        s.append(StdRandom.uniform(1_000_000)).append('|');",
                    "        StdRandom.setSeed(System.currentTimeMillis());",
                    "        s.append(StdRandom.uniform(1_000_000)).append('|');",
                    "        s.append(new Random(System.nanoTime()).nextInt(1_000_000)).append('|');",
                    "        s.append(java.time.Instant.now().toEpochMilli());",
                    "        return s.toString();",
                    "    }",
                    "}"));

    @TempDir
    Path dir;

    @Test
    void theSameSeedGivesTheSameDrawsAndAnotherSeedOthers() throws ReflectiveOperationException {
        String first = draws("first", 1);
        String second = draws("second", 1);
        String other = draws("other", 2);
        assertEquals(first, second);
        assertNotEquals(first, other);
        for (int source = 0; source < 9; source++) {
            assertNotEquals(first.split("\\|")[source], other.split("\\|")[source], "source " + source + " of " + first
                    + " against " + other);
        }
    }

    @Test
    void aCheckKnowsWhetherStudentCodeDrewRandomNumbers() throws ReflectiveOperationException {
        draws("drawn", 3);
        assertTrue(StudentRandomness.drawn());
        StudentRandomness.startCheck(3, "another check");
        assertFalse(StudentRandomness.drawn());
    }

    @Test
    void theClockAdvancesAMicrosecondAReading() {
        StudentRandomness.reseed(4, "clock");
        long start = StudentRandomness.nanoTime();
        assertEquals(start + 1_000, StudentRandomness.nanoTime());
        long millis = StudentRandomness.currentTimeMillis();
        assertTrue(StudentRandomness.currentTimeMillis() - millis <= 1, "a thousand readings a millisecond");
    }

    /** Loads the sources in a class loader of their own, as a child JVM would, and returns what they draw. */
    private String draws(String name, long seed) throws ReflectiveOperationException {
        StudentRandomness.startCheck(seed, "a check");
        Class<?> draws = CompiledSources.compile(dir.resolve(name), SOURCES).load("fixture.Draws");
        try {
            return (String) draws.getMethod("draws").invoke(null);
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
    }
}
