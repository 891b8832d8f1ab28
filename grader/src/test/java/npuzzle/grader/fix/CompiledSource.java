package npuzzle.grader.fix;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.ToolProvider;

/** One class of Java source compiled for the edits' tests, with the local variable table that names its locals. */
final class CompiledSource {
    private CompiledSource() {
    }

    /** Compiles {@code source}, the class {@code name} of the default package, in {@code dir}; returns its bytes. */
    static byte[] classFile(Path dir, String name, String source) throws IOException {
        Path file = Files.writeString(dir.resolve(name + ".java"), source);
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, errors, "-g", "--release", "17", "-d",
                dir.toString(), file.toString());
        assertEquals(0, status, errors.toString());
        return Files.readAllBytes(dir.resolve(name + ".class"));
    }
}
