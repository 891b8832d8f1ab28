package npuzzle.mutation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import npuzzle.grader.compile.CompileResult;
import npuzzle.grader.compile.Submission;
import npuzzle.grader.compile.SubmissionCompiler;

/**
 * Compiles a submission as the grader does, then puts a mutant's class file in place of the class javac made: the
 * rest of the grading (policy scan, child JVM, cost counting, report) sees the mutant as it would a student's class.
 */
final class MutantOverlay implements SubmissionCompiler {
    private final SubmissionCompiler javac;
    private final ExportedMutant mutant;

    MutantOverlay(SubmissionCompiler javac, ExportedMutant mutant) {
        this.javac = javac;
        this.mutant = mutant;
    }

    @Override
    public CompileResult compile(Submission submission, Path scratch) throws IOException {
        CompileResult compiled = javac.compile(submission, scratch);
        String file = mutant.className().replace('.', '/') + ".class";
        for (Path classes : compiled.classDirs()) {
            Path original = classes.resolve(file);
            if (Files.isRegularFile(original)) {
                Files.copy(mutant.classFile(), original, StandardCopyOption.REPLACE_EXISTING);
                return compiled;
            }
        }
        throw new IllegalStateException(mutant.id() + ": javac made no " + file + " in " + compiled.classDirs());
    }
}
