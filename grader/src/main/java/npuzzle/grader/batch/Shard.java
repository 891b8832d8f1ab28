package npuzzle.grader.batch;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import npuzzle.grader.Sha256;

/**
 * One of {@code count} disjoint parts of a class, {@code index} counted from 0 (as Kubernetes'
 * {@code JOB_COMPLETION_INDEX} is). A submission belongs to the part its id's hash names, so the parts cover
 * every submission once on every machine, and adding a submission moves no other.
 *
 * @param index which part, from 0 to {@code count - 1}
 * @param count how many parts
 */
public record Shard(int index, int count) {
    /** The whole class, unsharded. */
    public static final Shard ALL = new Shard(0, 1);
    private static final Pattern SPEC = Pattern.compile("(\\d{1,6})/(\\d{1,6})");

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("a shard is i/N with 0 <= i < N, got " + index + "/" + count);
        }
    }

    /** Parses {@code i/N}, e.g. {@code 0/4}. */
    public static Shard parse(String spec) {
        Matcher matcher = SPEC.matcher(spec.trim());
        if (!matcher.matches()) {
            throw new IllegalArgumentException("a shard is i/N with 0 <= i < N (e.g. 0/4), got " + spec);
        }
        return new Shard(Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)));
    }

    /** Returns whether the submission named {@code id} belongs to this part. */
    public boolean owns(String id) {
        return partOf(id, count) == index;
    }

    /** Returns the part, of {@code count}, that the submission named {@code id} belongs to. */
    public static int partOf(String id, int count) {
        byte[] digest = Sha256.digest(id.getBytes(StandardCharsets.UTF_8));
        return (int) Long.remainderUnsigned(ByteBuffer.wrap(digest).getLong(), count);
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
