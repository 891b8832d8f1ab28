package npuzzle.grader.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** What editors do to a file, each seen as one save of the right file, with file events and by looking. */
class SaveWatcherTests {
    @TempDir
    Path folder;

    private final List<String> said = new ArrayList<>();
    private final ExecutorService waiting = Executors.newSingleThreadExecutor();

    @BeforeEach
    void sources() throws Exception {
        Files.writeString(folder.resolve("Board.java"), "class Board {}");
        Files.writeString(folder.resolve("Solver.java"), "class Solver {}");
    }

    @AfterEach
    void stop() {
        waiting.shutdownNow();
    }

    @ParameterizedTest(name = "file events: {0}")
    @ValueSource(booleans = {true, false})
    void anAtomicSaveIsOneSaveOfThatFile(boolean events) throws Exception {
        assertEquals(List.of("Board.java"), saved(events, () -> {
            Path temporary = Files.writeString(folder.resolve(".Board.java.swp"), "class Board { int n; }");
            Files.move(temporary, folder.resolve("Board.java"), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.ATOMIC_MOVE);
        }));
    }

    @ParameterizedTest(name = "file events: {0}")
    @ValueSource(booleans = {true, false})
    void aFileDeletedAndWrittenAgainInABurstIsOneSave(boolean events) throws Exception {
        assertEquals(List.of("Solver.java"), saved(events, () -> {
            Files.delete(folder.resolve("Solver.java"));
            Files.writeString(folder.resolve("Solver.java"), "class Solver");
            Files.writeString(folder.resolve("Solver.java"), "class Solver { }");
        }));
    }

    @ParameterizedTest(name = "file events: {0}")
    @ValueSource(booleans = {true, false})
    void aNewSourceInANewFolderIsASaveAndHiddenFilesAreNot(boolean events) throws Exception {
        assertEquals(List.of("Node.java"), saved(events, () -> {
            Files.writeString(folder.resolve(".#Board.java"), "an editor's lock");
            Files.writeString(Files.createDirectories(folder.resolve("util")).resolve("Node.java"), "class Node {}");
        }));
    }

    @ParameterizedTest(name = "file events: {0}")
    @ValueSource(booleans = {true, false})
    void aSaveInASubfolderIsASave(boolean events) throws Exception {
        Path util = Files.createDirectories(folder.resolve("util"));
        Files.writeString(util.resolve("Node.java"), "class Node {}");
        assertEquals(List.of("Node.java"), saved(events, () -> Files.writeString(util.resolve("Node.java"),
                "class Node { int moves; }")));
    }

    @Test
    void withoutFileEventsItLooksAndSaysNothingOfIt() throws Exception {
        saved(false, () -> Files.writeString(folder.resolve("Board.java"), "class Board { }"));
        assertEquals(List.of(), said);
    }

    private interface Edit {
        void apply() throws Exception;
    }

    /** Returns the files the watcher says were saved after {@code edit}. */
    private List<String> saved(boolean events, Edit edit) throws Exception {
        try (SaveWatcher watcher = new SaveWatcher(List.of(folder), events, said::add)) {
            SourceSnapshot seen = SourceSnapshot.of(List.of(folder));
            Future<SourceSnapshot> save = waiting.submit(() -> watcher.awaitSave(seen));
            Thread.sleep(100); // waiting, its folders registered
            edit.apply();
            SourceSnapshot now = save.get(30, TimeUnit.SECONDS);
            assertTrue(said.stream().allMatch(line -> line.contains("looking for saves every second")),
                    said.toString());
            assertEquals(now, SourceSnapshot.of(List.of(folder)), "settled: what it returns is what is on disk");
            return now.changedSince(seen);
        }
    }
}
