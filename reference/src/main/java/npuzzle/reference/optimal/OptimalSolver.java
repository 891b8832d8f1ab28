package npuzzle.reference.optimal;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import npuzzle.reference.Board;

/**
 * Exact minimum moves and one shortest solution for any solvable board: a {@link BreadthFirstTable} lookup for
 * n = 2 and 3, IDA* with the strongest heuristic available for larger n (see {@link #heuristicFor}).
 *
 * <p>Instances are immutable and thread-safe; pattern databases are built on first use, then shared and cached
 * on disk. A board too hard for the node or time budget gets a {@link SearchBudgetException}, never an
 * {@link OutOfMemoryError}: IDA* needs memory proportional to the solution length only.
 *
 * <p>Measured on a 2-core machine shared with other jobs (CPU time, which load does not inflate as it does wall
 * time): n = 4 uses 6-6-3 databases (11.5 MB; about 12 s of CPU to build once, under a second to read back),
 * solving Korf's 100 random instances in about 13 s of CPU in all, a 78-move board in about 10 s and an 80-move
 * board (the longest there are) in about 155 s; n = 5 uses 5-5-5-5-4 databases (26 MB; about 17 s of CPU to
 * build), solving boards of up to 60-70 optimal moves in seconds, some beyond 68 moves not within 20 s, and
 * uniformly random 5x5 boards (100 moves or more) not at all; n >= 6 uses linear conflicts, easy boards only.
 */
public final class OptimalSolver {
    /** Search nodes after which one board is given up by {@link #standard()}. */
    public static final long DEFAULT_NODE_LIMIT = 20_000_000_000L;
    /** Time after which one board is given up by {@link #standard()}. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofMinutes(10);

    private static final ConcurrentMap<String, Prepared> PREPARED = new ConcurrentHashMap<>();

    private final Path cacheDirectory;
    private final long nodeLimit;
    private final Duration timeLimit;
    private final Partitions partitions;

    private OptimalSolver(Path cacheDirectory, long nodeLimit, Duration timeLimit, Partitions partitions) {
        this.cacheDirectory = Objects.requireNonNull(cacheDirectory, "cacheDirectory");
        this.partitions = partitions;
        this.nodeLimit = nodeLimit;
        this.timeLimit = Objects.requireNonNull(timeLimit, "timeLimit");
        new IdaStar(Heuristic.manhattan(), nodeLimit, timeLimit); // validates the limits
    }

    /** Returns a solver with the default limits and the default cache directory. */
    public static OptimalSolver standard() {
        return new OptimalSolver(defaultCacheDirectory(), DEFAULT_NODE_LIMIT, DEFAULT_TIME_LIMIT, Partitions.standard());
    }

    /**
     * Returns a solver that keeps pattern databases in {@code cacheDirectory} and gives up a board after
     * {@code nodeLimit} nodes or {@code timeLimit}.
     */
    public static OptimalSolver create(Path cacheDirectory, long nodeLimit, Duration timeLimit) {
        return new OptimalSolver(cacheDirectory, nodeLimit, timeLimit, Partitions.standard());
    }

    /** Returns a solver like this one (same cache and databases) with other limits per board. */
    public OptimalSolver withLimits(long nodeLimit, Duration timeLimit) {
        return new OptimalSolver(cacheDirectory, nodeLimit, timeLimit, partitions);
    }

    /** Returns a solver with other tile groups for its pattern databases, e.g. small ones for tests. */
    static OptimalSolver create(Path cacheDirectory, long nodeLimit, Duration timeLimit, Partitions partitions) {
        return new OptimalSolver(cacheDirectory, nodeLimit, timeLimit, partitions);
    }

    /**
     * Returns {@code $NPUZZLE_CACHE}, else {@code $XDG_CACHE_HOME/npuzzle-grader}, else
     * {@code ~/.cache/npuzzle-grader}.
     */
    public static Path defaultCacheDirectory() {
        String explicit = System.getenv("NPUZZLE_CACHE");
        if (explicit != null && !explicit.isBlank()) {
            return Paths.get(explicit);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return Paths.get(xdg, "npuzzle-grader");
        }
        return Paths.get(System.getProperty("user.home"), ".cache", "npuzzle-grader");
    }

    /** Returns the directory where this solver caches pattern databases. */
    public Path cacheDirectory() {
        return cacheDirectory;
    }

    /**
     * Returns a shortest solution of {@code board}.
     *
     * @throws NullPointerException if {@code board} is null ("board is null")
     * @throws IllegalArgumentException if {@code board} is unsolvable ("board is unsolvable")
     * @throws SearchBudgetException if the board is too hard for the node or time limit
     */
    public OptimalSolution solve(Board board) {
        return solve(board, 1);
    }

