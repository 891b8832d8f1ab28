package npuzzle.grader;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.ServiceLoader;
import npuzzle.grader.checks.Category;
import npuzzle.grader.checks.Check;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
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
    /** The package whose check classes, its subpackages' included, run when none are named. */
    public static final String CHECKS_PACKAGE = "npuzzle.grader.checks";
    /** The package of the checks of the Solver on the reference Board. */
    private static final String REFERENCE_BOARD_CHECKS = CHECKS_PACKAGE + ".solver.referenceboard.";
    /** The package's checks, discovered once: scanning the jar costs a grader in a batch that much per submission. */
    private static volatile Discovery packageChecks;

    /**
     * The checks, in report order, and the classes that hold them in the order of their first check in report order:
     * a scan's own order depends on how the classes are stored (a jar's entries, a folder's listing), so the classes
     * run in an order of the rubric's instead, the same from a jar as from a folder.
     */
    private record Discovery(List<CheckInfo> checks, List<String> classes) {
    }

    private CheckCatalog() {
    }

    /**
     * Returns the checks of the given classes, or of package {@link #CHECKS_PACKAGE} when the list is empty.
     *
     * @throws IllegalStateException if two checks share an id
     */
    public static List<CheckInfo> discover(List<String> checkClasses) {
        return checkClasses.isEmpty() ? packageChecks().checks() : run(checkClasses).checks();
    }

    /**
     * Returns the classes of the checks package and its subpackages that hold any of {@code ids}, each where its first
     * check stands in report order, so that a child that selects them runs its checks in the same order whichever
     * checks are selected; empty when none does.
     */
    public static List<String> classesHolding(Collection<String> ids) {
        Set<String> holding = new LinkedHashSet<>();
        Set<String> wanted = Set.copyOf(ids);
        Discovery discovery = packageChecks();
        for (CheckInfo check : discovery.checks()) {
            if (wanted.contains(check.id())) {
                holding.add(check.className());
            }
        }
        return discovery.classes().stream().filter(holding::contains).toList();
    }

    private static Discovery packageChecks() {
        Discovery discovery = packageChecks;
        if (discovery == null) {
            discovery = run(List.of());
            packageChecks = discovery;
        }
        return discovery;
    }

    private static Discovery run(List<String> checkClasses) {
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
        return new Discovery(List.copyOf(checks), runOrder(checks));
    }

    /**
     * Returns the classes of {@code checks} in the order of their first check, except that the checks of the Solver
     * on the reference Board run before those of the Solver on the student's Board: the latter charge some boards by
     * the searches on the reference Board, which must then be the reference-board checks' own, so that a stop in
     * those searches is charged to a reference-board check and costs the checks on the student's Board nothing.
     */
    private static List<String> runOrder(List<CheckInfo> checks) {
        Set<String> inReportOrder = new LinkedHashSet<>();
        checks.forEach(check -> inReportOrder.add(check.className()));
        List<String> classes = new ArrayList<>(inReportOrder);
        List<String> referenceBoard = classes.stream().filter(name -> name.startsWith(REFERENCE_BOARD_CHECKS))
                .toList();
        classes.removeAll(referenceBoard);
        String ownBoard = checks.stream().filter(check -> check.category() == Category.CORRECTNESS
                && check.id().startsWith("solver.") && !check.className().startsWith(REFERENCE_BOARD_CHECKS))
                .map(CheckInfo::className).findFirst().orElse(null);
        int at = ownBoard == null ? classes.size() : classes.indexOf(ownBoard);
        classes.addAll(at, referenceBoard);
        return List.copyOf(classes);
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

    /** Returns a discovery request for the one test whose JUnit unique id is {@code uniqueId}: no class is scanned. */
    public static LauncherDiscoveryRequest request(UniqueId uniqueId) {
        return LauncherDiscoveryRequestBuilder.request()
                .selectors(selectUniqueId(uniqueId))
                .configurationParameter("junit.jupiter.extensions.autodetection.enabled", "false")
                .build();
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
