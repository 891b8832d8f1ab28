import java.util.ArrayList;

// The course's Board skeleton with default bodies: it compiles and does nothing.
public class Board {
    public Board(int[][] tiles) {
    }

    public int size() {
        return 0;
    }

    public int tileAt(int i, int j) {
        return 0;
    }

    public int hamming() {
        return 0;
    }

    public int manhattan() {
        return 0;
    }

    public boolean isGoal() {
        return false;
    }

    public boolean isSolvable() {
        return false;
    }

    public Iterable<Board> neighbors() {
        return new ArrayList<Board>();
    }

    @Override
    public boolean equals(Object other) {
        return false;
    }

    @Override
    public int hashCode() {
        return 0;
    }

    @Override
    public String toString() {
        return "";
    }
}
