package npuzzle.reference;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads and writes the course's puzzle files: the first integer is n, then n*n integers in row-major order with 0
 * for the blank, separated by any white space. CRLF line ends, tabs, blank lines and a UTF-8 byte order mark are
 * accepted.
 */
public final class PuzzleFile {
    private static final int MAX_SIZE = 1000;

    private PuzzleFile() {
    }

    /**
     * Reads the board in {@code file}.
     *
     * @throws PuzzleFormatException if the content is not a puzzle
     * @throws IOException if the file cannot be read
     */
    public static Board read(Path file) throws IOException, PuzzleFormatException {
        return parse(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
    }

    /**
     * Parses the puzzle {@code content}; {@code name} is used in error messages.
     *
     * @throws PuzzleFormatException if the content is not a puzzle
     */
    public static Board parse(String name, String content) throws PuzzleFormatException {
        List<Token> tokens = tokenize(content);
        if (tokens.isEmpty()) {
            throw new PuzzleFormatException(name, 1, 1, "empty file: expected the board size n, then n*n tiles");
        }
        Token first = tokens.get(0);
        int n = integer(name, first, "the board size n");
        if (n < 2) {
            throw at(name, first, "board size must be at least 2, found " + n);
        }
        if (n > MAX_SIZE) {
            throw at(name, first, "board size " + n + " is larger than the supported " + MAX_SIZE);
        }
        int count = n * n;
        int found = tokens.size() - 1;
        if (found < count) {
            Token last = tokens.get(tokens.size() - 1);
            throw new PuzzleFormatException(name, last.line, last.column + last.text.length(),
                    "too few tiles: a " + n + "x" + n + " board needs " + count + ", found " + found);
        }
        if (found > count) {
            throw at(name, tokens.get(count + 1),
                    "too many tiles: a " + n + "x" + n + " board needs " + count + ", found " + found);
        }
        int[] tiles = new int[count];
        Token[] seenAt = new Token[count];
        boolean blank = false;
        for (int k = 0; k < count; k++) {
            Token token = tokens.get(k + 1);
            tiles[k] = integer(name, token, "a tile");
            blank |= tiles[k] == 0;
        }
        if (!blank) {
            throw at(name, first, "no blank: one tile must be 0");
        }
        for (int k = 0; k < count; k++) {
            Token token = tokens.get(k + 1);
            int tile = tiles[k];
            if (tile < 0 || tile >= count) {
                throw at(name, token, "tile " + tile + " is out of range: tiles of a " + n + "x" + n
                        + " board are 0.." + (count - 1));
            }
            if (seenAt[tile] != null) {
                throw at(name, token, "tile " + tile + " appears twice (first at line " + seenAt[tile].line
                        + ", column " + seenAt[tile].column + ")");
            }
            seenAt[tile] = token;
        }
        return Board.ofRowMajor(n, tiles);
    }

    /** Returns the file content for {@code board}: n on the first line, then one line per row. */
    public static String format(Board board) {
        int n = board.size();
        int width = String.valueOf(n * n - 1).length();
        StringBuilder s = new StringBuilder().append(n).append('\n');
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                s.append(j == 0 ? "" : " ");
                s.append(String.format("%" + width + "d", board.tileAt(i, j)));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** Writes {@code board} to {@code file} atomically (a temporary file renamed into place). */
    public static void write(Path file, Board board) throws IOException {
        AtomicFiles.writeString(file, format(board));
    }

    private static int integer(String name, Token token, String what) throws PuzzleFormatException {
        try {
            return Integer.parseInt(token.text);
        } catch (NumberFormatException e) {
            throw at(name, token, "expected " + what + " (an integer), found '" + abbreviate(token.text) + "'");
        }
    }

    private static String abbreviate(String text) {
        return text.length() <= 20 ? text : text.substring(0, 20) + "...";
    }

    private static PuzzleFormatException at(String name, Token token, String problem) {
        return new PuzzleFormatException(name, token.line, token.column, problem);
    }

    private static List<Token> tokenize(String content) {
        List<Token> tokens = new ArrayList<>();
        int line = 1;
        int column = 1;
        int start = content.startsWith("\uFEFF") ? 1 : 0;
        StringBuilder current = new StringBuilder();
        int tokenColumn = 0;
        for (int k = start; k <= content.length(); k++) {
            char c = k < content.length() ? content.charAt(k) : '\n';
            if (Character.isWhitespace(c)) {
                if (current.length() > 0) {
                    tokens.add(new Token(current.toString(), line, tokenColumn));
                    current.setLength(0);
                }
                if (c == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
                continue;
            }
            if (current.length() == 0) {
                tokenColumn = column;
            }
            current.append(c);
            column++;
        }
        return tokens;
    }

    private record Token(String text, int line, int column) {
    }
}
