package npuzzle.similarity.engine;

import de.jplag.GreedyStringTiling;
import de.jplag.JPlagComparison;
import de.jplag.options.JPlagOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import npuzzle.similarity.Group;
import npuzzle.similarity.InputException;
import npuzzle.similarity.Progress;
import npuzzle.similarity.Skipped;
import npuzzle.similarity.Submission;

/**
 * Compares submissions with JPlag: every pair of the class, and each of the class with each known solution (never
 * two known ones). JPlag's own {@code JPlag.run()} makes the same comparisons; its parts are called here so that a
 * submission that does not parse is named with the parser's reason, and so that the comparisons report progress.
 */
public final class Engine {
    private static final int CHUNK = 64;

    private final int minimumTokenMatch;
    private final int threads;

    /**
     * @param minimumTokenMatch the shortest run of tokens that counts as a match
     * @param threads how many comparisons run at once
     */
    public Engine(int minimumTokenMatch, int threads) {
        if (minimumTokenMatch < 1 || threads < 1) {
            throw new IllegalArgumentException("minimumTokenMatch and threads must be at least 1");
        }
        this.minimumTokenMatch = minimumTokenMatch;
        this.threads = threads;
    }

    /** What a run found: each comparison, and the submissions left out because they do not parse. */
    public record Result(List<Compared> comparisons, List<Skipped> unparsable, int compared) {
        public Result {
            comparisons = List.copyOf(comparisons);
            unparsable = List.copyOf(unparsable);
        }
    }

    /**
     * Compares the submissions.
     *
     * @param submissions the class's and the known ones
     * @param base the starter code, whose tokens never match, if given
     * @param staging an empty folder for the files the parser reads
     * @throws InputException if the starter code does not parse
     */
    public Result run(List<Submission> submissions, Optional<Submission> base, Path staging, Progress progress)
            throws InputException, IOException, InterruptedException {
        Tokenizer tokenizer = new Tokenizer(staging);
        List<Skipped> unparsable = new ArrayList<>();
        List<Tokenized> parsed = parseAll(submissions, tokenizer, unparsable, progress);
        JPlagOptions options = new JPlagOptions(Tokenizer.language(), Set.of(), Set.of())
                .withMinimumTokenMatch(minimumTokenMatch);
        GreedyStringTiling tiling = new GreedyStringTiling(options);
        if (base.isPresent()) {
            Tokenized starter;
            try {
                starter = tokenizer.tokenize(base.get(), "base");
            } catch (Tokenizer.UnparsableException e) {
                throw new InputException("the starter code does not parse: " + e.getMessage());
            }
            for (Tokenized submission : parsed) {
                submission.jplag().setBaseCodeComparison(tiling.generateBaseCodeMarking(submission.jplag(),
                        starter.jplag()));
            }
        }
        List<Tokenized[]> pairs = pairs(parsed);
        return new Result(compareAll(pairs, tiling, progress), unparsable, parsed.size());
    }

    private List<Tokenized> parseAll(List<Submission> submissions, Tokenizer tokenizer, List<Skipped> unparsable,
            Progress progress) throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Object>> parsing = new ArrayList<>();
            for (int k = 0; k < submissions.size(); k++) {
                Submission submission = submissions.get(k);
                String folder = submission.group().wireName() + "-" + k;
                parsing.add(pool.submit(() -> parseOne(tokenizer, submission, folder)));
            }
            List<Tokenized> parsed = new ArrayList<>();
            for (int k = 0; k < parsing.size(); k++) {
                Object outcome = get(parsing.get(k));
                if (outcome instanceof Tokenized tokens) {
                    parsed.add(tokens);
                } else {
                    unparsable.add((Skipped) outcome);
                }
                progress.step("parsing", k + 1, parsing.size());
            }
            return parsed;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Returns the tokens, or why the submission is left out. */
    private Object parseOne(Tokenizer tokenizer, Submission submission, String folder) throws IOException {
        try {
            Tokenized tokens = tokenizer.tokenize(submission, folder);
            int count = tokens.jplag().getNumberOfTokens() - submission.files().size();
            if (count < minimumTokenMatch) {
                return new Skipped(submission.id(), submission.group(), "only " + count + " tokens, fewer than "
                        + "the shortest match (" + minimumTokenMatch + ")");
            }
            return tokens;
        } catch (Tokenizer.UnparsableException e) {
            return new Skipped(submission.id(), submission.group(), "does not parse: " + e.getMessage());
        }
    }

    /** Returns the pairs to compare: the class's among themselves, then each of the class with each known one. */
    private static List<Tokenized[]> pairs(List<Tokenized> parsed) {
        List<Tokenized> ofClass = parsed.stream().filter(t -> t.submission().group() == Group.CLASS).toList();
        List<Tokenized> known = parsed.stream().filter(t -> t.submission().group() == Group.KNOWN).toList();
        List<Tokenized[]> pairs = new ArrayList<>();
        for (int i = 0; i < ofClass.size(); i++) {
            for (int j = i + 1; j < ofClass.size(); j++) {
                pairs.add(new Tokenized[] {ofClass.get(i), ofClass.get(j)});
            }
            for (Tokenized other : known) {
                pairs.add(new Tokenized[] {ofClass.get(i), other});
            }
        }
        return pairs;
    }

    private List<Compared> compareAll(List<Tokenized[]> pairs, GreedyStringTiling tiling, Progress progress)
            throws InterruptedException, IOException {
        Compared[] results = new Compared[pairs.size()];
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> chunks = new ArrayList<>();
            for (int from = 0; from < pairs.size(); from += CHUNK) {
                int start = from;
                int end = Math.min(pairs.size(), from + CHUNK);
                chunks.add(pool.submit(() -> {
                    for (int k = start; k < end; k++) {
                        Tokenized[] pair = pairs.get(k);
                        JPlagComparison comparison = tiling.compare(pair[0].jplag(), pair[1].jplag());
                        results[k] = new Compared(pair[0], pair[1], comparison);
                    }
                    done.addAndGet(end - start);
                    return null;
                }));
            }
            for (Future<?> chunk : chunks) {
                get(chunk);
                progress.step("comparing", done.get(), pairs.size());
            }
            progress.step("comparing", pairs.size(), pairs.size());
            return List.of(results);
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> T get(Future<T> future) throws InterruptedException, IOException {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
