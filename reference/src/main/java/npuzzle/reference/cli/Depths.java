package npuzzle.reference.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses a list of move counts: {@code 7}, {@code 0,2,4}, {@code 0..31} or {@code 0..50:2} (every second). */
final class Depths implements ITypeConverter<List<Integer>> {
    private static final Pattern RANGE = Pattern.compile("(\\d+)\\.\\.(\\d+)(?::(\\d+))?");

    @Override
    public List<Integer> convert(String value) {
        List<Integer> depths = new ArrayList<>();
        for (String part : value.split(",", -1)) {
            Matcher range = RANGE.matcher(part.strip());
            if (range.matches()) {
                int from = Integer.parseInt(range.group(1));
                int to = Integer.parseInt(range.group(2));
                int step = range.group(3) == null ? 1 : Integer.parseInt(range.group(3));
                if (from > to || step < 1) {
                    throw new TypeConversionException("'" + part + "' is not a range A..B or A..B:STEP with A <= B");
                }
                for (int depth = from; depth <= to; depth += step) {
                    depths.add(depth);
                }
            } else if (part.strip().matches("\\d+")) {
                depths.add(Integer.parseInt(part.strip()));
            } else {
                throw new TypeConversionException("'" + part + "' is not a number of moves (e.g. 7, 0,2,4, 0..31)");
            }
        }
        return depths;
    }
}
