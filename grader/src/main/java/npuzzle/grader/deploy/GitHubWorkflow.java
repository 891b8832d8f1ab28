package npuzzle.grader.deploy;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import npuzzle.grader.ShortLivedJvm;

/**
 * The GitHub Actions workflow that grades a student's repository on every push and on a manual run: Temurin 17,
 * the grader jar (a file in the repository, or downloaded from a pinned URL and checked against its SHA-256),
 * {@code grader check} (which appends its Markdown summary to the job's summary), the JSON report as an artifact,
 * and a failed job when a check fails. For GitHub Classroom it also hands the per-check points to Classroom's
 * autograding reporter, whose check run must be named "Autograding Tests".
 *
 * @param jarPath the grader jar's path in the repository, used when {@code jarUrl} is empty
 * @param jarUrl where to download the grader jar from, or empty
 * @param jarSha256 the downloaded jar's SHA-256 (hex), required with {@code jarUrl}
 * @param config the grading config's path in the repository, or empty
 * @param classroom whether to report to GitHub Classroom
 */
public record GitHubWorkflow(String jarPath, Optional<String> jarUrl, Optional<String> jarSha256,
        Optional<String> config, boolean classroom) {
    public static final String FILE = ".github/workflows/grade.yml";
    public static final String RUNNER = "npuzzle";
    private static final Pattern SHA256 = Pattern.compile("[0-9a-fA-F]{64}");
    private static final Pattern SAFE_PATH = Pattern.compile("[A-Za-z0-9._/-]+");

    public GitHubWorkflow {
        if (jarUrl.isPresent() && (jarSha256.isEmpty() || !SHA256.matcher(jarSha256.get()).matches())) {
            throw new IllegalArgumentException("a downloaded grader jar needs its SHA-256 (64 hex digits) to pin it");
        }
        if (jarUrl.isPresent() && !jarUrl.get().startsWith("https://")) {
            throw new IllegalArgumentException("the grader jar's URL must be https://, got " + jarUrl.get());
        }
        for (String path : config.map(c -> new String[] {jarPath, c}).orElse(new String[] {jarPath})) {
            if (!SAFE_PATH.matcher(path).matches() || path.startsWith("/") || path.contains("..")) {
                throw new IllegalArgumentException("not a plain path inside the repository: " + path);
            }
        }
    }

    /** Returns the workflow's YAML. */
    public String yaml() {
        String jar = jarUrl.isPresent() ? "$RUNNER_TEMP/npuzzle-grader.jar" : jarPath;
        StringBuilder y = new StringBuilder();
        y.append("# Written by `grader init github`: grades Board.java and Solver.java on every push.\n");
        y.append("name: ").append(classroom ? "Autograding Tests" : "Grade").append('\n');
        y.append("on:\n  push:\n  workflow_dispatch:\n");
        y.append("permissions:\n");
        if (classroom) {
            y.append("  checks: write\n  actions: read\n");
        }
        y.append("  contents: read\n");
        y.append("jobs:\n  grade:\n");
        if (classroom) {
            y.append("    name: Autograding Tests\n");
            y.append("    if: github.actor != 'github-classroom[bot]'\n");
        }
        y.append("    runs-on: ubuntu-latest\n    timeout-minutes: 30\n    steps:\n");
        y.append("      - uses: actions/checkout@v4\n");
        y.append("      - uses: actions/setup-java@v4\n");
        y.append("        with:\n          distribution: temurin\n          java-version: '17'\n");
        if (jarUrl.isPresent()) {
            y.append("      - name: Fetch the grader\n        run: |\n");
            y.append("          curl -fsSL --retry 3 -o \"$RUNNER_TEMP/npuzzle-grader.jar\" '")
                    .append(jarUrl.get()).append("'\n");
            y.append("          echo '").append(jarSha256.get().toLowerCase(Locale.ROOT))
                    .append("  '\"$RUNNER_TEMP/npuzzle-grader.jar\" | sha256sum --check --strict\n");
        }
        y.append("      - name: Grade\n        id: ").append(RUNNER).append("\n        run: |\n");
        // a grading lives seconds on a runner of 2 to 4 cores (README, Throughput)
        StringBuilder command = new StringBuilder("java " + String.join(" ", ShortLivedJvm.FLAGS) + " -jar \"" + jar
                + "\" check . --json npuzzle-report.json");
        config.ifPresent(c -> command.append(" --config ").append(c));
        if (classroom) {
            command.append(" --classroom-result \"$RUNNER_TEMP/classroom.json\"");
            y.append("          status=0\n");
            y.append("          ").append(command).append(" || status=$?\n");
            y.append("          if [ -s \"$RUNNER_TEMP/classroom.json\" ]; then\n");
            y.append("            echo \"result=$(base64 -w0 \"$RUNNER_TEMP/classroom.json\")\" >> \"$GITHUB_OUTPUT\"\n");
            y.append("          fi\n");
            y.append("          exit $status\n");
        } else {
            y.append("          ").append(command).append('\n');
        }
        y.append("      - name: Keep the report\n        if: always()\n        uses: actions/upload-artifact@v4\n");
        y.append("        with:\n          name: npuzzle-report\n          path: npuzzle-report.json\n");
        y.append("          if-no-files-found: ignore\n");
        if (classroom) {
            y.append("      - name: Report to GitHub Classroom\n        if: always()\n");
            y.append("        uses: classroom-resources/autograding-grading-reporter@v1\n");
            y.append("        env:\n          ").append(RUNNER.toUpperCase(Locale.ROOT))
                    .append("_RESULTS: ${{ steps.").append(RUNNER).append(".outputs.result }}\n");
            y.append("        with:\n          runners: ").append(RUNNER).append('\n');
        }
        return y.toString();
    }
}
