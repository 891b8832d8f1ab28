package npuzzle.grader;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import npuzzle.grader.checks.Check;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The rubric's checks, discovered by the JUnit Platform from the grader's own check classes (no student code is
 * involved), in report order: by category, then id.
 */
public final class CheckCatalog {
    /** The package whose check classes run when none are named. */
    public static final String CHECKS_PACKAGE = "npuzzle.grader.checks";

    private CheckCatalog() {
    }

    /**
     * Returns the checks of the given classes, or of package {@link #CHECKS_PACKAGE} when the list is empty.
     *
     * @throws IllegalStateException if two checks share an id
     */
    public static List<CheckInfo> discover(List<String> checkClasses) {
        TestPlan plan = launcher().discover(request(checkClasses).build());
        List<CheckInfo> checks = new ArrayList<>();
        Map<String, String> where = new HashMap<>();
        for (TestIdentifier root : plan.getRoots()) {
            for (TestIdentifier test : plan.getDescendants(root)) {
                if (!test.isTest() || !(test.getSource().orElse(null) instanceof MethodSource method)) {
                    continue;
                }
                Check check = method.getJavaMethod().getAnnotation(Check.class);
                if (check == null) {
                    continue;
                }
                String place = method.getClassName() + "." + method.getMethodName();
                String earlier = where.put(check.id(), place);
                if (earlier != null) {
                    throw new IllegalStateException("check id " + check.id() + " is used twice: " + earlier
                            + " and " + place);
                }
                checks.add(new CheckInfo(check.id(), check.category(), check.name(), method.getClassName()));
            }
        }
        checks.sort(Comparator.comparing(CheckInfo::category).thenComparing(CheckInfo::id));
        return List.copyOf(checks);
    }

    /** Returns a launcher with the Jupiter engine only and nothing registered from the class path. */
    public static Launcher launcher() {
        return LauncherFactory.create(LauncherConfig.builder()
                .enableTestEngineAutoRegistration(false)
                .enableTestExecutionListenerAutoRegistration(false)
                .enablePostDiscoveryFilterAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false)
                .enableLauncherDiscoveryListenerAutoRegistration(false)
                .addTestEngines(jupiter())
                .build());
    }

    private static TestEngine jupiter() {
        // The engine is a runtime dependency: found by its id, not compiled against.
        return ServiceLoader.load(TestEngine.class, CheckCatalog.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get).filter(engine -> engine.getId().equals("junit-jupiter")).findFirst()
                .orElseThrow(() -> new IllegalStateException("the JUnit Jupiter engine is not on the class path"));
    }

    /** Returns a discovery request for the given check classes, or the checks package when there are none. */
    public static LauncherDiscoveryRequestBuilder request(List<String> checkClasses) {
        List<DiscoverySelector> selectors = checkClasses.isEmpty()
                ? List.of(selectPackage(CHECKS_PACKAGE))
                : checkClasses.stream().<DiscoverySelector>map(name -> selectClass(name)).toList();
        return LauncherDiscoveryRequestBuilder.request()
                .selectors(selectors)
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false");
    }
}
