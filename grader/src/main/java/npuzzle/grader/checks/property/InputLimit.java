package npuzzle.grader.checks.property;

/**
 * The counted work one input of a multi-input check may take: {@link #FLOOR} plus {@link #PER_N4} times n^4, room
 * for a correct Board that is O(n^4) where O(n^2) is asked (the slowest correct style measured, a constructor that
 * recomputes the distances for every tile, takes about 2 n^4 units); after {@link #BREACHES} inputs passed their
 * limit, the later ones get only the floor, so that code which never finishes fails a check within seconds.
 */
final class InputLimit {
    static final long FLOOR = 2_000_000;
    static final long PER_N4 = 40;
    static final int BREACHES = 2;

    private int breaches;

    long units(int n) {
        return breaches >= BREACHES ? FLOOR : FLOOR + PER_N4 * (long) n * n * n * n;
    }

    void passed() {
        breaches++;
    }
}
