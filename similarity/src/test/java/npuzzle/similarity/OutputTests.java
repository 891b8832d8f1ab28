package npuzzle.similarity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The small parts of an outcome: clusters and the histogram's bands. */
class OutputTests {
    private static Pair pair(String a, String b, double similarity) {
        return new Pair(a, b, Group.CLASS, similarity, 100, 20, List.of());
    }

    @Test
    void clustersAreThreeOrMoreJoinedByPairsAboveTheFloor() {
        List<Cluster> clusters = Clusters.of(List.of(pair("a", "b", 80), pair("b", "c", 45), pair("d", "e", 90),
                pair("c", "x", 10)), 30);
        assertEquals(1, clusters.size());
        assertEquals(List.of("a", "b", "c"), clusters.get(0).members());
        assertEquals(2, clusters.get(0).pairs());
        assertEquals(80, clusters.get(0).highest());
    }

    @Test
    void histogramBandsAreFivePointsWideAndTheLastHoldsOneHundred() {
        assertEquals(0, Outcome.band(0));
        assertEquals(5, Outcome.band(29.9));
        assertEquals(6, Outcome.band(30));
        assertEquals(19, Outcome.band(100));
    }
}
