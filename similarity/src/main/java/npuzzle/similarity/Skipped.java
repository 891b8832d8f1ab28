package npuzzle.similarity;

import java.util.Objects;

/**
 * A submission left out of the pairs, and why (no Board.java or Solver.java, a damaged archive, code that does not
 * parse).
 */
public record Skipped(String id, Group group, String reason) {
    public Skipped {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(reason, "reason");
    }
}
