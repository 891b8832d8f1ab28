package npuzzle.grader.batch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Gradescope's "Export Submissions": one {@code submission_<id>/} folder per submission beside
 * {@code submission_metadata.yml}, which maps each folder to its submitters ({@code :submitters:} with
 * {@code :name:}, {@code :sid:} and {@code :email:}). The file is written by Ruby: its keys are symbols and some
 * values carry Ruby tags ({@code !ruby/object:BigDecimal}), read here as plain text.
 */
public final class GradescopeExport {
    static final String METADATA = "submission_metadata.yml";

    private GradescopeExport() {
    }

    /** Thrown when the metadata cannot be read; the message names the file and line. */
    public static final class MetadataException extends IOException {
        private static final long serialVersionUID = 1L;

        MetadataException(String message) {
            super(message);
        }
    }

    /** Returns each submission folder's submitters, in the file's order. */
    static Map<String, List<Submitter>> submitters(Path root) throws IOException {
        Path file = root.resolve(METADATA);
        Object document;
        try {
            document = new Yaml(new RubyTolerantConstructor()).load(Files.readString(file));
        } catch (MarkedYAMLException e) {
            throw new MetadataException(file + ":" + (e.getProblemMark().getLine() + 1) + ": not YAML: "
                    + e.getProblem());
        } catch (YAMLException e) {
            throw new MetadataException(file + ": not YAML: " + e.getMessage());
        }
        if (!(document instanceof Map<?, ?> folders)) {
            throw new MetadataException(file + ": expected a map of submission folders to their metadata");
        }
        Map<String, List<Submitter>> result = new LinkedHashMap<>();
        for (Map.Entry<?, ?> folder : folders.entrySet()) {
            List<Submitter> people = new ArrayList<>();
            if (folder.getValue() instanceof Map<?, ?> metadata
                    && metadata.get(":submitters") instanceof List<?> submitters) {
                for (Object submitter : submitters) {
                    if (submitter instanceof Map<?, ?> fields) {
                        people.add(new Submitter(text(fields, ":name"), text(fields, ":sid"), text(fields, ":email")));
                    }
                }
            }
            if (people.isEmpty()) {
                throw new MetadataException(file + ": " + folder.getKey() + " lists no :submitters:");
            }
            result.put(String.valueOf(folder.getKey()), people);
        }
        return result;
    }

    private static String text(Map<?, ?> fields, String key) {
        Object value = fields.get(key);
        return value == null ? "" : String.valueOf(value);
    }

    /** YAML's safe types, and any other tag (Ruby's) read as the plain scalar, list or map under it. */
    private static final class RubyTolerantConstructor extends SafeConstructor {
        RubyTolerantConstructor() {
            super(new LoaderOptions());
            this.yamlConstructors.put(null, new AbstractConstruct() {
                @Override
                public Object construct(Node node) {
                    if (node instanceof ScalarNode scalar) {
                        return scalar.getValue();
                    }
                    if (node instanceof SequenceNode sequence) {
                        return constructSequence(sequence);
                    }
                    return constructMapping((MappingNode) node);
                }
            });
        }
    }
}
