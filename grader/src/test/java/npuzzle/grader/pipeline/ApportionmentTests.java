package npuzzle.grader.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ApportionmentTests {
    @Test
    void theCentsAddUpToTheTotalAndGoToTheLargestRemainders() {
        Map<String, Double> points = new TreeMap<>(Map.of("a", 1.0, "b", 1.0, "c", 1.0));
        Map<String, Double> scaled = Apportionment.scale(points, 100);
        assertEquals(Map.of("a", 33.34, "b", 33.33, "c", 33.33), scaled, "the cent left goes to the first id");
        assertEquals(10000, Math.round(scaled.values().stream().mapToDouble(Double::doubleValue).sum() * 100));
    }

    @Test
    void pointsThatAlreadyMakeTheTotalStayAsTheyAre() {
        Map<String, Double> points = Map.of("a", 0.5, "b", 99.5, "c", 0.0);
        assertEquals(points, Apportionment.scale(points, 100));
    }

    @Test
    void nothingToScaleGivesZeros() {
        assertEquals(Map.of("a", 0.0), Apportionment.scale(Map.of("a", 0.0), 100));
    }
}
