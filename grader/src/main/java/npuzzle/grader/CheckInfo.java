package npuzzle.grader;

import java.util.Objects;
import npuzzle.grader.checks.Category;

/** A rubric check as its {@code @Check} annotation declares it, and the class that holds it. */
public record CheckInfo(String id, Category category, String name, String className) {
    public CheckInfo {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(className, "className");
    }
}
