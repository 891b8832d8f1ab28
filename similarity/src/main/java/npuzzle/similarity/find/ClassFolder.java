package npuzzle.similarity.find;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import npuzzle.similarity.Group;
import npuzzle.similarity.InputException;
import npuzzle.similarity.Skipped;
import npuzzle.similarity.SourceFile;
import npuzzle.similarity.Submission;

/**
 * The submissions of a class folder, one per entry, named as {@code grader batch} names them: a sub-folder (Moodle's
 * {@code Name_123_assignsubmission_file_} without its suffix; Gradescope's {@code submission_<id>}; a GitHub
 * Classroom clone {@code <assignment>-<login>} by its login), an archive by its name, and Canvas's loose files
 * {@code name_userid_attachmentid_Board.java} grouped per student (the latest upload of a file wins). Hidden entries
 * and {@code lib/} are not submissions. The folder may also be one archive of the whole class (an LMS's download).
 *
 * <p>This is the similarity program's own discovery, written after the grader's {@code batch.SubmissionLayout}:
 * the grader's module brings the JUnit Platform, which may not join this GPL-3.0 jar. It reads the same layouts but
 * not Gradescope's metadata (names of the submitters), which similarity does not show.
 */
public final class ClassFolder {
    private static final Pattern CANVAS = Pattern.compile(
            "(?<student>[^_]+)_(?:LATE_)?(?<user>\\d+)_(?<attachment>\\d{1,18})_(?<file>.+?)(?:-\\d+)?\\.java");
    private static final String MOODLE_SUFFIX = "_assignsubmission_file_";
    private static final long MAX_FILE_BYTES = 4L << 20;

    private ClassFolder() {
    }

