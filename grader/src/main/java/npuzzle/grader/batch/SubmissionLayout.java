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
 * folder per student, or Moodle's {@code Name_123_assignsubmission_file_}), each archive is one, unpacked, and
 * loose {@code .java} files named the way Canvas exports them ({@code name_userid_attachmentid_Board.java},
 * {@code name_LATE_...}, resubmissions as {@code Board-1.java}) are grouped per student; every other entry (an
 * archive the grader does not read, a stray file, a broken link) is a submission that says why it is not graded,
 * so that no entry is left out of the gradebook. In Gradescope's export,
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
     * Returns the submissions under {@code root}, sorted by id; archives are unpacked and Canvas files copied into
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
            try {
                if (name.endsWith(".java") && !Files.isDirectory(entry)) {
                    Matcher canvasName = CANVAS.matcher(name);
                    String id = canvasName.matches() ? canvasName.group("student") + "_" + canvasName.group("user")
                            : name.substring(0, name.length() - ".java".length());
                    canvas.computeIfAbsent(safeId(id, name), key -> new ArrayList<>()).add(entry);
                } else {
                    add(found, submission(entry, name, staging));
                }
            } catch (IOException | RuntimeException e) { // e.g. a name the file system cannot hold
                add(found, new BatchSubmission(safeId(name, name), entry, Optional.of(name + ": cannot be read: "
                        + e), List.of(name)));
            }
        }
        for (Map.Entry<String, List<Path>> student : canvas.entrySet()) {
            add(found, copyCanvasFiles(student.getKey(), student.getValue(), staging));
        }
        return List.copyOf(found.values());
    }

    /**
     * Returns the submission one entry of a class folder is: a folder (Moodle's named by the student), an archive
     * unpacked into {@code staging}, or a file the grader cannot grade, with the reason.
     */
    private static BatchSubmission submission(Path entry, String name, Path staging) throws IOException {
        if (Files.isDirectory(entry)) {
            String id = name.endsWith(MOODLE_SUFFIX) ? name.substring(0, name.length() - MOODLE_SUFFIX.length())
                    : name;
            return new BatchSubmission(safeId(id, name), entry, Optional.empty(), List.of(name));
        }
        if (Files.isSymbolicLink(entry) && !Files.exists(entry)) {
            return new BatchSubmission(safeId(name, name), entry, Optional.of(name + ": a link to "
                    + Files.readSymbolicLink(entry) + ", which does not exist"), List.of(name));
        }
        Optional<ArchiveFormat> archive = ArchiveFormat.ofName(name);
        if (archive.isPresent()) {
            return unpack(entry, safeId(archive.get().baseName(name), name), staging);
        }
        return new BatchSubmission(safeId(name, name), entry, Optional.of(name + ": not a submission: the grader "
                + "reads folders, archives (" + ArchiveFormat.READABLE + ") and .java files"), List.of(name));
    }

    /**
     * Returns an id that can name the student's folder of the output: the entry's whole name when the id would be
     * empty, and with a trailing underscore when it is the name of one of the class's files ({@code summary.csv}).
     */
    static String safeId(String id, String entryName) {
        String named = id.isEmpty() ? entryName : id;
        return ClassResults.NAMES.contains(named) ? named + "_" : named;
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
                        + " does not list " + name) : Optional.empty(), people, List.of(name)));
            }
        }
        for (String listed : submitters.keySet()) {
            if (!found.containsKey(listed)) {
                found.put(listed, new BatchSubmission(listed, root.resolve(listed), Optional.of(
                        GradescopeExport.METADATA + " lists " + listed + ", but the export has no such folder"),
                        submitters.get(listed), List.of()));
            }
        }
        return List.copyOf(found.values());
    }

    private static List<BatchSubmission> classroom(List<Path> entries) {
        List<Path> folders = entries.stream().filter(Files::isDirectory).toList();
        String prefix = ClassroomNames.assignmentPrefix(folders);
        Map<String, BatchSubmission> found = new TreeMap<>();
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            add(found, new BatchSubmission(safeId(name.substring(prefix.length()), name), folder, Optional.empty(),
                    List.of(name)));
        }
        return List.copyOf(found.values());
    }

    private static void add(Map<String, BatchSubmission> found, BatchSubmission submission) {
        BatchSubmission earlier = found.putIfAbsent(submission.id(), submission);
        if (earlier != null) {
            List<String> entries = new ArrayList<>(earlier.entries());
            entries.addAll(submission.entries());
            found.put(submission.id(), new BatchSubmission(submission.id(), earlier.folder(), Optional.of(
                    "two submissions are named " + submission.id() + ": " + String.join(" and ", entries)
                            + "; keep one"), earlier.submitters(), entries));
        }
    }

    private static BatchSubmission unpack(Path archive, String id, Path staging) throws IOException {
        Path folder = staging.resolve(id);
        List<String> entries = List.of(archive.getFileName().toString());
        FileTrees.delete(folder); // an earlier run's files must not mix with this upload's
        try {
            ArchiveExtractor.extract(archive, folder);
            return new BatchSubmission(id, folder, Optional.empty(), entries);
        } catch (ArchiveExtractor.ArchiveException e) {
            return new BatchSubmission(id, folder, Optional.of(e.getMessage()), entries);
        }
    }

    /** Copies one student's Canvas files under their original names, the latest upload (largest id) winning. */
    private static BatchSubmission copyCanvasFiles(String id, List<Path> files, Path staging) {
        Path folder = staging.resolve(id);
        List<String> names = files.stream().map(file -> file.getFileName().toString()).toList();
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
            return new BatchSubmission(id, folder, Optional.empty(), names);
        } catch (IOException e) {
            return new BatchSubmission(id, folder, Optional.of("cannot copy the files of " + id + ": " + e), names);
        }
    }
}
