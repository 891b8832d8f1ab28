package npuzzle.grader.compile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The class file level to compile students' code for: the running JDK's own (current course jars need 21 or
 * newer), lowered to that of the JDK that runs the checks when it is older.
 */
public final class JavaRelease {
    private static final Pattern VERSION = Pattern.compile("(?m)^JAVA_VERSION=\"(?:1\\.)?(\\d+)");

    private JavaRelease() {
    }

    /** Returns the release of this JVM. */
    public static int running() {
        return Runtime.version().feature();
    }

    /** Returns the release for checks run by the given java executable, or this JVM's when it cannot tell. */
    public static int forChildJava(Path java) {
        OptionalInt child = featureOf(java);
        return child.isPresent() ? Math.min(running(), child.getAsInt()) : running();
    }

    /** Reads the feature version from the {@code release} file of the JDK the executable belongs to. */
    static OptionalInt featureOf(Path java) {
        Path bin = java.toAbsolutePath().getParent();
        Path home = bin == null ? null : bin.getParent();
        if (home == null || !Files.isRegularFile(home.resolve("release"))) {
            return OptionalInt.empty();
        }
        try {
            Matcher matcher = VERSION.matcher(Files.readString(home.resolve("release")));
            return matcher.find() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
        } catch (IOException e) {
            return OptionalInt.empty();
        }
    }
}
