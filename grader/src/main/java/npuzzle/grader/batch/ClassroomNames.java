package npuzzle.grader.batch;

import java.nio.file.Path;
import java.util.List;

/**
 * GitHub Classroom names each student's repository {@code <assignment>-<login>}; logins may hold hyphens too, so
 * the assignment is the longest common prefix of the folder names, cut after its last hyphen.
 */
final class ClassroomNames {
    private ClassroomNames() {
    }

    /** Returns the common {@code <assignment>-} prefix of the folders' names, or "" when they share none. */
    static String assignmentPrefix(List<Path> folders) {
        String prefix = folders.isEmpty() ? "" : folders.get(0).getFileName().toString();
        for (Path folder : folders) {
            String name = folder.getFileName().toString();
            int common = 0;
            while (common < Math.min(prefix.length(), name.length()) && prefix.charAt(common) == name.charAt(common)) {
                common++;
            }
            prefix = prefix.substring(0, common);
        }
        return prefix.substring(0, prefix.lastIndexOf('-') + 1);
    }
}
