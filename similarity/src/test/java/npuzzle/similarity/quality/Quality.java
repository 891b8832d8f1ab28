package npuzzle.similarity.quality;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import npuzzle.similarity.Group;
import npuzzle.similarity.InputException;
import npuzzle.similarity.Pair;
import npuzzle.similarity.Progress;
import npuzzle.similarity.Submission;
import npuzzle.similarity.engine.Compared;
import npuzzle.similarity.engine.Engine;
import npuzzle.similarity.find.ClassFolder;
import npuzzle.similarity.find.Found;

/**
 * How well a shortest match tells the set's copies from its independent pairs: per kind of change, each copy's rank
 * for its original (1: its most similar submission, among those it does not derive from, is its original) and the
 * area under the ROC curve of the copies' similarity to their originals against every independent pair's.
 */
final class Quality {
    /** One kind's figures. */
    record Row(Change change, List<Integer> ranks, double auc, double meanCopy, int copiesAboveFloor) {
    }

    /** The figures of one shortest match. */
    record Result(int minimumTokenMatch, boolean withStarter, Map<Change, Row> rows, double meanNegative,
            double maxNegative, int negatives, int negativesAboveFloor) {
        double worstAuc() {
            return rows.values().stream().mapToDouble(Row::auc).min().orElse(0);
        }
    }

    private Quality() {
    }

    /** Compares every pair of the set with {@code minimumTokenMatch}, the starter code left out if asked. */
    static Result measure(QualitySet set, Path work, Path submissions, int minimumTokenMatch, boolean withStarter,
            double floor) throws IOException, InterruptedException, InputException {
        Path root = work.resolve("set");
        if (!Files.isDirectory(root)) {
            set.write(root);
        }
        Found found = ClassFolder.read(root, Group.CLASS, "", null);
        Optional<Submission> starter = withStarter ? Optional.of(ClassFolder.readOne(submissions.resolve(
                QualitySet.STARTER), Group.KNOWN, "starter")) : Optional.empty();
        Path staging = Files.createDirectories(work.resolve("staging-" + minimumTokenMatch + "-" + withStarter));
        Engine.Result result = new Engine(minimumTokenMatch, 2).run(found.submissions(), starter, staging,
                Progress.NONE);
        if (!result.unparsable().isEmpty()) {
            throw new IllegalStateException("the quality set must parse: " + result.unparsable());
        }
        Map<String, Map<String, Double>> similarity = new HashMap<>();
        for (Compared compared : result.comparisons()) {
            Pair pair = compared.pair(false);
            similarity.computeIfAbsent(pair.a(), k -> new HashMap<>()).put(pair.b(), pair.similarity());
            similarity.computeIfAbsent(pair.b(), k -> new HashMap<>()).put(pair.a(), pair.similarity());
        }
        List<Double> negatives = new ArrayList<>();
        List<QualitySet.Entry> entries = set.entries;
        for (int i = 0; i < entries.size(); i++) {
            for (int j = i + 1; j < entries.size(); j++) {
                if (Collections.disjoint(entries.get(i).family(), entries.get(j).family())) {
                    negatives.add(similarity.get(entries.get(i).name()).get(entries.get(j).name()));
                }
            }
        }
        Map<Change, Row> rows = new EnumMap<>(Change.class);
        for (Change change : Change.values()) {
            List<Integer> ranks = new ArrayList<>();
            List<Double> positives = new ArrayList<>();
            for (QualitySet.Entry copy : entries.stream().filter(e -> e.change() == change).toList()) {
                double own = similarity.get(copy.name()).get(copy.original());
                positives.add(own);
                int rank = 1;
                for (QualitySet.Entry other : entries) {
                    if (Collections.disjoint(other.family(), copy.family())
                            && similarity.get(copy.name()).get(other.name()) >= own) {
                        rank++;
                    }
                }
                ranks.add(rank);
            }
            rows.put(change, new Row(change, ranks, auc(positives, negatives), positives.stream()
                    .mapToDouble(Double::doubleValue).average().orElse(0), (int) positives.stream()
                    .filter(s -> s >= floor).count()));
        }
        return new Result(minimumTokenMatch, withStarter, rows, negatives.stream().mapToDouble(Double::doubleValue)
                .average().orElse(0), negatives.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                negatives.size(), (int) negatives.stream().filter(s -> s >= floor).count());
    }

    /** Returns the chance that a positive is more similar than a negative (a tie counts half). */
    static double auc(List<Double> positives, List<Double> negatives) {
        double wins = 0;
        for (double positive : positives) {
            for (double negative : negatives) {
                wins += positive > negative ? 1 : positive == negative ? 0.5 : 0;
            }
        }
        return positives.isEmpty() || negatives.isEmpty() ? 0 : wins / (positives.size() * negatives.size());
    }
}
