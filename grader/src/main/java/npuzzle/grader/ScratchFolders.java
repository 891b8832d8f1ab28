package npuzzle.grader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The grader's temporary folders (a submission's compiled classes and the child JVMs' working folders, archives
 * unpacked), named {@code npuzzle-grader-PID-...} after the grader that made them. A grader deletes its own when a
 * grading ends, but one stopped by SIGKILL, or by Ctrl-C in the middle of a batch, cannot: its folders, copies of
 * students' code, would stay in the temporary folder for good. So a grader deletes those of graders that are no
 * longer running, before its first folder and as a batch starts. Not on the way out instead: a shutdown hook that
 * deleted a live grading's folder could make that grading fail and write a report that says so.
 */
public final class ScratchFolders {
    private static final String PREFIX = "npuzzle-grader-";
    private static final Pattern OWNED = Pattern.compile(Pattern.quote(PREFIX) + "(\\d+)-.*");
    private static final AtomicBoolean SWEPT = new AtomicBoolean();

    private ScratchFolders() {
    }

    /** Creates a temporary folder of this grader's, after {@link #deleteOrphans()}. */
    public static Path create() throws IOException {
        deleteOrphans();
        return Files.createTempDirectory(temporary(), PREFIX + ProcessHandle.current().pid() + "-");
    }

    /**
     * Deletes, once in this JVM, the folders of graders that are gone. A batch calls it as it starts: a run that only
     * keeps the reports of an interrupted one makes no folder, and still tidies up after it.
     */
    public static void deleteOrphans() {
        if (SWEPT.compareAndSet(false, true)) {
            deleteOrphans(temporary());
        }
    }

    /**
     * Deletes every folder of this grader's. Only for a grader that is ending and will write no report, once its
     * gradings were stopped: {@code check --watch} stopped with Ctrl-C.
     */
    public static void deleteOwn() {
        Pattern own = Pattern.compile(Pattern.quote(PREFIX + ProcessHandle.current().pid() + "-") + ".*");
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(temporary(), PREFIX + "*")) {
            for (Path entry : entries) {
                if (own.matcher(entry.getFileName().toString()).matches()
                        && Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    FileTrees.delete(entry);
                }
            }
        } catch (IOException | UncheckedIOException | DirectoryIteratorException e) {
            // what is left is deleted by the next grader, as the folders of a grader that is gone
        }
    }

    private static Path temporary() {
        return Path.of(System.getProperty("java.io.tmpdir"));
    }

    /**
     * Deletes the grader folders under {@code temporary} whose grader is no longer running; a folder it cannot delete
     * (another user's) is left, and a symbolic link named like one is never followed.
     */
    static void deleteOrphans(Path temporary) {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(temporary, PREFIX + "*")) {
            for (Path entry : entries) {
                Matcher owner = OWNED.matcher(entry.getFileName().toString());
                boolean folder = Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS);
                if (folder && owner.matches() && !running(owner.group(1))) {
                    try {
                        FileTrees.delete(entry);
                    } catch (IOException | UncheckedIOException e) {
                        // not ours to delete, or being deleted by another grader
                    }
                }
            }
        } catch (IOException | DirectoryIteratorException e) {
            // an unreadable temporary folder: nothing to tidy
        }
    }

    private static boolean running(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return true; // not a pid this grader wrote: leave it
        }
    }
}
