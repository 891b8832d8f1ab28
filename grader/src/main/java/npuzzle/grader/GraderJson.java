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
import npuzzle.grader.sandbox.child.ChildEventAdapterFactory;

/** The grader's one configured Gson: lowercase enum names, ISO instants, explicit-type channel events. */
public final class GraderJson {
    /** Immutable and thread-safe; reuse it. */
    public static final Gson GSON = new GsonBuilder()
            .registerTypeAdapterFactory(new LowercaseEnumAdapterFactory())
            .registerTypeAdapterFactory(new ChildEventAdapterFactory())
            .registerTypeAdapter(Instant.class, new InstantAdapter().nullSafe())
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
