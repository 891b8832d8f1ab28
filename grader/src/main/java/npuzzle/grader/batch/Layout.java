package npuzzle.grader.batch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** How a class folder holds its submissions; {@code grader batch} detects it, {@code --layout} forces one. */
public enum Layout {
    /** A folder, zip, Moodle {@code Name_123_assignsubmission_file_} folder or Canvas files per student. */
    FOLDERS,
    /** Gradescope's export: {@code submission_<id>/} folders and {@code submission_metadata.yml}. */
    GRADESCOPE,
    /** GitHub Classroom repositories cloned side by side as {@code <assignment>-<login>}; the id is the login. */
    CLASSROOM;

    /** Returns the name {@code --layout} takes and the batch prints. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Returns the layout of {@code root}: Gradescope's by its metadata, Classroom's when every entry is a clone. */
    public static Layout detect(Path root) throws IOException {
        if (Files.isRegularFile(root.resolve(GradescopeExport.METADATA))) {
            return GRADESCOPE;
        }
        List<Path> entries;
        try (Stream<Path> list = Files.list(root)) {
            entries = list.filter(SubmissionLayout::isEntry).toList();
        }
        boolean clones = entries.size() >= 2 && entries.stream().allMatch(entry -> Files.isDirectory(entry.resolve(
                ".git"))) && !ClassroomNames.assignmentPrefix(entries).isEmpty();
        return clones ? CLASSROOM : FOLDERS;
    }
}
