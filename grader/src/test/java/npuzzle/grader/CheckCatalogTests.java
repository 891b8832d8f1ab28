package npuzzle.grader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class CheckCatalogTests {
    private static final List<CheckInfo> ALL = CheckCatalog.discover(List.of());

    @Test
    void theClassesNamedForAChildHoldExactlyTheChecksTheScanOfThePackageFinds() {
        Set<String> ids = ALL.stream().map(CheckInfo::id).collect(Collectors.toSet());
        List<String> classes = CheckCatalog.classesHolding(ids);
        assertEquals(ids, CheckCatalog.discover(classes).stream().map(CheckInfo::id).collect(Collectors.toSet()));
        assertEquals(classes.size(), new LinkedHashSet<>(classes).size(), "each class once: " + classes);
    }

    @Test
    void theClassesRunInTheOrderOfTheirFirstCheckInTheReportFromEverySubpackage() {
        List<String> classes = CheckCatalog.classesHolding(ALL.stream().map(CheckInfo::id).toList());
        String referenceBoard = CheckCatalog.CHECKS_PACKAGE + ".solver.referenceboard.";
        List<String> firstSeen = ALL.stream().map(CheckInfo::className).distinct().toList();
        assertEquals(firstSeen.stream().filter(name -> !name.startsWith(referenceBoard)).toList(),
                classes.stream().filter(name -> !name.startsWith(referenceBoard)).toList());
        String ownBoard = ALL.stream().filter(check -> check.id().equals("solver.moves.optimal")).findFirst()
                .orElseThrow().className();
        assertTrue(classes.stream().filter(name -> name.startsWith(referenceBoard)).allMatch(name ->
                classes.indexOf(name) < classes.indexOf(ownBoard)), "the checks on the reference Board run before "
                + "those on the student's Board, which charge some boards by their searches: " + classes);
        for (String folder : List.of("board", "solver", "solver.referenceboard", "timing", "memory")) {
            assertTrue(classes.stream().anyMatch(name -> name.startsWith(CheckCatalog.CHECKS_PACKAGE + "." + folder
                    + ".") && name.lastIndexOf('.') == (CheckCatalog.CHECKS_PACKAGE + "." + folder).length()),
                    "the scan finds the checks of " + folder + ": " + classes);
        }
    }

    @Test
    void aFewChecksNameOnlyTheirClassesInTheOrderOfTheScan() {
        List<String> scanOrder = CheckCatalog.classesHolding(ALL.stream().map(CheckInfo::id).toList());
        CheckInfo first = ALL.get(0);
        CheckInfo last = ALL.get(ALL.size() - 1);
        List<String> named = CheckCatalog.classesHolding(List.of(last.id(), first.id()));
        assertEquals(scanOrder.stream().filter(Set.of(first.className(), last.className())::contains).toList(), named);
        assertTrue(CheckCatalog.classesHolding(List.of("no.such.check")).isEmpty());
    }
}
