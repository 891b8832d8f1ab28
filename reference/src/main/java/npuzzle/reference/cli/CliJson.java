package npuzzle.reference.cli;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;

/** The one Gson of the command line: pretty, nulls kept, no HTML escaping. */
final class CliJson {
    static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create();

    private CliJson() {
    }
}
