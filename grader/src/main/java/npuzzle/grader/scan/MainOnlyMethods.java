package npuzzle.grader.scan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The static methods of the student's classes that only main calls, directly or through other such methods (a
 * {@code readBoard(String file)} for the test client): code the grader never runs, so the scan skips it as it skips
 * main. A method any other code calls, or that nothing calls, is scanned.
 */
final class MainOnlyMethods {
    private final Set<String> methods;

    MainOnlyMethods(Map<String, ClassInfo> own) {
        Map<String, List<Site>> callers = new HashMap<>();
        for (ClassInfo info : own.values()) {
            for (Reference reference : info.references()) {
                if (reference.member() != null && reference.descriptor() != null
                        && reference.descriptor().startsWith("(") && own.containsKey(reference.owner())) {
                    callers.computeIfAbsent(key(reference.owner(), reference.member() + reference.descriptor()),
                            k -> new ArrayList<>()).add(reference.site());
                }
            }
        }
        Set<String> candidates = new HashSet<>();
        for (ClassInfo info : own.values()) {
            for (String method : info.staticMethods()) {
                String key = key(info.name(), method);
                if (!method.equals(ClassInfo.MAIN) && !method.startsWith("<clinit>") && callers.containsKey(key)) {
                    candidates.add(key);
                }
            }
        }
        // drop each method some code other than main and the remaining candidates calls, until none is dropped
        for (boolean dropped = true; dropped; ) {
            dropped = candidates.removeIf(method -> callers.get(method).stream()
                    .anyMatch(site -> !isMain(site, own) && !candidates.contains(key(site))));
        }
        methods = Set.copyOf(candidates);
    }

    /** Returns whether {@code site} lies in a method that only main calls. */
    boolean contains(Site site) {
        return methods.contains(key(site));
    }

    private static boolean isMain(Site site, Map<String, ClassInfo> own) {
        ClassInfo info = own.get(site.className());
        return info != null && info.isMainCode(site, own);
    }

    private static String key(Site site) {
        return key(site.className(), site.methodName() + site.methodDescriptor());
    }

    private static String key(String className, String method) {
        return className + "#" + method;
    }
}
