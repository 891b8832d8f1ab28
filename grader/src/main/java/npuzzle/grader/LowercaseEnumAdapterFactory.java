package npuzzle.grader;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.Locale;

/** Writes every enum constant as its lowercase name with dashes ({@code AFTER_INITIAL} is "after-initial"). */
final class LowercaseEnumAdapterFactory implements TypeAdapterFactory {
    @Override
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
        Class<? super T> raw = type.getRawType();
        if (!Enum.class.isAssignableFrom(raw) || raw == Enum.class) {
            return null;
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        TypeAdapter<T> adapter = (TypeAdapter<T>) new EnumAdapter(raw.isEnum() ? raw : raw.getSuperclass());
        return adapter.nullSafe();
    }

    /** Returns the wire name of an enum constant. */
    static String wireName(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static final class EnumAdapter<E extends Enum<E>> extends TypeAdapter<E> {
        private final Class<E> type;

        EnumAdapter(Class<E> type) {
            this.type = type;
        }

        @Override
        public void write(JsonWriter out, E value) throws IOException {
            out.value(wireName(value));
        }

        @Override
        public E read(JsonReader in) throws IOException {
            String name = in.nextString();
            for (E constant : type.getEnumConstants()) {
                if (wireName(constant).equals(name)) {
                    return constant;
                }
            }
            throw new JsonParseException("unknown " + type.getSimpleName() + " \"" + name + "\" at " + in.getPath());
        }
    }
}
