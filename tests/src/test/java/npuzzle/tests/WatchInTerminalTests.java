package npuzzle.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import npuzzle.tests.play.Tmux;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code grader check} in a pseudo-terminal that tmux provides, as a student runs it: a progress line while it grades,
 * erased before the report; then {@code check --watch}, stopped with Ctrl-C, which leaves no process and no scratch
 * folder. (That a file or a pipe never gets the progress line: {@link WatchEndToEndTests}.)
 */
class WatchInTerminalTests {
    @TempDir
    Path work;

    @Test
    void aProgressLineWhileItGradesThenTheReportAndCtrlCEndsAWatchWithNothingLeft() throws Exception {
        WatchEndToEndTests.failingCopy(work);
        Path temporary = Files.createDirectories(work.resolve("tmp"));
        try (Tmux tmux = Tmux.start(work, 120, 40)) {
            tmux.type(grader(temporary, "check", "student", "--only", "'board.*'") + "; echo checked\"\"done");
            tmux.press("Enter");
            String progress = tmux.awaitScreen("the progress line", screen -> screen.contains(" checks done"));
            assertTrue(progress.matches("(?s).*grading: [a-z]+, \\d+ of \\d+ checks done.*"), progress);
            String report = tmux.awaitScreen("the report", screen -> screen.contains("checkeddone"));
            assertTrue(report.contains("Score: "), report);
            assertFalse(report.contains("checks done"), "the progress line is erased before the report:\n" + report);

            tmux.type("clear; " + grader(temporary, "check", "--watch", "student", "--only", "'board.*'")
                    + "; echo watch\"\"ended");
            tmux.press("Enter");
            tmux.awaitScreen("the watch's progress line", screen -> screen.contains(" checks done"));
            tmux.awaitScreen("the first verdict", screen -> screen.contains("First grading: "));
            List<ProcessHandle> grader = new ArrayList<>(tmux.shell().descendants().toList());
            assertFalse(grader.isEmpty(), "the watch runs");
            tmux.press("C-c");
            String ended = tmux.awaitScreen("the shell after Ctrl-C", screen -> screen.contains("watchended"));
            assertTrue(ended.contains("grader: stopped watching"), ended);
            WatchEndToEndTests.assertAllEnded(grader);
        }
        assertEquals(List.of(), WatchEndToEndTests.scratchFolders(temporary), "no scratch folder is left");
    }

    /** The command line that runs the grader outside CI (which has no progress line) with its own temporary folder. */
    private static String grader(Path temporary, String... arguments) {
        List<String> command = new ArrayList<>(GraderProcess.command(GraderProcess.JAR, arguments));
        command.add(1, "-Djava.io.tmpdir=" + temporary);
        return "env -u CI -u GITHUB_ACTIONS " + command.stream().collect(Collectors.joining(" "));
    }
}
