package npuzzle.grader.cli;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Waits for a save of the sources under some paths. File events wake it at once; it also looks every second, and
 * when a look finds a save no event announced (a network mount, say, where file events do not arrive) it says so
 * once and goes on by looking. A burst of saves (an editor's temporary file and rename, a save of every open file) is
 * one save: it returns once the sources have stayed the same for a moment.
 */
final class SaveWatcher implements AutoCloseable {
    private static final long LOOK_MILLIS = 1_000;
    private static final long QUIET_MILLIS = 300;
    /** How long an event may lag behind its save on the way from the kernel before it counts as not arriving. */
    private static final long EVENT_LAG_MILLIS = 200;

    private final List<Path> roots;
    private final Consumer<String> say;
    private WatchService events;

    /** Watches the roots with file events when {@code useEvents}, else by looking every second. */
    SaveWatcher(List<Path> roots, boolean useEvents, Consumer<String> say) {
        this.roots = List.copyOf(roots);
        this.say = say;
        if (useEvents) {
            try {
                events = FileSystems.getDefault().newWatchService();
            } catch (IOException | UnsupportedOperationException e) {
                pollInstead("file events are not available (" + e.getMessage() + ")");
            }
        }
    }

    /** Blocks until the sources differ from {@code seen} and have settled; returns them as they are then. */
    SourceSnapshot awaitSave(SourceSnapshot seen) throws InterruptedException {
        while (true) {
            register(seen.folders());
            boolean evented = next(LOOK_MILLIS);
            SourceSnapshot now = SourceSnapshot.of(roots);
            if (!now.equals(seen)) {
                if (events != null && !evented && !next(EVENT_LAG_MILLIS)) {
                    pollInstead("no file event arrived for a save under " + roots.get(0));
                }
                return settled(now);
            }
        }
    }

    private SourceSnapshot settled(SourceSnapshot now) throws InterruptedException {
        while (true) {
            Thread.sleep(QUIET_MILLIS);
            SourceSnapshot later = SourceSnapshot.of(roots);
            if (later.equals(now)) {
                return now;
            }
            now = later;
        }
    }

    /** Waits up to {@code millis} for a file event and consumes all that came; returns whether any did. */
    private boolean next(long millis) throws InterruptedException {
        if (events == null) {
            Thread.sleep(millis);
            return false;
        }
        try {
            WatchKey key = events.poll(millis, TimeUnit.MILLISECONDS);
            boolean any = false;
            for (; key != null; key = events.poll()) {
                any |= !key.pollEvents().isEmpty();
                key.reset();
            }
            return any;
        } catch (ClosedWatchServiceException e) {
            return false;
        }
    }

    /** Watches each folder (again, which is cheap, so that new folders are watched too). */
    private void register(List<Path> folders) {
        if (events == null) {
            return;
        }
        for (Path folder : folders) {
            try {
                folder.register(events, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
                        StandardWatchEventKinds.ENTRY_MODIFY);
            } catch (IOException | UnsupportedOperationException e) {
                pollInstead("file events cannot watch " + folder + " (" + e.getMessage() + ")");
                return;
            }
        }
    }

    private void pollInstead(String why) {
        close();
        say.accept("grader: " + why + "; looking for saves every second instead");
    }

    @Override
    public void close() {
        if (events != null) {
            try {
                events.close();
            } catch (IOException e) {
                // nothing is watched any more either way
            }
            events = null;
        }
    }
}
