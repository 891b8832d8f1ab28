package npuzzle.mutation;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The mutation score of the rubric on this module's submission: every mutant PIT exported is graded by the grader
 * as a submission would be, and every mutant that loses no point must be one {@code tests/MUTANTS.md} lists as
 * equivalent for this submission, with why no correct check can charge it; no listed mutant may lose a point. Writes
 * {@code target/mutation-score/mutants.csv} (every mutant, the checks that charge it) and {@code summary.md} (the
 * score of each class, with its nested classes, and of the whole submission).
 */
class MutationScoreIT {
    private static final long SEED = 1;

    @Test
    void theRubricChargesEnoughOfTheMutants() throws Exception {
        Path submission = Path.of(System.getProperty("npuzzle.mutation.submission"));
        Path exports = Path.of(System.getProperty("npuzzle.mutation.exports"));
        Path out = Files.createDirectories(Path.of(System.getProperty("npuzzle.mutation.out")));
        String target = System.getProperty("npuzzle.mutation.target");
        EquivalentMutants equivalent = EquivalentMutants.read(Path.of(System.getProperty(
                "npuzzle.mutation.equivalents")), "Survivors of " + target);
        int jobs = Integer.getInteger("npuzzle.mutation.jobs", Runtime.getRuntime().availableProcessors());

        List<ExportedMutant> mutants = ExportedMutant.readAll(exports);
        assertFalse(mutants.isEmpty(), "PIT exported no mutant under " + exports);
        long start = System.nanoTime();
        MutantGrading grading = new MutantGrading(submission, SEED);
        List<MutantGrading.Verdict> verdicts = gradeAll(grading, mutants, jobs);
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;

        Files.writeString(out.resolve("mutants.csv"), csv(verdicts));
        String summary = summary(target, verdicts, equivalent, seconds, jobs) + pointsLost(verdicts,
                grading.originalTotal());
        Files.writeString(out.resolve("summary.md"), summary);
        System.out.println(summary);
        List<String> problems = equivalent.problems(verdicts);
        assertTrue(problems.isEmpty(), "the list of equivalent mutants does not match the grading (see "
                + out.resolve("mutants.csv") + "):\n" + String.join("\n", problems));
    }

    /** The killed and total mutants of a class or of the whole submission. */
    record Score(int killed, int total) {
        double percent() {
            return 100.0 * killed / total;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d / %d killed (%.1f%%)", killed, total, percent());
        }
    }

