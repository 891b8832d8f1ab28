package npuzzle.similarity.find;

import java.util.List;
import npuzzle.similarity.Skipped;
import npuzzle.similarity.Submission;

/** What a folder held: the submissions to compare, and the entries left out with the reason. */
public record Found(List<Submission> submissions, List<Skipped> skipped) {
    public Found {
        submissions = List.copyOf(submissions);
        skipped = List.copyOf(skipped);
    }

    /** Returns how many entries the folder had. */
    public int entries() {
        return submissions.size() + skipped.size();
    }
}