    /**
     * Returns the submissions of {@code root}, a folder or an archive of one, sorted by id.
     *
     * @param group whose submissions they are
     * @param idPrefix put before each id ("" for the class; the folder's name and "/" for known solutions)
     * @param skip a folder inside {@code root} that is not a submission (the output), or null
     * @throws InputException if {@code root} does not exist, cannot be read, or is an archive that cannot be read
     */
    public static Found read(Path root, Group group, String idPrefix, Path skip) throws InputException {
        if (!Files.exists(root)) {
            throw new InputException(root + ": no such folder");
        }
        if (Files.isRegularFile(root)) {
            return readArchive(root, group, idPrefix);
        }
        List<Path> entries;
        try (Stream<Path> list = Files.list(root)) {
            Path skipped = skip == null ? null : skip.toAbsolutePath().normalize();
            entries = list.filter(ClassFolder::isEntry)
                    .filter(entry -> !entry.toAbsolutePath().normalize().equals(skipped)).sorted().toList();
        } catch (IOException e) {
            throw new InputException(root + ": cannot be listed: " + e.getMessage());
        }
        String classroom = classroomPrefix(entries);
        Builder found = new Builder(group, idPrefix);
        Map<String, Map<String, Path>> canvas = new TreeMap<>();
        Map<String, Long> uploads = new TreeMap<>();
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (Files.isDirectory(entry)) {
                String id = name.endsWith(MOODLE_SUFFIX) ? name.substring(0, name.length() - MOODLE_SUFFIX.length())
                        : name.substring(classroom.length());
                found.add(id.isEmpty() ? name : id, () -> folderFiles(entry));
            } else if (name.endsWith(".java")) {
                Matcher file = CANVAS.matcher(name);
                String student = file.matches() ? file.group("student") + "_" + file.group("user")
                        : name.substring(0, name.length() - ".java".length());
                String original = file.matches() ? file.group("file") + ".java" : name;
                long upload = file.matches() ? Long.parseLong(file.group("attachment")) : -1;
                if (upload >= uploads.getOrDefault(student + "/" + original, Long.MIN_VALUE)) {
                    uploads.put(student + "/" + original, upload);
                    canvas.computeIfAbsent(student, key -> new TreeMap<>()).put(original, entry);
                }
            } else if (ArchiveReader.isArchiveName(name)) {
                found.add(ArchiveReader.baseName(name), () -> ArchiveReader.javaFiles(read(entry), name));
            } else {
                found.skip(name, name + ": not a submission: folders, archives (" + ArchiveReader.READABLE
                        + ") and .java files are read");
            }
        }
        for (Map.Entry<String, Map<String, Path>> student : canvas.entrySet()) {
            found.add(student.getKey(), () -> {
                Map<String, byte[]> files = new TreeMap<>();
                for (Map.Entry<String, Path> file : student.getValue().entrySet()) {
                    files.put(file.getKey(), read(file.getValue()));
                }
                return files;
            });
        }
        return found.build();
    }

    /**
     * Returns one submission: a folder or an archive whose Board.java and Solver.java are anywhere inside (the
     * starter code).
     *
     * @throws InputException if it does not exist, cannot be read, or holds neither file
     */
    public static Submission readOne(Path root, Group group, String id) throws InputException {
        if (!Files.exists(root)) {
            throw new InputException(root + ": no such folder");
        }
        try {
            Map<String, byte[]> files = Files.isDirectory(root) ? folderFiles(root)
                    : ArchiveReader.javaFiles(read(root), root.getFileName().toString());
            List<SourceFile> picked = SourcePicker.pick(files);
            if (picked.isEmpty()) {
                throw new InputException(root + ": no Board.java or Solver.java");
            }
            return new Submission(id, group, picked);
        } catch (IOException e) {
            throw new InputException(root + ": cannot be read: " + e.getMessage());
        }
    }

    /** Reads a class handed over as one archive: each top-level folder, or archive in it, is a submission. */
    private static Found readArchive(Path root, Group group, String idPrefix) throws InputException {
        String name = root.getFileName().toString();
        Map<String, byte[]> all;
        try {
            all = ArchiveReader.javaFiles(read(root), name);
        } catch (IOException e) {
            throw new InputException(e.getMessage());
        }
        Map<String, Map<String, byte[]>> bySubmission = new TreeMap<>();
        for (Map.Entry<String, byte[]> file : all.entrySet()) {
            String path = file.getKey();
            int slash = path.indexOf('/');
            String top = slash < 0 ? path : path.substring(0, slash);
            String id = top.endsWith("-unpacked") ? ArchiveReader.baseName(top.substring(0, top.length()
                    - "-unpacked".length())) : top.endsWith(MOODLE_SUFFIX) ? top.substring(0, top.length()
                            - MOODLE_SUFFIX.length()) : top;
            if (slash > 0 && !top.startsWith(".") && !top.equals("__MACOSX") && !top.equals("lib")) {
                bySubmission.computeIfAbsent(id, key -> new TreeMap<>()).put(path.substring(slash + 1),
                        file.getValue());
            }
        }
        Builder found = new Builder(group, idPrefix);
        for (Map.Entry<String, Map<String, byte[]>> submission : bySubmission.entrySet()) {
            found.add(submission.getKey(), submission::getValue);
        }
        return found.build();
    }

    /** Returns whether an entry may be a submission: not hidden, not the course's lib/. */
    private static boolean isEntry(Path entry) {
        String name = entry.getFileName().toString();
        return !name.startsWith(".") && !name.equals("lib") && !name.equals("submission_metadata.yml");
    }

    /** Returns GitHub Classroom's {@code <assignment>-} prefix when every entry is a clone sharing one, else "". */
    private static String classroomPrefix(List<Path> entries) {
        if (entries.size() < 2 || !entries.stream().allMatch(entry -> Files.isDirectory(entry.resolve(".git")))) {
            return "";
        }
        String prefix = entries.get(0).getFileName().toString();
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            int common = 0;
            while (common < Math.min(prefix.length(), name.length()) && prefix.charAt(common) == name.charAt(common)) {
                common++;
            }
            prefix = prefix.substring(0, common);
        }
        return prefix.substring(0, prefix.lastIndexOf('-') + 1);
    }

    /** Returns the {@code .java} files under a submission's folder, and those of the archives in it. */
    private static Map<String, byte[]> folderFiles(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        List<Path> all;
        try (Stream<Path> walk = Files.walk(folder)) {
            all = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : all) {
            String path = folder.relativize(file).toString().replace('\\', '/');
            String name = file.getFileName().toString();
            if (name.endsWith(".java")) {
                files.put(path, read(file));
            } else if (ArchiveReader.isArchiveName(name) && !name.endsWith(".jar")) {
                try {
                    ArchiveReader.javaFiles(read(file), path).forEach((inner, text) -> files.put(path + "-unpacked/"
                            + inner, text));
                } catch (ArchiveReader.ArchiveException e) {
                    // an archive beside the sources (a backup, the handout) is not what is compared
                }
            }
        }
        return files;
    }

    private static byte[] read(Path file) throws IOException {
        if (Files.size(file) > MAX_FILE_BYTES) {
            throw new IOException(file.getFileName() + ": " + (Files.size(file) >> 20) + " MiB, more than a "
                    + "program's sources could need");
        }
        return Files.readAllBytes(file);
    }

    /** Reads the files of one submission; its failure is the submission's, not the class's. */
    private interface SourceReader {
        Map<String, byte[]> files() throws IOException;
    }

    /** Collects submissions and skipped entries; two entries of one id are both skipped, as the grader does. */
    private static final class Builder {
        private final Group group;
        private final String idPrefix;
        private final Map<String, Object> byId = new TreeMap<>();

        Builder(Group group, String idPrefix) {
            this.group = group;
            this.idPrefix = idPrefix;
        }

        void add(String id, SourceReader reader) {
            String full = idPrefix + id;
            if (byId.containsKey(full)) {
                byId.put(full, new Skipped(full, group, "two submissions are named " + id + "; keep one"));
                return;
            }
            try {
                List<SourceFile> files = SourcePicker.pick(reader.files());
                byId.put(full, files.isEmpty() ? new Skipped(full, group, "no Board.java or Solver.java")
                        : new Submission(full, group, files));
            } catch (IOException | RuntimeException e) {
                byId.put(full, new Skipped(full, group, e.getMessage() == null ? e.toString() : e.getMessage()));
            }
        }

        void skip(String id, String reason) {
            byId.put(idPrefix + id, new Skipped(idPrefix + id, group, reason));
        }

        Found build() {
            List<Submission> submissions = new ArrayList<>();
            List<Skipped> skipped = new ArrayList<>();
            for (Object value : byId.values()) {
                if (value instanceof Submission submission) {
                    submissions.add(submission);
                } else {
                    skipped.add((Skipped) value);
                }
            }
            return new Found(submissions, skipped);
        }
    }
}
