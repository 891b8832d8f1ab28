package npuzzle.grader.scan;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Scans a submission's compiled classes against an API policy before any of its code runs. Every use of a class
 * or member the policy denies is a {@link Finding} with class, method and line; uses inside
 * {@code public static void main(String[])} are ignored, because the grader never runs main. A scanner is immutable
 * and can be shared between threads.
 */
public final class PolicyScanner {
    private static final String DEFAULT_POLICY = "/npuzzle/grader/policy.json";

    private final Policy policy;

    private PolicyScanner(Policy policy) {
        this.policy = policy;
    }

    /** Returns a scanner with the policy shipped in the grader jar. */
    public static PolicyScanner withDefaultPolicy() {
        return new PolicyScanner(defaultPolicy());
    }

    /**
     * Returns a scanner with an instructor's policy file laid over the default one (or replacing it, if the file
     * says {@code "replaceDefault": true}).
     *
     * @throws PolicyFormatException if the file cannot be read or is not a valid policy, with what was expected
     */
    public static PolicyScanner withPolicy(Path policyJson) throws PolicyFormatException {
        String json;
        try {
            json = Files.readString(policyJson, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new PolicyFormatException(policyJson.toString(), "cannot read the policy file (" + e + ")");
        }
        return new PolicyScanner(PolicyReader.readOverride(policyJson.toString(), json, defaultPolicy()));
    }

    /**
     * Returns this scanner with the policy resource {@code /npuzzle/grader/NAME} laid over its policy, e.g. the
     * course library of another version of the assignment ({@code policy-algs4.json}).
     */
    public PolicyScanner withOverlay(String name) {
        String resource = "/npuzzle/grader/" + name;
        try (InputStream in = PolicyScanner.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is not in the grader jar");
            }
            return new PolicyScanner(PolicyReader.readOverride(resource,
                    new String(in.readAllBytes(), StandardCharsets.UTF_8), policy));
        } catch (IOException | PolicyFormatException e) {
            throw new IllegalStateException("the grader's policy " + resource + " cannot be read: " + e, e);
        }
    }

    /** Returns what the grader does with a class that has findings. */
    public OnViolation onViolation() {
        return policy.onViolation();
    }

    /**
     * Scans every {@code .class} file under a folder.
     *
     * @throws IOException if the folder cannot be read, or a file is not a class file (named in the message)
     */
    public ScanResult scan(Path classesDir) throws IOException {
        return scan(List.of(classesDir));
    }

    /**
     * Scans every {@code .class} file under the folders of one submission together (such as Board's and Solver's
     * output folders), so that each folder's classes count as the student's own in the others. A class found twice
     * is scanned in both copies.
     *
     * @throws IOException if a folder cannot be read, or a file is not a class file (named in the message)
     */
    public ScanResult scan(List<Path> classDirs) throws IOException {
        List<ClassInfo> copies = new ArrayList<>();
        for (Path folder : classDirs) {
            for (Path file : classFiles(folder)) {
                copies.add(read(file));
            }
        }
        copies.sort(Comparator.comparing(ClassInfo::name));
        Map<String, ClassInfo> classes = new HashMap<>();
        copies.forEach(info -> classes.putIfAbsent(info.name(), info));
        ReferenceJudge judge = new ReferenceJudge(policy, classes);
        Set<Finding> findings = new LinkedHashSet<>();
        for (ClassInfo info : copies) {
            findings.addAll(judge.findings(info));
        }
        return new ScanResult(new ArrayList<>(findings));
    }

    private static List<Path> classFiles(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(Objects.requireNonNull(folder))) {
            return files.filter(file -> file.getFileName().toString().endsWith(".class") && Files.isRegularFile(file))
                    .sorted()
                    .toList();
        }
    }

    private static ClassInfo read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            return ClassFileReader.read(bytes);
        } catch (RuntimeException e) {  // ASM throws IllegalArgumentException or index errors on malformed bytes
            throw new IOException(file + ": not a readable class file (" + e + ")", e);
        }
    }

    private static Policy defaultPolicy() {
        try (InputStream in = PolicyScanner.class.getResourceAsStream(DEFAULT_POLICY)) {
            if (in == null) {
                throw new IllegalStateException("the grader jar lacks " + DEFAULT_POLICY);
            }
            return PolicyReader.read(DEFAULT_POLICY, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (PolicyFormatException e) {
            throw new IllegalStateException("the default policy is broken: " + e.getMessage(), e);
        }
    }
}
