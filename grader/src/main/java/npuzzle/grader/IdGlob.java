package npuzzle.grader;

import java.util.List;
import java.util.regex.Pattern;

/** A comma-separated list of check-id globs: {@code *} is any run of characters, {@code ?} one character. */
public final class IdGlob {
    private final List<Pattern> patterns;

    public IdGlob(String globs) {
        this.patterns = java.util.Arrays.stream(globs.split(",")).map(String::trim).filter(glob -> !glob.isEmpty())
                .map(IdGlob::toPattern).toList();
    }

    public boolean matches(String id) {
        return patterns.stream().anyMatch(pattern -> pattern.matcher(id).matches());
    }

    private static Pattern toPattern(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> regex.append(".*");
                case '?' -> regex.append('.');
                default -> regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(regex.toString());
    }
}
