package npuzzle.grader.style;

import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import npuzzle.grader.GraderJson;
import npuzzle.grader.sandbox.CheckOutcome;

/**
 * The style JVM's main class: reads requests from stdin, one JSON line each, answers each on stdout as its tools
 * finish (requests run side by side), and ends when stdin closes. Nothing else reaches stdout: what the tools print
 * goes to stderr. It reads the student's sources and class files and never loads them.
 */
public final class StyleServer {
    private StyleServer() {
    }

    public static void main(String[] args) throws IOException {
        PrintStream answers = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        ExecutorService requests = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "npuzzle-style-request");
            thread.setDaemon(true);
            return thread;
        });
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            StyleRequest request = GraderJson.GSON.fromJson(line, StyleRequest.class);
            requests.submit(() -> answer(request, answers));
        }
        System.exit(0); // the grader is done: answers still being worked on are not wanted
    }

    private static void answer(StyleRequest request, PrintStream answers) {
        long start = System.nanoTime();
        StylePass pass = new StylePass(request.styleRules(), check -> request.settings().get(check.id()));
        Map<String, CheckOutcome> outcomes = Map.of();
        try {
            if (request.input() == null) {
                pass.prepare(request.styleChecks());
            } else {
                outcomes = pass.run(request.input().toStyleInput(), request.styleChecks());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException | Error e) { // the tools' own errors are their checks'; this is the pass's
            outcomes = new LinkedHashMap<>();
            for (StyleCheck check : request.styleChecks()) {
                outcomes.put(check.id(), StyleOutcome.error(check, String.valueOf(e), 0));
            }
        }
        String answer = GraderJson.GSON.toJson(new StyleResponse(request.id(), outcomes,
                (System.nanoTime() - start) / 1_000_000));
        synchronized (answers) {
            answers.println(answer);
        }
    }
}
