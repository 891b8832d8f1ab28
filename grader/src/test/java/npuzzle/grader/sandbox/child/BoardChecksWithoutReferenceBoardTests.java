package npuzzle.grader.sandbox.child;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A run of the Board's checks alone does not load the reference Board ({@link ContextBuilder}): this holds only while
 * no class of the Board's checks asks the context for it, which this test reads in their bytecode.
 */
class BoardChecksWithoutReferenceBoardTests {
    private static final Set<String> REFERENCE_BOARD_CALLS = Set.of("referenceBoard", "solverOnReferenceBoard",
            "notJudgedOnReferenceBoard", "solverForReferenceBoardChecks");

    @Test
    void noBoardCheckAsksForTheReferenceBoard() throws IOException, URISyntaxException {
        Path folder = Path.of(getClass().getResource("/npuzzle/grader/checks/board/BoardChecks.class").toURI())
                .getParent();
        List<String> calls = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> classes = files.filter(file -> file.toString().endsWith(".class")).toList();
            assertFalse(classes.isEmpty(), folder.toString());
            for (Path file : classes) {
                try (InputStream in = Files.newInputStream(file)) {
                    new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
                        @Override
                        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                String[] exceptions) {
                            return new MethodVisitor(Opcodes.ASM9) {
                                @Override
                                public void visitMethodInsn(int opcode, String owner, String called, String desc,
                                        boolean isInterface) {
                                    if (REFERENCE_BOARD_CALLS.contains(called)) {
                                        calls.add(file.getFileName() + ": " + owner + "." + called);
                                    }
                                }
                            };
                        }
                    }, 0);
                } catch (UncheckedIOException e) {
                    throw e.getCause();
                }
            }
        }
        assertEquals(List.of(), calls);
    }
}
