package dev.keyway.local.internal.protocol;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;

/**
 * The wire protocol's JSON form of any SDK model object, for the other parts of Keyway Local that store
 * model objects (the data directory keeps items in the same JSON as the protocol).
 */
public final class ModelJson {

    private ModelJson() {
    }

    /**
     * Writes a model object as a JSON object, as the protocol does.
     *
     * @param out the generator
     * @param pojo the model object, such as an {@code AttributeValue}
     * @throws IOException if the generator fails
     */
    public static void write(JsonGenerator out, SdkPojo pojo) throws IOException {
        ModelJsonWriter.writeStructure(out, pojo);
    }

    /**
     * Reads a model object written by {@link #write}.
     *
     * @param node the JSON object
     * @param builder a fresh builder of the model class, such as {@code () -> (SdkPojo) AttributeValue.builder()}
     * @param <T> the model class
     * @return the model object
     * @throws dev.keyway.local.internal.ServiceError a {@code SerializationException} for JSON of another shape
     */
    @SuppressWarnings("unchecked")
    public static <T> T read(JsonNode node, Supplier<? extends SdkPojo> builder) {
        try (JsonParser parser = node.traverse()) {
            parser.nextToken();
            return (T) ModelJsonReader.readStructure(parser, builder);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a tree in memory is well-formed JSON
        }
    }
}
