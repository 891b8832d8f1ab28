package npuzzle.grader.sandbox.child;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.Map;

/** Reads and writes a {@link ChildEvent} as a flat JSON object with an explicit {@code "type"} member. */
public final class ChildEventAdapterFactory implements TypeAdapterFactory {
    private static final Map<String, Class<? extends ChildEvent>> TYPES = Map.of(
            "ready", ChildEvent.Ready.class,
            "check-started", ChildEvent.CheckStarted.class,
            "check-finished", ChildEvent.CheckFinished.class,
            "work-started", ChildEvent.WorkStarted.class,
            "work-ended", ChildEvent.WorkEnded.class,
            "done", ChildEvent.Done.class);

    @Override
    public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
        if (!ChildEvent.class.isAssignableFrom(type.getRawType())) {
            return null;
        }
        TypeAdapter<JsonElement> json = gson.getAdapter(JsonElement.class);
        TypeAdapter<ChildEvent> adapter = new TypeAdapter<>() {
            @Override
            public void write(JsonWriter out, ChildEvent event) throws IOException {
                JsonObject object = new JsonObject();
                object.addProperty("type", typeName(event.getClass()));
                gson.getDelegateAdapter(ChildEventAdapterFactory.this, TypeToken.get(event.getClass()))
                        .toJsonTree(cast(event)).getAsJsonObject().entrySet()
                        .forEach(member -> object.add(member.getKey(), member.getValue()));
                json.write(out, object);
            }

            @Override
            public ChildEvent read(JsonReader in) throws IOException {
                JsonElement element = json.read(in);
                if (element == null || !element.isJsonObject() || !element.getAsJsonObject().has("type")) {
                    throw new JsonParseException("a channel event must be a JSON object with a \"type\"");
                }
                JsonObject object = element.getAsJsonObject();
                Class<? extends ChildEvent> concrete = TYPES.get(object.get("type").getAsString());
                if (concrete == null) {
                    throw new JsonParseException("unknown event type " + object.get("type"));
                }
                object.remove("type");
                return gson.getDelegateAdapter(ChildEventAdapterFactory.this, TypeToken.get(concrete))
                        .fromJsonTree(object);
            }
        };
        @SuppressWarnings("unchecked")
        TypeAdapter<T> typed = (TypeAdapter<T>) adapter.nullSafe();
        return typed;
    }

    private static String typeName(Class<?> type) {
        return TYPES.entrySet().stream().filter(entry -> entry.getValue() == type).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("not a channel event: " + type)).getKey();
    }

    @SuppressWarnings("unchecked")
    private static <E> E cast(Object event) {
        return (E) event;
    }
}
