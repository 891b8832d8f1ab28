package npuzzle.grader;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import npuzzle.grader.sandbox.child.ChildEventAdapterFactory;

/**
 * The grader's one configured Gson: lowercase enum names, ISO instants, explicit-type channel events, and tile arrays
 * ({@code int[]}) on one line even in indented files.
 */
public final class GraderJson {
    /** Immutable and thread-safe; reuse it. */
    public static final Gson GSON = new GsonBuilder()
            .registerTypeAdapterFactory(new LowercaseEnumAdapterFactory())
            .registerTypeAdapterFactory(new ChildEventAdapterFactory())
            .registerTypeAdapter(Instant.class, new InstantAdapter().nullSafe())
            .registerTypeAdapter(int[].class, new TilesAdapter().nullSafe())
            .disableHtmlEscaping()
            .create();

    private GraderJson() {
    }

    /** Returns {@code value} as JSON indented by two spaces, ending in a newline: how the grader writes files. */
    public static String indented(Object value, Class<?> type) {
        StringWriter text = new StringWriter();
        try (JsonWriter writer = GSON.newJsonWriter(text)) {
            writer.setIndent("  ");
            GSON.toJson(value, type, writer);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not throw
        }
        return text + "\n";
    }

    /** Writes an int array on one line: a replay's boards would take a line per tile. */
    private static final class TilesAdapter extends TypeAdapter<int[]> {
        @Override
        public void write(JsonWriter out, int[] value) throws IOException {
            StringBuilder text = new StringBuilder("[");
            for (int k = 0; k < value.length; k++) {
                text.append(k == 0 ? "" : ", ").append(value[k]);
            }
            try {
                out.jsonValue(text.append(']').toString());
            } catch (UnsupportedOperationException treeWriter) { // building a JsonElement (the channel's events)
                out.beginArray();
                for (int tile : value) {
                    out.value(tile);
                }
                out.endArray();
            }
        }

        @Override
        public int[] read(JsonReader in) throws IOException {
            List<Integer> values = new ArrayList<>();
            in.beginArray();
            while (in.hasNext()) {
                values.add(in.nextInt());
            }
            in.endArray();
            return values.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static final class InstantAdapter extends TypeAdapter<Instant> {
        @Override
        public void write(JsonWriter out, Instant value) throws IOException {
            out.value(value.toString());
        }

        @Override
        public Instant read(JsonReader in) throws IOException {
            return Instant.parse(in.nextString());
        }
    }
}
