package npuzzle.reference.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** The outcome of one in-process run of {@link ReferenceCli}: exit code, standard output and standard error. */
record CliRun(int exit, String out, String err) {
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ReferenceCli.run(new PrintWriter(out), new PrintWriter(err), args);
        return new CliRun(exit, out.toString().replace(System.lineSeparator(), "\n"),
                err.toString().replace(System.lineSeparator(), "\n"));
    }
}
