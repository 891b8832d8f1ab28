package npuzzle.grader.pipeline;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The grader's version, from the file Maven writes into the jar. */
public final class GraderVersion {
    private GraderVersion() {
    }

    /** Returns the version, or "unknown" when run outside a build. */
    public static String current() {
        try (InputStream in = GraderVersion.class.getResourceAsStream("/npuzzle/grader/version.properties")) {
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
}