    private static List<MutantGrading.Verdict> gradeAll(MutantGrading grading, List<ExportedMutant> mutants,
            int jobs) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<MutantGrading.Verdict>> futures = new ArrayList<>();
            for (ExportedMutant mutant : mutants) {
                futures.add(pool.submit(() -> {
                    MutantGrading.Verdict verdict = grading.grade(mutant);
                    System.out.println(mutant.id() + " " + mutant.method() + ":" + mutant.line() + " "
                            + (verdict.killed() ? "charged by " + verdict.charged() : "SURVIVED"));
                    return verdict;
                }));
            }
            List<MutantGrading.Verdict> verdicts = new ArrayList<>();
            for (Future<MutantGrading.Verdict> future : futures) {
                verdicts.add(future.get());
            }
            return verdicts;
        } finally {
            pool.shutdownNow();
        }
    }

    private static Score score(List<MutantGrading.Verdict> verdicts) {
        return new Score((int) verdicts.stream().filter(MutantGrading.Verdict::killed).count(), verdicts.size());
    }

    private static Map<String, Score> scoresByClass(List<MutantGrading.Verdict> verdicts) {
        return verdicts.stream().collect(Collectors.groupingBy(verdict -> outerClass(verdict.mutant().className()),
                TreeMap::new, Collectors.collectingAndThen(Collectors.toList(), MutationScoreIT::score)));
    }

    /**
     * How many checks charge one mutant, one mistake: a table of the killed mutants by the number of API and
     * correctness checks that charge them, and by the number of checks of any category.
     */
    private static String chargesPerMutant(List<MutantGrading.Verdict> verdicts) {
        Map<Integer, Integer> correctness = new TreeMap<>();
        Map<Integer, Integer> all = new TreeMap<>();
        for (MutantGrading.Verdict verdict : verdicts.stream().filter(MutantGrading.Verdict::killed).toList()) {
            long correctnessCharges = verdict.charged().stream()
                    .filter(id -> !id.startsWith("timing.") && !id.startsWith("memory.")).count();
            correctness.merge((int) correctnessCharges, 1, Integer::sum);
            all.merge(verdict.charged().size(), 1, Integer::sum);
        }
        StringBuilder text = new StringBuilder("## Charges per mutant\n\nEach mutant is one mistake; the killed "
                + "mutants by how many checks charge them.\n\n| checks charging it | mutants (API and correctness "
                + "checks) | mutants (all checks) |\n|---|---|---|\n");
        Set<Integer> counts = new TreeSet<>(all.keySet());
        counts.addAll(correctness.keySet());
        for (int count : counts) {
            text.append("| ").append(count).append(" | ").append(correctness.getOrDefault(count, 0)).append(" | ")
                    .append(all.getOrDefault(count, 0)).append(" |\n");
        }
        return text.toString();
    }

    /** The share of the total a killed mutant loses, in bins: how many points one mistake costs. */
    private static final double[] LOSS_BINS = {0.5, 1, 2, 5, 10, 25, 50, 100};
    /** A check that loses more than this share of its points saw its method broken on most of its inputs. */
    private static final double MOST_INPUTS = 0.5;

    /**
     * The killed mutants by the share of the total they lose, and those that lose less than 1% although some check
     * lost more than half its points: a method broken on most inputs that the weights price too low.
     */
    private static String pointsLost(List<MutantGrading.Verdict> verdicts, double total) {
        List<MutantGrading.Verdict> killed = verdicts.stream().filter(MutantGrading.Verdict::killed).toList();
        int[] counts = new int[LOSS_BINS.length];
        for (MutantGrading.Verdict verdict : killed) {
            double percent = 100 * verdict.pointsLost() / total;
            int bin = 0;
            while (bin < LOSS_BINS.length - 1 && percent >= LOSS_BINS[bin]) {
                bin++;
            }
            counts[bin]++;
        }
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%n## Points lost per killed mutant%n%n"
                + "The share of the original's %.2f points each killed mutant loses.%n%n| lost | mutants |%n|---|---|%n",
                total));
        for (int bin = 0; bin < LOSS_BINS.length; bin++) {
            String from = bin == 0 ? "0" : String.format(Locale.ROOT, "%s", trim(LOSS_BINS[bin - 1]));
            text.append("| ").append(from).append("% to ").append(bin == LOSS_BINS.length - 1 ? "100"
                    : trim(LOSS_BINS[bin])).append("% | ").append(counts[bin]).append(" |\n");
        }
        double[] sorted = killed.stream().mapToDouble(v -> 100 * v.pointsLost() / total).sorted().toArray();
        if (sorted.length > 0) {
            text.append(String.format(Locale.ROOT, "%nMedian %.1f%%, smallest %.2f%%, largest %.1f%%.%n",
                    sorted[sorted.length / 2], sorted[0], sorted[sorted.length - 1]));
        }
        text.append("\n## Cheap but broken: under 1% lost, yet a check lost more than half its points\n\n");
        List<MutantGrading.Verdict> cheap = killed.stream().filter(v -> 100 * v.pointsLost() / total < 1
                && v.worstCheckLoss() > MOST_INPUTS).toList();
        if (cheap.isEmpty()) {
            text.append("None.\n");
        }
        cheap.forEach(v -> text.append(String.format(Locale.ROOT, "- %s %s:%d %s: loses %.2f points (%.2f%%), %s%n",
                v.mutant().id(), v.mutant().method(), v.mutant().line(), v.mutant().description(), v.pointsLost(),
                100 * v.pointsLost() / total, String.join(" ", v.charged()))));
        return text.toString();
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }

    private static String outerClass(String binaryName) {
        int nested = binaryName.indexOf('$');
        return nested < 0 ? binaryName : binaryName.substring(0, nested);
    }

    private static String csv(List<MutantGrading.Verdict> verdicts) {
        StringBuilder csv = new StringBuilder("mutant,class,method,line,change,killed,points lost,charged by\n");
        for (MutantGrading.Verdict verdict : verdicts) {
            ExportedMutant mutant = verdict.mutant();
            csv.append(String.join(",", mutant.id(), mutant.className(), quoted(mutant.method()),
                    Integer.toString(mutant.line()), quoted(mutant.description()), Boolean.toString(verdict.killed()),
                    String.format(Locale.ROOT, "%.2f", verdict.pointsLost()), quoted(String.join(" ", verdict.charged())))).append('\n');
        }
        return csv.toString();
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }

    private static String summary(String target, List<MutantGrading.Verdict> verdicts, EquivalentMutants equivalent,
            long seconds, int jobs) {
        StringBuilder text = new StringBuilder("# Mutation score of the rubric on " + target
                + "\n\n| class | score |\n|---|---|\n");
        scoresByClass(verdicts).forEach((className, score) -> text.append("| ").append(className).append(" | ")
                .append(score).append(" |\n"));
        text.append("| all | ").append(score(verdicts)).append(" |\n");
        List<MutantGrading.Verdict> distinguishable = verdicts.stream()
                .filter(verdict -> !equivalent.lists(verdict.mutant())).toList();
        text.append("| all but the listed equivalent mutants | ").append(score(distinguishable)).append(" |\n");
        text.append("\nEvery mutant graded on the whole rubric (messages checked, hidden checks run), seed ").append(SEED).append(", ").append(jobs)
                .append(" at a time, in ").append(seconds).append(" s.\n\n");
        text.append(chargesPerMutant(verdicts));
        text.append("\n## Survivors\n\n");
        verdicts.stream().filter(verdict -> !verdict.killed()).forEach(verdict -> text.append("- ")
                .append(equivalent.lists(verdict.mutant()) ? "(listed equivalent) " : "(NOT LISTED) ")
                .append(verdict.mutant().id()).append(" ").append(verdict.mutant().method()).append(":")
                .append(verdict.mutant().line()).append(" ").append(verdict.mutant().description()).append('\n'));
        return text.toString();
    }
}
