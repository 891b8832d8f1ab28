package npuzzle.similarity.quality;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Replacements in a text, applied from its end so that earlier positions stay valid; overlapping ones are dropped. */
final class Edits {
    private record Edit(int start, int end, String text) {
    }

    private final List<Edit> edits = new ArrayList<>();

    void replace(long start, long end, String text) {
        edits.add(new Edit((int) start, (int) end, text));
    }

    void insert(long at, String text) {
        replace(at, at, text);
    }

    String apply(String source) {
        List<Edit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt(Edit::start).thenComparingInt(Edit::end).reversed());
        StringBuilder out = new StringBuilder(source);
        int limit = Integer.MAX_VALUE;
        for (Edit edit : sorted) {
            if (edit.end > limit || edit.start < 0) {
                continue;
            }
            out.replace(edit.start, edit.end, edit.text);
            limit = edit.start;
        }
        return out.toString();
    }
}
