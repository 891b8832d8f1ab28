package npuzzle.reference.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import npuzzle.reference.Board;
import npuzzle.reference.PuzzleFile;
import npuzzle.reference.PuzzleFormatException;
import npuzzle.reference.optimal.Attempt;
import npuzzle.reference.optimal.Benchmark;
import npuzzle.reference.optimal.Contender;
import npuzzle.reference.optimal.DatabaseLoad;
import npuzzle.reference.optimal.KorfInstances;
import npuzzle.reference.optimal.OptimalSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code reference bench}: per board and in total, the moves, nodes generated, time and nodes per second of the
 * assignment's A*, IDA* with Manhattan distance and the optimal solver, side by side on the same boards.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Compares the assignment's A*, IDA* with Manhattan distance and the optimal solver on the"
                + " same boards; fails if two solvers disagree or Korf's instances get other than published lengths.")
public final class BenchCommand implements Callable<Integer> {
    private static final String KORF100 = "korf100";
    private static final String COURSE = "course";

    @Spec
    private CommandSpec spec;

    @Option(names = "--set", paramLabel = "SET", description = "korf100 (the default), course (the course's"
            + " puzzle and hard files in --data), or a puzzle file or a file in Korf's format; repeatable")
    private List<String> sets = new ArrayList<>();

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "data",
            description = "folder of the course's files for --set course (default: ${DEFAULT-VALUE})")
    private Path data;

    @Option(names = "--limit", paramLabel = "N", description = "only the first N boards")
    private int limit = Integer.MAX_VALUE;

    @Option(names = "--jobs", paramLabel = "N", description = "threads per solver (default: all cores)")
    private int jobs = Runtime.getRuntime().availableProcessors();

    @Option(names = "--solvers", split = ",", paramLabel = "NAME", defaultValue = "astar,ida-manhattan,optimal",
            description = "which solvers, in order (default: ${DEFAULT-VALUE})")
    private List<String> solvers;

    @Option(names = "--astar-nodes", paramLabel = "N", defaultValue = "1000000",
            description = "A* gives up after N nodes (default: ${DEFAULT-VALUE})")
    private long aStarNodes;

    @Option(names = "--ida-nodes", paramLabel = "N", defaultValue = "20000000",
            description = "IDA* with Manhattan distance gives up after N nodes (default: ${DEFAULT-VALUE})")
    private long idaNodes;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "600",
            description = "IDA* searches give up a board after this time (default: ${DEFAULT-VALUE})")
    private long timeLimitSeconds;

    @Option(names = "--cache", paramLabel = "DIR", description = "pattern database folder (default: $NPUZZLE_CACHE,"
            + " else $XDG_CACHE_HOME/npuzzle-grader, else ~/.cache/npuzzle-grader)")
    private Path cache;

    /** One board of the benchmark; {@code korfNumber} is its instance number in Korf's 100, else 0. */
    private record Entry(String label, Board board, int korfNumber) {
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<Contender> contenders = new ArrayList<>();
        List<Entry> entries;
        try {
            for (String name : solvers) {
                contenders.add(Contender.ofWireName(name.strip()));
            }
            if (limit < 1 || jobs < 1) {
                throw new IllegalArgumentException("--limit and --jobs must be at least 1");
            }
            entries = load(sets.isEmpty() ? List.of(KORF100) : sets, err);
        } catch (IllegalArgumentException | IOException e) {
            err.println("bench: " + e.getMessage());
            return ExitCodes.USAGE;
        } catch (PuzzleFormatException e) {
            err.println("bench: " + e.getMessage());
            return ExitCodes.USAGE;
        }
        OptimalSolver optimal = OptimalSolver.create(cache == null ? OptimalSolver.defaultCacheDirectory() : cache,
                OptimalSolver.DEFAULT_NODE_LIMIT, Duration.ofSeconds(timeLimitSeconds));
        Benchmark benchmark = new Benchmark(optimal, aStarNodes, idaNodes, Duration.ofSeconds(timeLimitSeconds));
        out.printf(Locale.ROOT, "%d boards, %d jobs on %d cores, load average %.2f at start%n", entries.size(), jobs,
                Runtime.getRuntime().availableProcessors(), loadAverage());
        List<Board> boards = entries.stream().map(Entry::board).toList();
        Map<Contender, List<Attempt>> results = new EnumMap<>(Contender.class);
        Map<Contender, Long> wall = new EnumMap<>(Contender.class);
        for (Contender contender : contenders) {
            long start = System.nanoTime();
            if (contender == Contender.OPTIMAL) {
                prepare(optimal, boards, out);
            }
            results.put(contender, benchmark.run(contender, boards, jobs));
            wall.put(contender, System.nanoTime() - start);
        }
        printTable(entries, contenders, results, out);
        printTotals(contenders, results, wall, out);
        boolean agree = checkAgreement(entries, contenders, results, out);
        boolean published = !results.containsKey(Contender.OPTIMAL)
                || checkLiterature(entries, results.get(Contender.OPTIMAL), out);
        out.printf(Locale.ROOT, "load average %.2f at end%n", loadAverage());
        return agree && published ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private List<Entry> load(List<String> names, PrintWriter err) throws IOException, PuzzleFormatException {
        List<Entry> entries = new ArrayList<>();
        for (String name : names) {
            if (name.equals(KORF100)) {
                List<Board> korf = KorfInstances.korf100();
                for (int k = 0; k < korf.size(); k++) {
                    entries.add(new Entry("korf#" + (k + 1), korf.get(k), k + 1));
                }
            } else if (name.equals(COURSE)) {
                for (Path file : courseFiles()) {
                    entries.add(new Entry(file.getFileName().toString(), PuzzleFile.read(file), 0));
                }
            } else {
                Path file = Path.of(name);
                String content = Files.readString(file);
                if (looksLikeKorf(content)) {
                    List<Board> boards = KorfInstances.parse(name, content);
                    for (int k = 0; k < boards.size(); k++) {
                        entries.add(new Entry(file.getFileName() + "#" + (k + 1), boards.get(k), 0));
                    }
                } else {
                    entries.add(new Entry(file.getFileName().toString(), PuzzleFile.parse(name, content), 0));
                }
            }
        }
        List<Entry> solvable = new ArrayList<>();
        for (Entry entry : entries) {
            if (entry.board().isSolvable()) {
                solvable.add(entry);
            } else {
                err.println("bench: skipping " + entry.label() + ": unsolvable");
            }
        }
        if (solvable.isEmpty()) {
            throw new IllegalArgumentException("no solvable boards in " + String.join(", ", names));
        }
        return solvable.subList(0, Math.min(limit, solvable.size()));
    }

    private List<Path> courseFiles() throws IOException {
        if (!Files.isDirectory(data)) {
            throw new IllegalArgumentException("--set course needs the folder " + data + " (see --data)");
        }
        try (Stream<Path> files = Files.list(data)) {
            return new ArrayList<>(new TreeSet<>(files
                    .filter(file -> file.getFileName().toString().matches("(puzzle|hard)[^/]*\\.txt"))
                    .toList()));
        }
    }

    /** A Korf-format file's first data line is an instance number and 16 tiles. */
    private static boolean looksLikeKorf(String content) {
        for (String line : content.split("\\R")) {
            String stripped = line.strip();
            if (!stripped.isEmpty() && !stripped.startsWith("#")) {
                return stripped.split("\\s+").length == 17;
            }
        }
        return false;
    }

    private static void prepare(OptimalSolver optimal, List<Board> boards, PrintWriter out) {
        for (int n : new TreeSet<>(boards.stream().map(Board::size).filter(size -> size >= 4).toList())) {
            for (DatabaseLoad load : optimal.prepare(n)) {
                out.printf(Locale.ROOT, "pattern database %s: %,d entries %s in %.2f s (%s)%s%n", load.name(),
                        load.entries(), load.built() ? "built" : "read from cache", load.nanos() / 1e9, load.file(),
                        load.note().isEmpty() ? "" : "; " + load.note());
            }
        }
    }

    private static void printTable(List<Entry> entries, List<Contender> contenders,
            Map<Contender, List<Attempt>> results, PrintWriter out) {
        StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-16s %3s", "board", "n"));
        for (Contender contender : contenders) {
            header.append(String.format(Locale.ROOT, " | %-40s", contender.wireName()
                    + ": moves, nodes, seconds, nodes/s"));
        }
        out.println(header);
        for (int k = 0; k < entries.size(); k++) {
            StringBuilder row = new StringBuilder(
                    String.format(Locale.ROOT, "%-16s %3d", entries.get(k).label(), entries.get(k).board().size()));
            for (Contender contender : contenders) {
                Attempt attempt = results.get(contender).get(k);
                String moves = attempt.solved() ? Integer.toString(attempt.moves()) : "gave up";
                row.append(String.format(Locale.ROOT, " | %-7s %12d %9.3f %9s", moves, attempt.nodes(),
                        attempt.nanos() / 1e9, rate(attempt.nodes(), attempt.nanos())));
            }
            out.println(row);
        }
    }

    private static void printTotals(List<Contender> contenders, Map<Contender, List<Attempt>> results,
            Map<Contender, Long> wall, PrintWriter out) {
        for (Contender contender : contenders) {
            List<Attempt> attempts = results.get(contender);
            long nodes = attempts.stream().mapToLong(Attempt::nodes).sum();
            long nanos = attempts.stream().mapToLong(Attempt::nanos).sum();
            long solved = attempts.stream().filter(Attempt::solved).count();
            String reasons = String.join(", ", new TreeSet<>(attempts.stream().filter(a -> !a.solved())
                    .map(Attempt::failure).toList()));
            out.printf(Locale.ROOT, "total %-14s solved %d/%d%s, %,d nodes, %.2f s summed over boards, %.2f s wall"
                    + " (with database preparation), %s nodes/s%n", contender.wireName(), solved, attempts.size(),
                    reasons.isEmpty() ? "" : " (gave up: " + reasons + ")", nodes, nanos / 1e9,
                    wall.get(contender) / 1e9, rate(nodes, nanos));
        }
    }

    private static boolean checkAgreement(List<Entry> entries, List<Contender> contenders,
            Map<Contender, List<Attempt>> results, PrintWriter out) {
        boolean agree = true;
        for (int k = 0; k < entries.size(); k++) {
            int moves = -1;
            for (Contender contender : contenders) {
                Attempt attempt = results.get(contender).get(k);
                if (attempt.solved() && moves >= 0 && attempt.moves() != moves) {
                    out.println("MISMATCH on " + entries.get(k).label() + ": " + contender.wireName() + " found "
                            + attempt.moves() + " moves, another solver " + moves);
                    agree = false;
                }
                moves = attempt.solved() ? attempt.moves() : moves;
            }
        }
        return agree;
    }

    /** Compares Korf's instances 1 and 88 and, when all 100 ran, the total with the published lengths. */
    private static boolean checkLiterature(List<Entry> entries, List<Attempt> optimal, PrintWriter out) {
        Map<Integer, Integer> published = Map.of(1, KorfInstances.INSTANCE_1_MOVES, 88, KorfInstances.INSTANCE_88_MOVES);
        boolean ok = true;
        long total = 0;
        int korf = 0;
        for (int k = 0; k < entries.size(); k++) {
            int number = entries.get(k).korfNumber();
            if (number == 0) {
                continue;
            }
            korf++;
            total += optimal.get(k).moves();
            Integer expected = published.get(number);
            if (expected != null) {
                boolean match = optimal.get(k).moves() == expected;
                out.printf("literature: Korf instance %d needs %d moves, optimal found %d: %s%n", number, expected,
                        optimal.get(k).moves(), match ? "ok" : "MISMATCH");
                ok &= match;
            }
        }
        if (korf == 100) {
            boolean match = total == KorfInstances.TOTAL_MOVES;
            out.printf(Locale.ROOT, "literature: Korf's 100 need %d moves in all (mean %.2f), optimal found %d (mean"
                    + " %.2f): %s%n", KorfInstances.TOTAL_MOVES, KorfInstances.TOTAL_MOVES / 100.0, total,
                    total / 100.0, match ? "ok" : "MISMATCH");
            ok &= match;
        }
        return ok;
    }

    private static String rate(long nodes, long nanos) {
        if (nanos <= 0) {
            return "-";
        }
        double perSecond = nodes / (nanos / 1e9);
        return perSecond >= 1e6 ? String.format(Locale.ROOT, "%.2fM", perSecond / 1e6)
                : String.format(Locale.ROOT, "%.0f", perSecond);
    }

    private static double loadAverage() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
