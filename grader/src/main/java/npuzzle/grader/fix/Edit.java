package npuzzle.grader.fix;

import java.util.Objects;

/**
 * One edit of one instruction (or one statement), in the terms of the source it came from, for {@link FixText} to
 * apply to the line.
 *
 * @param kind what kind of edit
 * @param from the source's token that the instruction stands for, as javac usually compiles it (a comparison is
 *     compiled as its negation, jumping past the code it guards), or null when no one token stands for it
 * @param to the token that replaces it, or null
 */
public record Edit(Kind kind, String from, String to) {
    /** What an edit changes, in the order a student's mistake is most often one of them. */
    public enum Kind {
        /**
         * The judged field stored from its namesake in an object at hand rather than from a local: {@code node.moves}
         * for {@code counter} in {@code moves = counter}, a count kept beside the search instead of the node's own.
         */
        NAMESAKE,
        /** An integer literal one more or one less. */
        CONSTANT,
        /** A format's width one less or one more: {@code "%2s"} for {@code "%3s"}. */
        FORMAT,
        /** A comparison's boundary: {@code <} for {@code <=}. */
        BOUNDARY,
        /** A value read one less or one more: {@code tile} for {@code tile - 1}. */
        OFF_BY_ONE,
        /** Two locals read on one line swapped: {@code tiles[i][j]} for {@code tiles[j][i]}. */
        SWAP,
        /** An arithmetic operator: {@code +} for {@code -}, {@code /} for {@code %}. */
        ARITHMETIC,
        /** {@code ==} on objects made {@code equals}. */
        EQUALS,
        /** {@code equals} on arrays made {@code Arrays.deepEquals}, which compares their elements. */
        DEEP_EQUALS,
        /** A comparison negated: {@code ==} for {@code !=}, {@code <} for {@code >=}. */
        NEGATION,
        /** An equality test that also skips what it guards when its int operand is 0: {@code tile != 0 &&}. */
        GUARD,
        /** A condition made always true or always false. */
        CONDITION,
        /** One operand of a sum, difference or product dropped. */
        OPERAND,
        /** An int field of the class read for another: {@code blankRow} for {@code blankCol}. */
        FIELD,
        /** A statement deleted: {@code m += ...} that counts the blank, a call one too many. */
        STATEMENT
    }

    public Edit {
        Objects.requireNonNull(kind, "kind");
    }
}
