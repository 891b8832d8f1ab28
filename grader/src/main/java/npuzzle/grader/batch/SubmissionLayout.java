package npuzzle.grader.batch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import npuzzle.grader.FileTrees;

/**
 * Finds the submissions in a class folder, by its {@link Layout}. In folders: each sub-folder is one (a plain
 * folder per student, or Moodle's {@code Name_123_assignsubmission_file_}), each {@code .zip} is one, unpacked, and
 * loose {@code .java} files named the way Canvas exports them ({@code name_userid_attachmentid_Board.java},
 * {@code name_LATE_...}, resubmissions as {@code Board-1.java}) are grouped per student. In Gradescope's export,
 * each {@code submission_<id>/} folder is one, with its submitters from the metadata; in Classroom's, each clone
 * is one, named by its login. A {@code lib/} folder holds the course's jars, not a submission.
 */
public final class SubmissionLayout {
    private static final Pattern CANVAS = Pattern.compile(
            "(?<student>[^_]+)_(?:LATE_)?(?<user>\\d+)_(?<attachment>\\d{1,18})_(?<file>.+?)(?:-\\d+)?\\.java");
    private static final String MOODLE_SUFFIX = "_assignsubmission_file_";

    private SubmissionLayout() {
    }

    /**
     * Returns the submissions under {@code root}, sorted by id; zips are unpacked and Canvas files copied into
     * {@code staging}; {@code output}, if inside {@code root}, is not a submission.
     *
     * @throws IOException if {@code root} cannot be listed
     */
    public static List<BatchSubmission> find(Path root, Path staging, Path output, Layout layout)
            throws IOException {
        Map<String, BatchSubmission> found = new TreeMap<>();
        Map<String, List<Path>> canvas = new TreeMap<>();
        List<Path> entries;
        Path skip = output.toAbsolutePath().normalize();
        try (Stream<Path> list = Files.list(root)) {
            entries = list.filter(SubmissionLayout::isEntry)
                    .filter(entry -> !entry.toAbsolutePath().normalize().equals(skip)).sorted().toList();
        }
        if (layout == Layout.GRADESCOPE) {
            return gradescope(root, entries);
        }
        if (layout == Layout.CLASSROOM) {
            return classroom(entries);
        }
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (Files.isDirectory(entry)) {
                String id = name.endsWith(MOODLE_SUFFIX) ? name.substring(0, name.length() - MOODLE_SUFFIX.length())
                        : name;
                add(found, new BatchSubmission(id, entry, Optional.empty()));
            } else if (name.endsWith(".zip")) {
                add(found, unzip(entry, name.substring(0, name.length() - ".zip".length()), staging));
            } else if (name.endsWith(".java")) {
                Matcher canvasName = CANVAS.matcher(name);
                String id = canvasName.matches() ? canvasName.group("student") + "_" + canvasName.group("user")
                        : name.substring(0, name.length() - ".java".length());
                canvas.computeIfAbsent(id, key -> new ArrayList<>()).add(entry);
            }
        }
        for (Map.Entry<String, List<Path>> student : canvas.entrySet()) {
            add(found, copyCanvasFiles(student.getKey(), student.getValue(), staging));
        }
        return List.copyOf(found.values());
    }

    /** Returns whether a folder's entry may be a submission: not hidden, not the course's lib/. */
    static boolean isEntry(Path entry) {
        String name = entry.getFileName().toString();
        return !name.startsWith(".") && !name.equals("lib");
    }

    private static List<BatchSubmission> gradescope(Path root, List<Path> entries) throws IOException {
        Map<String, List<Submitter>> submitters = GradescopeExport.submitters(root);
        Map<String, BatchSubmission> found = new TreeMap<>();
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (Files.isDirectory(entry)) {
                List<Submitter> people = submitters.getOrDefault(name, List.of());
                add(found, new BatchSubmission(name, entry, people.isEmpty() ? Optional.of(GradescopeExport.METADATA
                        + " does not list " + name) : Optional.empty(), people));
            }
        }
        for (String listed : submitters.keySet()) {
            if (!found.containsKey(listed)) {
                found.put(listed, new BatchSubmission(listed, root.resolve(listed), Optional.of(
                        GradescopeExport.METADATA + " lists " + listed + ", but the export has no such folder"),
                        submitters.get(listed)));
            }
        }
        return List.copyOf(found.values());
    }

    private static List<BatchSubmission> classroom(List<Path> entries) {
        List<Path> folders = entries.stream().filter(Files::isDirectory).toList();
        String prefix = ClassroomNames.assignmentPrefix(folders);
        Map<String, BatchSubmission> found = new TreeMap<>();
        for (Path folder : folders) {
            add(found, new BatchSubmission(folder.getFileName().toString().substring(prefix.length()), folder,
                    Optional.empty()));
        }
        return List.copyOf(found.values());
    }

    private static void add(Map<String, BatchSubmission> found, BatchSubmission submission) {
        BatchSubmission earlier = found.putIfAbsent(submission.id(), submission);
        if (earlier != null) {
            found.put(submission.id(), new BatchSubmission(submission.id(), earlier.folder(), Optional.of(
                    "two submissions are named " + submission.id() + ": " + earlier.folder().getFileName() + " and "
                            + submission.folder().getFileName()), earlier.submitters()));
        }
    }

    private static BatchSubmission unzip(Path zip, String id, Path staging) {
        Path folder = staging.resolve(id);
        try {
            FileTrees.delete(folder); // an earlier run's files must not mix with this upload's
            ZipExtractor.extract(zip, folder);
            return new BatchSubmission(id, folder, Optional.empty());
        } catch (IOException e) {
            return new BatchSubmission(id, folder, Optional.of(e.getMessage()));
        }
    }

    /** Copies one student's Canvas files under their original names, the latest upload (largest id) winning. */
    private static BatchSubmission copyCanvasFiles(String id, List<Path> files, Path staging) {
        Path folder = staging.resolve(id);
        Map<String, Path> latest = new TreeMap<>();
        Map<String, Long> uploads = new TreeMap<>();
        for (Path file : files) {
            Matcher name = CANVAS.matcher(file.getFileName().toString());
            String original = name.matches() ? name.group("file") + ".java" : file.getFileName().toString();
            long upload = name.matches() ? Long.parseLong(name.group("attachment")) : -1;
            if (upload >= uploads.getOrDefault(original, Long.MIN_VALUE)) {
                uploads.put(original, upload);
                latest.put(original, file);
            }
        }
        try {
            FileTrees.delete(folder);
            Files.createDirectories(folder);
            for (Map.Entry<String, Path> file : latest.entrySet()) {
                Files.copy(file.getValue(), folder.resolve(file.getKey()), StandardCopyOption.REPLACE_EXISTING);
            }
            return new BatchSubmission(id, folder, Optional.empty());
        } catch (IOException e) {
            return new BatchSubmission(id, folder, Optional.of("cannot copy the files of " + id + ": " + e));
        }
    }
}
