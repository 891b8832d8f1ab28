package npuzzle.grader.fix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FixTextTests {
    @ParameterizedTest(name = "{0} {1}->{2} in \"{3}\"")
    @CsvSource(delimiter = '|', nullValues = "NONE", value = {
        // javac compiles an if's comparison as its negation; the edit names the comparison as source writes it
        "BOUNDARY | < | <= | if (blankRow < n) { | if (blankRow <= n) {",
        "NEGATION | == | != | if (a == b) { | if (a != b) {",
        // in a || the jump is the comparison as written: the edit's negation is on the line
        "BOUNDARY | <= | < | if (found || y > 2) { | if (found || y >= 2) {",
        "BOUNDARY | < | <= | if (i < n && j < n) { | NONE",
        "BOUNDARY | < | <= | if (x <= 3 || y > 2) { | NONE",
        "CONSTANT | 1 | 0 | moves = node.moves + 1; | moves = node.moves;",
        "CONSTANT | 3 | 4 | int row = tile / 3; | int row = tile / 4;",
        "CONSTANT | 1 | 2 | a[i + 1] = b[j + 1]; | NONE",
        "ARITHMETIC | - | + | return (moves - d) - (o.moves - o.d); | NONE",
        "ARITHMETIC | - | + | return moves - distance; | return moves + distance;",
        "ARITHMETIC | + | - | i++; total += x + 1; | i++; total += x - 1;",
        "OFF_BY_ONE | tile | - | int row = tile / n; | int row = (tile - 1) / n;",
        "OFF_BY_ONE | n | - | if (blankRow < n) { | if (blankRow < n - 1) {",
        "OFF_BY_ONE | n | - | int d = x - n; | int d = x - (n - 1);",
        "OFF_BY_ONE | n | - | return n * n; | NONE",
        "EQUALS | == | NONE | if (next == previous) { | if (next.equals(previous)) {",
        "EQUALS | != | NONE | if (next != grandparent) { | if (!next.equals(grandparent)) {",
        "CONDITION | NONE | NONE | if (seen.add(x)) { | NONE",
        "SWAP | j | i | return tiles[j][i]; | return tiles[i][j];",
        "SWAP | j | i | m += Math.abs(goalRow - j) + Math.abs(goalCol - i); "
                + "| m += Math.abs(goalRow - i) + Math.abs(goalCol - j);",
        "SWAP | i | j | if (tiles[i][j] != i * n + j + 1) { | NONE",
        "SWAP | row | col | return grid[row][column]; | NONE",
        // a swap of what a line writes would move the write too: i -= j made j -= i writes j
        "SWAP | i | j | i -= j; | NONE",
        "SWAP | i | j | return tiles[i][j++]; | NONE",
        "SWAP | i | j | if (i <= j && a[i] != b[j]) { | NONE",
        "SWAP | i | j | if (i <= j) { | if (j <= i) {",
        "OPERAND | * | NONE | return n * n; | NONE",
    })
    void writesTheEditWhereTheLineShowsOnePlaceForIt(Edit.Kind kind, String from, String to, String line,
            String expected) {
        assertEquals(Optional.ofNullable(expected), FixText.apply(new Edit(kind, from, to), line));
    }
}
