package npuzzle.grader.scan;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns what the scan read into findings: every reference outside main (and the static methods only main calls,
 * {@link MainOnlyMethods}) that the policy denies, a student class in
 * a package the policy reserves, and a call to main (which the scan skips, so it must not run).
 */
final class ReferenceJudge {
    private static final String MAIN_CALL_REASON = "scan: main is not scanned because the grader never runs it,"
            + " so no other code may call it";

    private final Policy policy;
    private final Map<String, ClassInfo> own;
    private final TypeHierarchy hierarchy;
    private final MainOnlyMethods mainOnly;

    ReferenceJudge(Policy policy, Map<String, ClassInfo> own) {
        this.policy = policy;
        this.own = own;
        this.hierarchy = new TypeHierarchy(own);
        this.mainOnly = new MainOnlyMethods(own);
    }

    /** Returns the findings of one scanned class, without repeats, in the order they occur. */
    List<Finding> findings(ClassInfo info) {
        Set<Finding> findings = new LinkedHashSet<>();
        Optional<Rule> reserved = policy.ruleForClass(info.name())
                .filter(rule -> !rule.allowed() && rule.pattern().kind() != ApiPattern.Kind.EVERYTHING);
        reserved.ifPresent(rule -> findings.add(new Finding(info.name(), Site.CLASS_HEADER, "", -1,
                info.name().replace('.', '/'), rule.describe())));
        findings.addAll(info.declarationFindings());
        for (Reference reference : info.references()) {
            if (!info.isMainCode(reference.site(), own) && !mainOnly.contains(reference.site())) {
                denial(reference).ifPresent(reason -> findings.add(finding(reference, reason)));
            }
        }
        return withoutRepeatedClasses(findings);
    }

    /** Drops a class's finding where a member of that class is flagged on the same line ({@code new File(..)}). */
    private static List<Finding> withoutRepeatedClasses(Set<Finding> findings) {
        Set<String> flaggedOwners = new HashSet<>();
        for (Finding finding : findings) {
            int member = finding.api().indexOf('.');
            if (member > 0) {
                flaggedOwners.add(place(finding) + finding.api().substring(0, member));
            }
        }
        List<Finding> kept = new ArrayList<>();
        for (Finding finding : findings) {
            if (finding.api().indexOf('.') > 0 || !flaggedOwners.contains(place(finding) + finding.api())) {
                kept.add(finding);
            }
        }
        return kept;
    }

    private static String place(Finding finding) {
        return finding.className() + " " + finding.methodName() + finding.methodDescriptor() + ":" + finding.line()
                + " ";
    }

    private Optional<String> denial(Reference reference) {
        boolean ownOwner = own.containsKey(reference.owner());
        if (reference.member() == null) {
            return ownOwner ? Optional.empty() : denied(policy.ruleForClass(reference.owner()));
        }
        if (ownOwner && (reference.member() + reference.descriptor()).equals(ClassInfo.MAIN)) {
            return Optional.of(MAIN_CALL_REASON);
        }
        List<String> lookupOrder = hierarchy.memberLookupOrder(reference.owner(), reference.member());
        Optional<Rule> memberRule = policy.ruleForMember(lookupOrder, reference.member());
        return denied(ownOwner ? memberRule : memberRule.or(() -> policy.ruleForClass(reference.owner())));
    }

    private static Optional<String> denied(Optional<Rule> rule) {
        return rule.filter(r -> !r.allowed()).map(Rule::describe);
    }

    private static Finding finding(Reference reference, String reason) {
        Site site = reference.site();
        return new Finding(site.className(), site.methodName(), site.methodDescriptor(), site.line(),
                reference.api(), reason);
    }
}
