package npuzzle.reference.play;

import java.util.ArrayList;
import java.util.List;
import npuzzle.reference.Board;

/** A solution as successive text frames, one per board: a caption line, then the grid. */
public final class SolutionFrames {
    private SolutionFrames() {
    }

    /**
     * Returns the frames of the solution of {@code initial} that goes through {@code path} (the boards after the
     * initial one), each caption starting with {@code name}.
     */
    public static List<String> of(String name, Board initial, List<Board> path, Glyphs glyphs) {
        BoardGrid grid = new BoardGrid(glyphs, Palette.PLAIN);
        List<String> frames = new ArrayList<>(path.size() + 1);
        Board board = initial;
        for (int move = 0; move <= path.size(); move++) {
            if (move > 0) {
                board = path.get(move - 1);
            }
            StringBuilder frame = new StringBuilder(name).append(": move ").append(move).append(" of ")
                    .append(path.size());
            if (board.isGoal()) {
                frame.append(", solved");
            }
            for (String line : grid.plainLines(board)) {
                frame.append('\n').append(line);
            }
            frames.add(frame.toString());
        }
        return frames;
    }
}
