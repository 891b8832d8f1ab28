package npuzzle.grader.sandbox.child;

import java.util.Set;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.launcher.PostDiscoveryFilter;

/** Keeps the checks whose id the parent asked for (for --only, and for a restart after a crash). */
final class CheckIdFilter implements PostDiscoveryFilter {
    private final Set<String> ids;

    CheckIdFilter(Set<String> ids) {
        this.ids = Set.copyOf(ids);
    }

    @Override
    public FilterResult apply(TestDescriptor descriptor) {
        if (!descriptor.isTest()) {
            return FilterResult.included("a container");
        }
        return CheckIds.of(descriptor.getSource()).filter(ids::contains)
                .map(id -> FilterResult.included("selected check " + id))
                .orElseGet(() -> FilterResult.excluded("not a selected check"));
    }
}
