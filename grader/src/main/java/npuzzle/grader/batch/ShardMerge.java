package npuzzle.grader.batch;

import com.google.gson.JsonParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import npuzzle.grader.FileTrees;
import npuzzle.grader.GraderJson;
import npuzzle.grader.report.Report;

/**
 * Joins the outputs of a batch's shards into the output one machine would have written: every student's folder
 * and the class's files, from the same outcomes in the same order. It refuses shards graded by other grader
 * versions, seeds, configs, checks or classes, and names every submission that is missing or graded twice.
 */
public final class ShardMerge {
    private static final String REPORT = "report.json";

    private ShardMerge() {
    }

    /** Thrown when the shards cannot be joined; the message says which shard or submission and why. */
    public static final class MergeException extends Exception {
        private static final long serialVersionUID = 1L;

        MergeException(String message) {
            super(message);
        }
    }

    /** Merges {@code shards} into {@code output} and returns the joined manifest. */
    public static BatchManifest merge(List<Path> shards, Path output) throws MergeException, IOException {
        List<BatchManifest> manifests = new ArrayList<>();
        for (Path shard : shards) {
            if (shard.toAbsolutePath().normalize().equals(output.toAbsolutePath().normalize())) {
                throw new MergeException(shard + " is both a shard and the output: merge into another folder");
            }
            manifests.add(read(shard));
        }
        BatchManifest first = manifests.get(0);
        Map<String, Path> folderOf = new TreeMap<>();
        Map<String, BatchManifest.Entry> entryOf = new TreeMap<>();
        for (int k = 0; k < manifests.size(); k++) {
            BatchManifest manifest = manifests.get(k);
            if (!manifest.gradedLike(first)) {
                throw new MergeException(shards.get(k) + " was not graded like " + shards.get(0) + ": "
                        + difference(first, manifest));
            }
            for (BatchManifest.Entry entry : manifest.outcomes()) {
                Path earlier = folderOf.putIfAbsent(entry.id(), shards.get(k));
                if (earlier != null) {
                    throw new MergeException(entry.id() + " was graded twice: in " + earlier + " and in "
                            + shards.get(k));
                }
                entryOf.put(entry.id(), entry);
            }
        }
        TreeSet<String> missing = new TreeSet<>(first.classIds());
        missing.removeAll(entryOf.keySet());
        if (!missing.isEmpty()) {
            throw new MergeException(missing.size() + " submissions of the class are in no shard (a shard not "
                    + "given or not finished?): " + String.join(", ", missing));
        }
        List<BatchOutcome> outcomes = new ArrayList<>();
        for (BatchManifest.Entry entry : entryOf.values()) {
            outcomes.add(outcome(entry, folderOf.get(entry.id())));
            copyFolder(folderOf.get(entry.id()).resolve(entry.id()), output.resolve(entry.id()));
        }
        BatchManifest merged = new BatchManifest(first.schema(), first.graderVersion(), first.seed(),
                first.configHash(), first.checks(), Shard.ALL.toString(), first.classIds(),
                List.copyOf(entryOf.values()));
        ClassResults.write(output, merged, outcomes);
        return merged;
    }

    private static BatchManifest read(Path shard) throws MergeException, IOException {
        Path file = shard.resolve(BatchManifest.FILE);
        if (!Files.isRegularFile(file)) {
            throw new MergeException(shard + ": no " + BatchManifest.FILE + " (not a batch's output, or the batch "
                    + "did not finish)");
        }
        try {
            BatchManifest manifest = GraderJson.GSON.fromJson(Files.readString(file), BatchManifest.class);
            if (manifest == null || !BatchManifest.SCHEMA.equals(manifest.schema())) {
                throw new MergeException(file + ": expected schema " + BatchManifest.SCHEMA);
            }
            return manifest;
        } catch (JsonParseException e) {
            throw new MergeException(file + ": not a batch manifest: " + e.getMessage());
        }
    }

    private static String difference(BatchManifest a, BatchManifest b) {
        Map<String, Boolean> same = new LinkedHashMap<>();
        same.put("grader version " + a.graderVersion() + " vs " + b.graderVersion(),
                a.graderVersion().equals(b.graderVersion()));
        same.put("seed " + a.seed() + " vs " + b.seed(), a.seed() == b.seed());
        same.put("config " + a.configHash() + " vs " + b.configHash(), a.configHash().equals(b.configHash()));
        same.put("the checks run", a.checks().equals(b.checks()));
        same.put("the class's submissions", a.classIds().equals(b.classIds()));
        return String.join("; ", same.entrySet().stream().filter(e -> !e.getValue()).map(Map.Entry::getKey)
                .toList());
    }

    private static BatchOutcome outcome(BatchManifest.Entry entry, Path shard) throws MergeException, IOException {
        Optional<String> reason = Optional.ofNullable(entry.reason());
        if (entry.state() == BatchOutcome.State.NOT_GRADED) {
            return new BatchOutcome(entry.id(), entry.state(), Optional.empty(), reason);
        }
        Path file = shard.resolve(entry.id()).resolve(REPORT);
        try {
            Report report = GraderJson.GSON.fromJson(Files.readString(file), Report.class);
            return new BatchOutcome(entry.id(), entry.state(), Optional.of(report), reason);
        } catch (IOException | JsonParseException e) {
            throw new MergeException(file + ": the report of a graded submission cannot be read: " + e.getMessage());
        }
    }

    private static void copyFolder(Path from, Path to) throws IOException {
        FileTrees.delete(to);
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.filter(Files::isRegularFile)
                    .filter(file -> !file.getFileName().toString().startsWith(".")).toList()) {
                Files.copy(file, to.resolve(file.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
