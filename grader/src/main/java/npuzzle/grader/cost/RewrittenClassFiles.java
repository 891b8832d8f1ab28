package npuzzle.grader.cost;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the cost-aware class loaders of one JVM made of the class files they loaded, by the file's bytes: a class that
 * several loaders load (the student's Board in a probe's loader and then the checks', the same Solver beside each
 * edit the fix search tries) is rewritten once. The rewriting is a function of the bytes alone, so a remembered
 * result is the one a new rewriting would give. The most recently used few are kept.
 */
final class RewrittenClassFiles {
    private static final int MOST = 64;
    private static final Map<Key, byte[]> REWRITTEN = new LinkedHashMap<>(MOST, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, byte[]> eldest) {
            return size() > MOST;
        }
    };

    private RewrittenClassFiles() {
    }

    /** The bytes of a class file and whether its work is counted (a course jar's is not). */
    private record Key(boolean counted, byte[] original) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && key.counted == counted && Arrays.equals(key.original, original);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(original) + Boolean.hashCode(counted);
        }
    }

    /** Returns the remembered rewriting of the class file, or null. */
    static synchronized byte[] get(boolean counted, byte[] original) {
        return REWRITTEN.get(new Key(counted, original));
    }

    /** Remembers the rewriting of the class file. */
    static synchronized void put(boolean counted, byte[] original, byte[] rewritten) {
        REWRITTEN.put(new Key(counted, original.clone()), rewritten);
    }
}
