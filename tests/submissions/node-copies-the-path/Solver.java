import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

public class Solver {
    private final List<Board> answer;

    // every node carries the whole path that led to it, so the answer is ready at the goal
    private static class Path implements Comparable<Path> {
        final List<Board> boards;
        final int priority;

        Path(List<Board> boards) {
            this.boards = boards;
            this.priority = boards.size() - 1 + last().manhattan();
        }

        Board last() {
            return boards.get(boards.size() - 1);
        }

        Path then(Board next) {
            List<Board> longer = new ArrayList<>(boards);
            longer.add(next);
            return new Path(longer);
        }

        public int compareTo(Path other) {
            return Integer.compare(priority, other.priority);
        }
    }

    public Solver(Board initial) {
        if (initial == null) {
            throw new NullPointerException("board is null");
        }
        if (!initial.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        PriorityQueue<Path> pq = new PriorityQueue<>();
        List<Board> start = new ArrayList<>();
        start.add(initial);
        pq.add(new Path(start));
        Path path = pq.poll();
        while (!path.last().isGoal()) {
            int size = path.boards.size();
            Board grandparent = size > 1 ? path.boards.get(size - 2) : null;
            for (Board next : path.last().neighbors()) {
                if (!next.equals(grandparent)) {
                    pq.add(path.then(next));
                }
            }
            path = pq.poll();
        }
        answer = path.boards.subList(1, path.boards.size());
    }

    public int moves() {
        return answer.size();
    }

    public Iterable<Board> solution() {
        return answer;
    }
}
