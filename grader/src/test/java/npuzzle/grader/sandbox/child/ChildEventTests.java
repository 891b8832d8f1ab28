package npuzzle.grader.sandbox.child;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParseException;
import java.util.List;
import npuzzle.grader.GraderJson;
import npuzzle.grader.checks.CheckDetails;
import npuzzle.grader.checks.Replay;
import npuzzle.grader.checks.SolutionConvention;
import npuzzle.grader.report.Status;
import npuzzle.reference.Board;
import org.junit.jupiter.api.Test;

class ChildEventTests {
    private static ChildEvent roundTrip(ChildEvent event) {
        return GraderJson.GSON.fromJson(GraderJson.GSON.toJson(event, ChildEvent.class), ChildEvent.class);
    }

    @Test
    void everyEventSurvivesARoundTrip() {
        List<ChildEvent> events = List.of(new ChildEvent.Ready(), new ChildEvent.CheckStarted("board.hamming"),
                new ChildEvent.CheckFinished("board.hamming", Status.FAILED, 0.5, "hamming() counts the blank",
                        new CheckDetails(" 1  2\n 3   ", "0", "1", "do not count the blank", 1, 2), "printed\n"),
                new ChildEvent.CheckFinished("board.size", Status.PASSED, 1, null, null, null),
                new ChildEvent.Done());
        for (ChildEvent event : events) {
            assertEquals(event, roundTrip(event));
        }
    }

    /** A record's int[] compares by identity, so the replay is compared by its JSON. */
    @Test
    void aReplayOfTheStudentsSolutionSurvivesTheChannel() {
        Board initial = Board.ofRowMajor(2, 0, 1, 3, 2);
        List<Board> solution = List.of(Board.ofRowMajor(2, 1, 0, 3, 2), Board.goal(2));
        ChildEvent event = new ChildEvent.CheckFinished("solver.solution.goal", Status.FAILED, 0, "wrong",
                CheckDetails.single(" 1\n 3  2", "a", "b", null).withReplay(Replay.of(initial, solution)), null);
        String json = GraderJson.GSON.toJson(event, ChildEvent.class);
        assertTrue(json.contains("\"replay\":{\"n\":2,\"initial\":[0,1,3,2],\"solution\":[[1,0,3,2],[1,2,3,0]],"
                + "\"omitted\":0}"), json);
        assertEquals(json, GraderJson.GSON.toJson(roundTrip(event), ChildEvent.class));
    }

    @Test
    void aReplayListsAtMostItsCapOfBoardsAndCountsTheRest() {
        Board initial = Board.ofRowMajor(3, 1, 2, 3, 4, 5, 6, 7, 0, 8);
        Board goal = Board.goal(3);
        List<Board> endless = java.util.Collections.nCopies(Replay.maxBoards(3) + 7, goal);
        Replay replay = Replay.of(initial, endless);
        assertEquals(Replay.maxBoards(3), replay.solution().size());
        assertEquals(7, replay.omitted());
    }

    @Test
    void theWireFormatNamesTheTypeAndUsesLowercaseStatuses() {
        String json = GraderJson.GSON.toJson(new ChildEvent.CheckFinished("board.size", Status.ERROR, 0, "boom", null,
                null), ChildEvent.class);
        assertEquals("{\"type\":\"check-finished\",\"id\":\"board.size\",\"status\":\"error\",\"fraction\":0.0,"
                + "\"message\":\"boom\"}", json);
        assertEquals("{\"type\":\"ready\"}", GraderJson.GSON.toJson(new ChildEvent.Ready(), ChildEvent.class));
    }

    @Test
    void anUnknownTypeOrAMissingTypeIsRejected() {
        assertThrows(JsonParseException.class, () -> GraderJson.GSON.fromJson("{\"type\":\"score\"}",
                ChildEvent.class));
        assertThrows(JsonParseException.class, () -> GraderJson.GSON.fromJson("{\"id\":\"x\"}", ChildEvent.class));
        assertThrows(JsonParseException.class, () -> GraderJson.GSON.fromJson(
                "{\"type\":\"check-finished\",\"id\":\"x\",\"status\":\"won\",\"fraction\":1}", ChildEvent.class));
    }

    @Test
    void theSpecSurvivesARoundTrip() {
        ChildSpec spec = new ChildSpec(List.of("/tmp/a"), List.of("/lib/dsa.jar"), "Board", null,
                java.util.Map.of("Solver", "Solver.java was not found"), List.of(), List.of("board.size"), 42,
                SolutionConvention.INCLUDES_INITIAL, true, 4096, 0, true);
        String json = GraderJson.GSON.toJson(spec);
        assertEquals(spec, GraderJson.GSON.fromJson(json, ChildSpec.class));
        assertEquals(true, json.contains("\"convention\":\"includes-initial\""), json);
    }
}
