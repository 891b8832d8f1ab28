package npuzzle.grader.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/** The grader's version, from the file Maven writes into the jar. */
final class Version implements CommandLine.IVersionProvider {
    /** Returns the version, or "unknown" when run outside a build. */
    static String current() {
        try (InputStream in = Version.class.getResourceAsStream("/npuzzle/grader/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    @Override
    public String[] getVersion() {
        return new String[] {"npuzzle-grader " + current() + " (Java " + Runtime.version() + ")"};
    }
}
