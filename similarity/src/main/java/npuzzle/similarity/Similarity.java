package npuzzle.similarity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import npuzzle.similarity.engine.Compared;
import npuzzle.similarity.engine.Engine;
import npuzzle.similarity.find.ClassFolder;
import npuzzle.similarity.find.Found;

/** Finds which submissions of a class share code, with each other and with known solutions. */
public final class Similarity {
    private Similarity() {
    }

    /**
     * Reads the class, the known solutions and the starter code, and compares them.
     *
     * @throws InputException if an input cannot be read, the class holds no submission, or nothing can be compared
     */
    public static Outcome run(Request request, Progress progress)
            throws InputException, IOException, InterruptedException {
        Found ofClass = ClassFolder.read(request.classRoot(), Group.CLASS, "", request.out());
        if (ofClass.entries() == 0) {
            throw new InputException(request.classRoot() + ": no submissions (sub-folders, archives or .java files)");
        }
        List<Submission> submissions = new ArrayList<>(ofClass.submissions());
        List<Skipped> skipped = new ArrayList<>(ofClass.skipped());
        for (Path known : request.known()) {
            Path name = known.toAbsolutePath().normalize().getFileName();
            Found found = ClassFolder.read(known, Group.KNOWN, (name == null ? "known" : name.toString()) + "/", null);
            submissions.addAll(found.submissions());
            skipped.addAll(found.skipped());
        }
        Optional<Submission> base = Optional.empty();
        if (request.base().isPresent()) {
            base = Optional.of(ClassFolder.readOne(request.base().get(), Group.KNOWN, "starter code"));
        }
        Path staging = request.out().resolve(".staging");
        Engine.Result result;
        try {
            StagingFolder.clear(staging);
            result = new Engine(request.minimumTokenMatch(), request.threads()).run(submissions, base,
                    Files.createDirectories(staging), progress);
        } finally {
            StagingFolder.clear(staging);
        }
        skipped.addAll(result.unparsable());
        long ofClassCompared = submissions.stream().filter(s -> s.group() == Group.CLASS).count()
                - result.unparsable().stream().filter(s -> s.group() == Group.CLASS).count();
        if (ofClassCompared == 0) {
            throw new InputException(request.classRoot() + ": no submission can be compared (" + skipped.size()
                    + " left out: " + skipped.get(0).id() + ": " + skipped.get(0).reason() + (skipped.size() > 1
                            ? ", ..." : "") + ")");
        }
        List<String> unparsable = result.unparsable().stream().map(Skipped::id).toList();
        List<Submission> compared = submissions.stream().filter(s -> !unparsable.contains(s.id())).toList();
        return summarize(request, compared, skipped, result.comparisons(), base.isPresent());
    }

    private static Outcome summarize(Request request, List<Submission> compared, List<Skipped> skipped,
            List<Compared> comparisons, boolean withBase) {
        int[] histogram = new int[Outcome.BANDS];
        for (Compared comparison : comparisons) {
            histogram[Outcome.band(comparison.similarity())]++;
        }
        List<Compared> ranked = new ArrayList<>(comparisons);
        ranked.sort(Compared.RANKED);
        List<Pair> listed = new ArrayList<>();
        for (int k = 0; k < ranked.size(); k++) {
            if (k < Request.TOP || ranked.get(k).similarity() >= Request.FLOOR) {
                listed.add(ranked.get(k).pair(true));
            }
        }
        listed.sort(Pair.RANKED);
        List<Skipped> left = new ArrayList<>(skipped);
        left.sort(Comparator.comparing(Skipped::id));
        return new Outcome(compared, left, listed, comparisons.size(), histogram, Clusters.of(listed, Request.FLOOR),
                request.minimumTokenMatch(), withBase);
    }
}
