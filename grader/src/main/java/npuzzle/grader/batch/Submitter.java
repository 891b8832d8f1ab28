package npuzzle.grader.batch;

import java.util.Objects;

/**
 * A student an LMS export names as a submission's author.
 *
 * @param name the student's name
 * @param sid the student id the course's roster uses (may be empty)
 * @param email the student's email (may be empty)
 */
public record Submitter(String name, String sid, String email) {
    public Submitter {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sid, "sid");
        Objects.requireNonNull(email, "email");
    }
}
