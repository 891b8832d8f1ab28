package npuzzle.grader.sandbox;

/** Hears which check a grading runs and which it has finished, for a progress line; called from the watchdog. */
public interface CheckProgress {
    /** Hears nothing. */
    CheckProgress NONE = new CheckProgress() {
        @Override
        public void started(String id) {
        }

        @Override
        public void finished(String id) {
        }
    };

    void started(String id);

    void finished(String id);
}
