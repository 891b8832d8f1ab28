package npuzzle.similarity.quality;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;

/** A kind of change a copier makes to a submission's Board.java and Solver.java, as the quality set applies it. */
enum Change {
    RENAMED("every identifier renamed", (name, text) -> text),
    RECOMMENTED("comments and whitespace changed", (name, text) -> Rewrites.recomment(text)),
    REORDERED("methods reordered", Rewrites::reorder),
    NO_OPS("statements that do nothing inserted", Rewrites::addNoOps),
    FOR_TO_WHILE("for loops made while loops", Rewrites::forToWhile),
    ALL("all of the above", (name, text) -> text),
    PARTIAL("only neighbors() and manhattan() copied into other code", (name, text) -> text);

    private final String description;
    private final BinaryOperator<String> perFile;

    Change(String description, BinaryOperator<String> perFile) {
        this.description = description;
        this.perFile = perFile;
    }

    String description() {
        return description;
    }

    /**
     * Returns the copy of {@code original} (file name to text); {@code host} is the other submission that
     * {@link #PARTIAL} copies the two methods into.
     */
    Map<String, String> apply(Map<String, String> original, Map<String, String> host) {
        return switch (this) {
            case RENAMED -> Renamer.rename(original);
            case PARTIAL -> {
                Map<String, String> copy = new LinkedHashMap<>(host);
                copy.put("Board.java", Rewrites.transplant("Board.java", host.get("Board.java"),
                        original.get("Board.java"), List.of("neighbors", "manhattan")));
                yield copy;
            }
            case ALL -> {
                Map<String, String> copy = original;
                for (Change change : List.of(FOR_TO_WHILE, NO_OPS, REORDERED, RENAMED, RECOMMENTED)) {
                    copy = change.apply(copy, host);
                }
                yield copy;
            }
            default -> {
                Map<String, String> copy = new LinkedHashMap<>();
                original.forEach((name, text) -> copy.put(name, perFile.apply(name, text)));
                yield copy;
            }
        };
    }
}