    /**
     * Returns a shortest solution of {@code board}, searching with {@code threads} threads (IDA* splits its
     * tree); the solution is the same as with one thread, the node count may differ.
     *
     * @throws IllegalArgumentException if {@code threads < 1} or the board is unsolvable
     */
    public OptimalSolution solve(Board board, int threads) {
        if (board == null) {
            throw new NullPointerException("board is null");
        }
        if (!board.isSolvable()) {
            throw new IllegalArgumentException("board is unsolvable");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        if (board.size() <= 3) {
            return walkDownTable(board);
        }
        return new IdaStar(heuristicFor(board.size()), nodeLimit, timeLimit, threads).solve(board);
    }

    /**
     * Solves every board with {@code jobs} threads; the solutions are in the order of the boards.
     *
     * @throws IllegalArgumentException if {@code jobs < 1} or a board is unsolvable
     * @throws SearchBudgetException if a board is too hard (the first such failure, in board order)
     */
    public List<OptimalSolution> solveAll(List<Board> boards, int jobs) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs must be at least 1, was " + jobs);
        }
        List<Board> copy = List.copyOf(boards);
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(jobs, Math.max(1, copy.size())));
        try {
            List<Future<OptimalSolution>> futures = new ArrayList<>(copy.size());
            for (Board board : copy) {
                futures.add(pool.submit(() -> solve(board)));
            }
            List<OptimalSolution> solutions = new ArrayList<>(copy.size());
            for (Future<OptimalSolution> future : futures) {
                solutions.add(Futures.await(future, "solving"));
            }
            return solutions;
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Returns the heuristic IDA* uses for boards of side {@code n >= 4}, building or loading its pattern
     * databases on first use: additive pattern databases with reflection where a partition exists for n
     * (n = 4: 6-6-3, n = 5: 5-5-5-5-4), else Manhattan distance plus linear conflicts.
     */
    public Heuristic heuristicFor(int n) {
        return prepared(n).heuristic();
    }

    /**
     * Makes the pattern databases for boards of side n ready (built, or read from the cache) and returns how;
     * the list is empty when n uses no databases. Later calls return the first call's record.
     */
    public List<DatabaseLoad> prepare(int n) {
        return prepared(n).loads();
    }

    private Prepared prepared(int n) {
        int[][] groups = partitions.forSize(n);
        String key = cacheDirectory.toAbsolutePath().normalize() + "|" + n + "|" + partitions.describe(n);
        return PREPARED.computeIfAbsent(key, unused -> Prepared.of(n, groups, new PatternDatabaseStore(cacheDirectory)));
    }

    /** A heuristic ready for use and how its databases were obtained. */
    private record Prepared(Heuristic heuristic, List<DatabaseLoad> loads) {
        static Prepared of(int n, int[][] groups, PatternDatabaseStore store) {
            if (groups.length == 0) {
                return new Prepared(Heuristic.linearConflict(), List.of());
            }
            ExecutorService pool = Executors.newFixedThreadPool(
                    Math.min(groups.length, Runtime.getRuntime().availableProcessors()));
            try {
                List<Future<PatternDatabaseStore.Loaded>> futures = new ArrayList<>();
                for (int[] group : groups) {
                    futures.add(pool.submit(() -> store.load(n, group)));
                }
                List<PatternDatabase> databases = new ArrayList<>();
                List<DatabaseLoad> loads = new ArrayList<>();
                for (Future<PatternDatabaseStore.Loaded> future : futures) {
                    PatternDatabaseStore.Loaded loaded = future.get();
                    databases.add(loaded.database());
                    loads.add(loaded.load());
                }
                return new Prepared(new AdditivePatternHeuristic(n, databases, true), List.copyOf(loads));
            } catch (ExecutionException e) {
                throw new IllegalStateException("could not build the pattern databases for " + n + "x" + n
                        + ": " + e.getCause(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while building pattern databases", e);
            } finally {
                pool.shutdownNow();
            }
        }
    }

    /** Follows distances down the breadth-first table: each step goes to a neighbor one move closer. */
    private static OptimalSolution walkDownTable(Board board) {
        long start = System.nanoTime();
        BreadthFirstTable table = BreadthFirstTable.of(board.size());
        int moves = table.distance(board);
        List<Board> path = new ArrayList<>(moves);
        long looked = 0;
        Board current = board;
        for (int left = moves; left > 0; left--) {
            for (Board neighbor : current.neighbors()) {
                looked++;
                if (table.distance(neighbor) == left - 1) {
                    current = neighbor;
                    break;
                }
            }
            path.add(current);
        }
        return new OptimalSolution(moves, path, looked, System.nanoTime() - start);
    }
}
