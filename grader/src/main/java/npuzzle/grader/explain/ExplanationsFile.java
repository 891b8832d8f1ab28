package npuzzle.grader.explain;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * explanations.json as gson reads it, unchecked: each check's base text and, per version of the assignment, the
 * fields that replace it ({@code "assignments"}).
 */
record ExplanationsFile(String schema, List<Entry> checks) {
    record Rule(String section, String quote) {
    }

    record Mistake(String mistake, String fix) {
    }

    record Entry(String id, String tests, Rule rule, String why, List<Mistake> mistakes,
            Map<String, JsonObject> assignments) {
        /** Returns this entry with the fields that {@code override} has in place of its own. */
        Entry with(Entry override) {
            return new Entry(id, or(override.tests(), tests), or(override.rule(), rule), or(override.why(), why),
                    or(override.mistakes(), mistakes), Map.of());
        }

        private static <T> T or(T replacement, T base) {
            return replacement != null ? replacement : base;
        }

        /**
         * Returns the explanation this entry gives.
         *
         * @param where how errors start, naming the file and the check: {@code "e.json: check board.size: "}
         * @throws IllegalArgumentException naming the field that is missing or blank
         */
        Explanation validated(String where) {
            if (blank(tests) || blank(why)) {
                throw new IllegalArgumentException(where + "needs \"tests\" and \"why\"");
            }
            if (rule == null || blank(rule.section()) || blank(rule.quote())) {
                throw new IllegalArgumentException(where + "needs \"rule\": {\"section\": ..., \"quote\": ...}");
            }
            if (mistakes == null || mistakes.isEmpty()) {
                throw new IllegalArgumentException(where + "needs at least one of \"mistakes\"");
            }
            List<Explanation.Mistake> checked = new ArrayList<>();
            for (Mistake mistake : mistakes) {
                if (mistake == null || blank(mistake.mistake()) || blank(mistake.fix())) {
                    throw new IllegalArgumentException(where + "each of \"mistakes\" needs \"mistake\" and \"fix\"");
                }
                checked.add(new Explanation.Mistake(mistake.mistake(), mistake.fix()));
            }
            return new Explanation(id, tests, new Explanation.Rule(rule.section(), rule.quote()), why, checked);
        }

        private static boolean blank(String text) {
            return text == null || text.isBlank();
        }
    }
}
