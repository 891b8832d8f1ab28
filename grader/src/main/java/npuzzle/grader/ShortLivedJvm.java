package npuzzle.grader;

import java.util.List;

/**
 * The flags of a JVM that lives seconds: C1 only and the serial collector. C2's compiler threads and G1's concurrent
 * threads cost more CPU than they save in that time. The grader starts its child and style JVMs with them, and the
 * deploy files it writes start the grader with them (so does {@code run_autograder}, a shell file that spells them
 * out). Measured side by side on 2 cores: 85 fixtures graded with {@code --jobs 2}, 236 s with C2 in the children and
 * 149 s without; one {@code grader check} of the sample without style, 7.3-10.2 s of CPU with the defaults and
 * 5.5-5.9 s with these. They change speed only, never a verdict.
 */
public final class ShortLivedJvm {
    public static final List<String> FLAGS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    private ShortLivedJvm() {
    }
}
