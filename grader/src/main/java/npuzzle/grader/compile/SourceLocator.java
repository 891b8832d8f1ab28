package npuzzle.grader.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Finds Board.java and Solver.java anywhere under the paths a user gave, in any package. */
public final class SourceLocator {
    private static final Pattern COMMENTS = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*");
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

    private SourceLocator() {
    }

    /**
     * Returns the submission under the given folders and .java files.
     *
     * @throws SubmissionException if a path does not exist or is not a folder or .java file, or two files share
     *     the name Board.java (or Solver.java)
     */
    public static Submission locate(List<Path> paths) throws SubmissionException {
        return locate(paths, "");
    }

    /**
     * Returns the submission under the given folders and .java files, as {@link #locate(List)} does; but when several
     * files are named Board.java or Solver.java and a Board.java declares {@code preferredPackage} (a clone of CS 61B's
     * skeleton with spring 2017's {@code hw3.puzzle} beside {@code hw4.puzzle}), the submission is that package's
     * files alone.
     *
     * @throws SubmissionException if a path does not exist or is not a folder or .java file, or two files of the
     *     submission share the name Board.java (or Solver.java)
     */
    public static Submission locate(List<Path> paths, String preferredPackage) throws SubmissionException {
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("no paths given");
        }
        TreeSet<Path> sources = new TreeSet<>();
        for (Path path : paths) {
            sources.addAll(javaFiles(path.toAbsolutePath().normalize()));
        }
        if (!preferredPackage.isEmpty() && (named("Board.java", sources).size() > 1
                || named("Solver.java", sources).size() > 1)) {
            TreeSet<Path> inPackage = inPackage(sources, preferredPackage);
            if (!named("Board.java", inPackage).isEmpty()) {
                sources = inPackage;
            }
        }
        Path root = commonRoot(paths);
        Optional<Path> board = unique("Board.java", sources, root);
        Optional<Path> solver = unique("Solver.java", sources, root);
        String id = root.getFileName() == null ? "submission" : root.getFileName().toString();
        return new Submission(id, root, board, solver, List.copyOf(sources));
    }

    private static List<Path> javaFiles(Path path) throws SubmissionException {
        if (Files.isRegularFile(path) && path.toString().endsWith(".java")) {
            return List.of(path);
        }
        if (!Files.exists(path)) {
            throw new SubmissionException(path + ": no such file or folder");
        }
        if (!Files.isDirectory(path)) {
            throw new SubmissionException(path + ": not a folder, an archive or a .java file");
        }
        List<Path> found;
        try (Stream<Path> walk = Files.walk(path)) {
            found = walk.filter(file -> file.toString().endsWith(".java") && !Files.isDirectory(file,
                    LinkOption.NOFOLLOW_LINKS)).filter(file -> !hidden(path.relativize(file))).toList();
        } catch (IOException | UncheckedIOException e) {
            throw new SubmissionException(path + ": cannot list the folder: " + e.getMessage());
        }
        for (Path file : found) {
            if (Files.isSymbolicLink(file)) {
                // a link could make the grader compile, and show, a file of the grading machine
                throw new SubmissionException(path.relativize(file) + " is a symbolic link: the grader reads only"
                        + " files inside the submission; submit the file itself");
            }
        }
        return found.stream().filter(Files::isRegularFile).toList();
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** Returns the folder the paths share, absolute: the submission's root, which reports name files from. */
    public static Path commonRoot(List<Path> paths) {
        Path common = null;
        for (Path path : paths) {
            Path absolute = path.toAbsolutePath().normalize();
            Path folder = Files.isDirectory(absolute) ? absolute : absolute.getParent();
            if (common == null) {
                common = folder;
            }
            while (!folder.startsWith(common)) {
                common = common.getParent();
            }
        }
        return common;
    }

    private static List<Path> named(String name, TreeSet<Path> sources) {
        List<Path> found = new ArrayList<>();
        for (Path source : sources) {
            if (source.getFileName().toString().equals(name)) {
                found.add(source);
            }
        }
        return found;
    }

    private static TreeSet<Path> inPackage(TreeSet<Path> sources, String pkg) throws SubmissionException {
        TreeSet<Path> found = new TreeSet<>();
        for (Path source : sources) {
            try {
                if (packageOf(SourceText.read(source).text()).equals(pkg)) {
                    found.add(source);
                }
            } catch (IOException e) {
                throw new SubmissionException(source + ": cannot read the file: " + e.getMessage());
            }
        }
        return found;
    }

    private static Optional<Path> unique(String name, TreeSet<Path> sources, Path root) throws SubmissionException {
        List<Path> found = named(name, sources);
        if (found.size() > 1) {
            List<String> names = found.stream().map(file -> root.relativize(file).toString()).toList();
            throw new SubmissionException("found " + found.size() + " files named " + name + " ("
                    + String.join(", ", names) + "); point the grader at one submission, or name the files to grade");
        }
        return found.stream().findFirst();
    }

    /** Returns the package a source text declares, or "" for the default package. */
    static String packageOf(String source) {
        Matcher matcher = PACKAGE.matcher(COMMENTS.matcher(source).replaceAll(" "));
        return matcher.find() ? matcher.group(1) : "";
    }
}
