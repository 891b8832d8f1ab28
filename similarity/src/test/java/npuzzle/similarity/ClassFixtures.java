package npuzzle.similarity;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import npuzzle.similarity.cli.SimilarityCli;

/** Classes made of the project's fixture submissions, for the tests, and the program run on them. */
public final class ClassFixtures {
    public static final Path SUBMISSIONS = Path.of(System.getProperty("npuzzle.submissions"));

    private ClassFixtures() {
    }

    /** Copies a fixture's Board.java and Solver.java into {@code folder} (created), returning it. */
    public static Path copy(String fixture, Path folder) throws IOException {
        Files.createDirectories(folder);
        for (Map.Entry<String, String> file : files(fixture).entrySet()) {
            Files.writeString(folder.resolve(file.getKey()), file.getValue());
        }
        return folder;
    }

    /** Returns a fixture's Board.java and Solver.java. */
    public static Map<String, String> files(String fixture) throws IOException {
        return npuzzle.similarity.quality.FixtureFiles.read(SUBMISSIONS.resolve(fixture));
    }

    /** What a run printed and returned. */
    public record Run(int status, String out, String err) {
    }

    /** Runs the program as its command line would. */
    public static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = SimilarityCli.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(status, out.toString(), err.toString());
    }
}
