package npuzzle.grader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchFoldersTests {
    @TempDir
    Path temporary;

    @Test
    void theFoldersOfGradersThatAreGoneAreDeletedAndNoOtherFile() throws Exception {
        long gone = endedProcess();
        long running = ProcessHandle.current().pid();
        Path orphan = Files.createDirectories(temporary.resolve("npuzzle-grader-" + gone + "-123/classes/board"));
        Files.writeString(orphan.resolve("Board.class"), "a student's class");
        Files.createDirectories(temporary.resolve("npuzzle-grader-" + running + "-456/run/child-1"));
        Files.createDirectories(temporary.resolve("npuzzle-grader-789")); // no grader's pid in the name
        Files.writeString(temporary.resolve("npuzzle-grader-" + gone + "-file"), "not a folder");
        Files.createDirectories(temporary.resolve("someone-else-" + gone + "-1"));
        Path victim = Files.createDirectories(temporary.resolve("victim"));
        Files.writeString(victim.resolve("thesis.tex"), "not the grader's");
        Files.createSymbolicLink(temporary.resolve("npuzzle-grader-" + gone + "-link"), victim);

        ScratchFolders.deleteOrphans(temporary);

        assertEquals(Stream.of("npuzzle-grader-" + gone + "-file", "npuzzle-grader-" + gone + "-link",
                "npuzzle-grader-" + running + "-456", "npuzzle-grader-789", "someone-else-" + gone + "-1", "victim")
                .sorted().toList(), names(temporary));
        assertTrue(Files.isDirectory(temporary.resolve("npuzzle-grader-" + running + "-456/run/child-1")));
        assertEquals("not the grader's", Files.readString(victim.resolve("thesis.tex")));
    }

    @Test
    void aFolderThisGraderMakesIsNamedAfterItsPid() throws Exception {
        Path folder = ScratchFolders.create();
        try {
            assertTrue(folder.getFileName().toString().startsWith("npuzzle-grader-" + ProcessHandle.current().pid()
                    + "-"), folder.toString());
            ScratchFolders.deleteOrphans(folder.getParent());
            assertTrue(Files.isDirectory(folder), "a running grader's folder is kept");
        } finally {
            FileTrees.delete(folder);
        }
    }

    /** Returns the pid of a process that has ended. */
    private static long endedProcess() throws IOException, InterruptedException {
        Process process = new ProcessBuilder("true").start();
        process.waitFor();
        assertFalse(process.isAlive());
        return process.pid();
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(entry -> entry.getFileName().toString()).sorted().toList();
        }
    }
}
