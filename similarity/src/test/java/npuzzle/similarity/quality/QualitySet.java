package npuzzle.similarity.quality;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The quality set: correct fixtures written independently of each other (no file of one derived from another's), and
 * for each, one copy per {@link Change}. A pair is a positive when one side is a copy of the other; a negative when
 * the two sides share no original (a {@link Change#PARTIAL} copy also derives from its host).
 */
final class QualitySet {
    /** Correct fixtures none of whose files comes from another's (checked by diff when the set was chosen). */
    static final List<String> ORIGINALS = List.of("correct-reference", "correct-alternative",
            "princeton-coursera-correct", "correct-array-iterable", "correct-closed-set");
    /** The course's skeleton with default bodies: the starter code. */
    static final String STARTER = "calibration-skeleton";

    /** One submission of the set: its name, the originals it derives from, its files. */
    record Entry(String name, String original, Change change, Set<String> family, Map<String, String> files) {
    }

    final List<Entry> entries = new ArrayList<>();

    /** Builds the set from the fixtures under {@code submissions}. */
    static QualitySet build(Path submissions) throws IOException {
        QualitySet set = new QualitySet();
        Map<String, Map<String, String>> originals = new LinkedHashMap<>();
        for (String name : ORIGINALS) {
            originals.put(name, files(submissions.resolve(name)));
            set.entries.add(new Entry(name, name, null, Set.of(name), originals.get(name)));
        }
        for (int k = 0; k < ORIGINALS.size(); k++) {
            String original = ORIGINALS.get(k);
            String host = ORIGINALS.get((k + 1) % ORIGINALS.size());
            for (Change change : Change.values()) {
                Map<String, String> copy = change.apply(originals.get(original), originals.get(host));
                Set<String> family = change == Change.PARTIAL ? Set.of(original, host) : Set.of(original);
                set.entries.add(new Entry(change.name().toLowerCase(java.util.Locale.ROOT) + "--" + original,
                        original, change, family, copy));
            }
        }
        return set;
    }

    /** Writes each entry as a folder of the class under {@code root}. */
    void write(Path root) throws IOException {
        for (Entry entry : entries) {
            Path folder = Files.createDirectories(root.resolve(entry.name()));
            for (Map.Entry<String, String> file : entry.files().entrySet()) {
                Files.writeString(folder.resolve(file.getKey()), file.getValue());
            }
        }
    }

    static Map<String, String> files(Path fixture) throws IOException {
        return FixtureFiles.read(fixture);
    }

    Entry entry(String name) {
        return entries.stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow();
    }
}
