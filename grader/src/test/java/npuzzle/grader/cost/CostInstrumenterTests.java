package npuzzle.grader.cost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import npuzzle.grader.cost.runtime.CostCounter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CostInstrumenterTests {
    private static final String WORK = String.join("\n",
            "package fixture;",
            "import java.util.*;",
            "import java.util.stream.*;",
            "public final class Work {",
            "    public static int constant(int n) { return n * 2 + 1; }",
            "    public static long linear(int n) { long s = 0; for (int i = 0; i < n; i++) s += i; return s; }",
            "    public static long quadratic(int n) {",
            "        long s = 0;",
            "        for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) { s += i ^ j; } }",
            "        return s;",
            "    }",
            "    public static long doWhile(int n) { long s = 0; int i = 0; do { s += i; } while (++i < n * n); return s; }",
            "    public static int recursion(int n) { return n <= 1 ? 1 : 1 + recursion(n - 1); }",
            "    public static int[] arraycopy(int n) {",
            "        int[] a = new int[n * n]; int[] b = new int[n * n];",
            "        System.arraycopy(a, 0, b, 0, a.length);",
            "        return b;",
            "    }",
            "    public static int[] copyOf(int n) { return Arrays.copyOf(new int[1], n * n); }",
            "    public static int[] copyOfRange(int n) { return Arrays.copyOfRange(new int[n], 0, n); }",
            "    public static int[] cloned(int n) { return new int[n * n].clone(); }",
            "    public static boolean deepEquals(int n) { return Arrays.deepEquals(new int[n][n], new int[n][n]); }",
            "    public static boolean equalsFlat(int n) { return Arrays.equals(new long[n], new long[n]); }",
            "    public static void fill(int n) { Arrays.fill(new double[n * n], 1.5); }",
            "    public static void sort(int n) { Arrays.sort(new int[n * n]); }",
            "    public static int flatStream(int n) { return Arrays.stream(new int[n * n]).sum(); }",
            "    public static int lambdaStream(int n) { return IntStream.range(0, n).map(i -> i * i).sum(); }",
            "    public static int parallelStream(int n) { return IntStream.range(0, n * n).parallel().map(i -> i).sum(); }",
            "    public static int addAll(int n) {",
            "        List<Integer> a = new ArrayList<>(Collections.nCopies(n * n, 7));",
            "        List<Integer> b = new ArrayList<>();",
            "        b.addAll(a);",
            "        return b.size();",
            "    }",
            "    public static int removeFront(int n) {",
            "        List<Integer> a = new ArrayList<>(Collections.nCopies(n, 7));",
            "        while (!a.isEmpty()) a.remove(0);",
            "        return a.size();",
            "    }",
            "    public static int insertFront(int n) {",
            "        List<Integer> a = new ArrayList<>();",
            "        for (int i = 0; i < n; i++) a.add(0, i);",
            "        return a.size();",
            "    }",
            "    public static int copyOfList(int n) { return List.copyOf(Collections.nCopies(n * n, 7)).size(); }",
            "    public static int concatenation(int n) {",
            "        String s = \"\";",
            "        for (int i = 0; i < n; i++) s = s + 'x';",
            "        return s.length();",
            "    }",
            "    public static int formats(int n) {",
            "        int s = 0; for (int i = 0; i < n; i++) s += String.format(\"%2s\", i).length(); return s;",
            "    }",
            "    public static String concatenateOnce(int n) { return n + \":\" + n + \"!\"; }",
            "    public static int handlerLoop(int n) {",
            "        int caught = 0;",
            "        int i = 0;",
            "        while (true) {",
            "            try { if (i++ >= n) return caught; throw new IllegalStateException(); }",
            "            catch (IllegalStateException e) { caught++; }",
            "        }",
            "    }",
            "    public static String switches(int n) {",
            "        StringBuilder s = new StringBuilder();",
            "        for (int i = 0; i < n; i++) {",
            "            switch (i % 3) { case 0: s.append('a'); break; case 1: s.append(\"bc\"); break; default: s.append(i); }",
            "            switch (i * 1000) { case 0: case 100000: case 7: break; default: s.append(';'); }",
            "        }",
            "        return s.toString();",
            "    }",
            "}");

    private static final String PIECES = String.join("\n",
            "package fixture;",
            "import java.util.*;",
            "public class Pieces extends ArrayList<Integer> implements Comparable<Pieces> {",
            "    private final int[] values;",
            "    public Pieces(int[] values) { super(Arrays.asList(1, 2, 3)); this.values = Arrays.copyOf(values, values.length); }",
            "    public int compareTo(Pieces other) { return Integer.compare(values.length, other.values.length); }",
            "    interface Sized { int size(); default int twice() { int t = 0; for (int i = 0; i < 2; i++) t += size(); return t; } }",
            "    public static int run(int n) {",
            "        Pieces[] all = new Pieces[n];",
            "        for (int i = 0; i < n; i++) all[i] = new Pieces(new int[n - i]);",
            "        Arrays.sort(all);",
            "        Sized sized = () -> all.length;",
            "        return all[0].values.length + sized.twice() + new Pieces(new int[n]).size();",
            "    }",
            "}");

    private static CompiledSources sources;

    @BeforeAll
    static void compile(@TempDir Path dir) {
        sources = CompiledSources.compile(dir, Map.of("fixture.Work", WORK, "fixture.Pieces", PIECES));
    }

    @ParameterizedTest(name = "{0} grows like n^{1}")
    @CsvSource({
        "constant, 0", "linear, 1", "quadratic, 2", "doWhile, 2", "recursion, 1", "arraycopy, 2", "copyOf, 2",
        "copyOfRange, 1", "cloned, 2", "deepEquals, 2", "equalsFlat, 1", "fill, 2", "flatStream, 2",
        "lambdaStream, 1", "parallelStream, 2", "addAll, 2", "handlerLoop, 1", "switches, 1", "removeFront, 2",
        "insertFront, 2", "copyOfList, 2", "concatenation, 2", "concatenateOnce, 0"
    })
    void countedCostGrowsAsTheCodeDoes(String method, double exponent) {
        GrowthFit fit = sources.growth("fixture.Work", method);
        assertEquals(exponent, fit.exponent(), 0.05, fit.describe());
    }

    @Test
    void sortingCountsNLogNOfTheLength() {
        GrowthFit fit = sources.growth("fixture.Work", "sort");
        assertTrue(fit.exponent() > 2.05 && fit.exponent() < 2.3, fit.describe());
    }

    @Test
    void aLoopCostsOneUnitPerIterationPlusTheEntry() {
        assertEquals(1, sources.cost("fixture.Work", "constant", 100));
        assertEquals(101, sources.cost("fixture.Work", "linear", 100));
        assertEquals(100 * 101 + 1, sources.cost("fixture.Work", "quadratic", 100));
    }

    @Test
    void aFormatCallCostsItsFixedUnitsPlusItsArguments() {
        // the entry, n back-edges, and per iteration one format of one argument
        assertEquals(1 + 100 + 100 * (CostCounter.FORMAT_UNITS + 1), sources.cost("fixture.Work", "formats", 100));
    }

    @Test
    void instrumentedConstructorsSuperclassesInterfacesAndLambdasStillVerifyAndRun() {
        sources.cost("fixture.Pieces", "run", 3);
        assertEquals(1 + 2 * 5 + 3, invoke("fixture.Pieces", "run", 5));
        GrowthFit fit = sources.growth("fixture.Pieces", "run");
        assertTrue(fit.exponent() > 1.7 && fit.exponent() < 2.1, fit.describe());
    }

    @Test
    void theSameRunCountsTheSameUnitsEveryTime() {
        List<Long> first = allCosts();
        assertEquals(first, allCosts());
    }

    private static List<Long> allCosts() {
        List<Long> costs = new ArrayList<>();
        for (String method : List.of("quadratic", "handlerLoop", "parallelStream", "addAll", "switches", "sort")) {
            costs.add(sources.cost("fixture.Work", method, 40));
        }
        costs.add(sources.cost("fixture.Pieces", "run", 40));
        return costs;
    }

    private static Object invoke(String type, String method, int n) {
        try {
            return sources.load(type).getMethod(method, int.class).invoke(null, n);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
