package dev.keyway.local.internal.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.keyway.local.internal.ServiceError;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;

/**
 * The JSON body of an error, as DynamoDB writes it: {@code __type}, the message, and for two errors the
 * members of their model shapes ({@code Item} of {@code ConditionalCheckFailedException},
 * {@code CancellationReasons} of {@code TransactionCanceledException}).
 */
final class ErrorBodies {

    private ErrorBodies() {
    }

    static byte[] of(ServiceError error, JsonFactory json) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (JsonGenerator out = json.createGenerator(bytes)) {
            out.writeStartObject();
            out.writeStringField("__type", error.qualifiedType());
            if (error.getMessage() != null) {
                // The service framework's own errors spell the member "Message"; DynamoDB's "message".
                boolean framework = error.qualifiedType().startsWith(ServiceError.SERVICE_NAMESPACE + "#");
                out.writeStringField(framework ? "Message" : "message", error.getMessage());
            }
            if (error.item() != null) {
                out.writeFieldName("Item");
                writeItem(out, error.item());
            }
            if (error.cancellationReasons() != null) {
                out.writeArrayFieldStart("CancellationReasons");
                for (CancellationReason reason : error.cancellationReasons()) {
                    ModelJsonWriter.writeStructure(out, reason);
                }
                out.writeEndArray();
            }
            out.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    private static void writeItem(JsonGenerator out, Map<String, AttributeValue> item) throws IOException {
        out.writeStartObject();
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            out.writeFieldName(attribute.getKey());
            ModelJsonWriter.writeStructure(out, attribute.getValue());
        }
        out.writeEndObject();
    }
}
