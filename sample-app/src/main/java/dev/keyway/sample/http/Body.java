package dev.keyway.sample.http;

import com.fasterxml.jackson.databind.JsonNode;
import dev.keyway.sample.service.ServiceException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * A request's JSON object, read field by field: a field of the wrong type, or one the endpoint
 * does not know, is a 400 naming it. Whether a field is required is the services' business.
 */
final class Body {

    private final JsonNode object;

    Body(JsonNode object, Set<String> fields) {
        if (object == null || !object.isObject()) {
            throw invalid("body", "must be a JSON object");
        }
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!fields.contains(name)) {
                throw invalid(name, "unknown field; expected " + String.join(", ", fields.stream().sorted().toList()));
            }
        }
        this.object = object;
    }

    /** A text field, null when absent. */
    String text(String field) {
        JsonNode value = value(field);
        if (value == null) {
            return null;
        }
        if (!value.isTextual()) {
            throw invalid(field, "must be a string");
        }
        return value.asText();
    }

    /** A whole-number field, null when absent. */
    Integer integer(String field) {
        JsonNode value = value(field);
        if (value == null) {
            return null;
        }
        if (!value.isInt()) {
            throw invalid(field, "must be a whole number");
        }
        return value.asInt();
    }

    /** A list of strings, null when absent. */
    List<String> texts(String field) {
        JsonNode value = value(field);
        if (value == null) {
            return null;
        }
        if (!value.isArray()) {
            throw invalid(field, "must be a list of strings");
        }
        List<String> texts = new ArrayList<>();
        for (JsonNode element : value) {
            if (!element.isTextual()) {
                throw invalid(field, "must be a list of strings");
            }
            texts.add(element.asText());
        }
        return texts;
    }

    /** An enum constant by name, null when absent. */
    <E extends Enum<E>> E constant(String field, Class<E> type) {
        String name = text(field);
        if (name == null) {
            return null;
        }
        return Call.constant(name, field, type);
    }

    private JsonNode value(String field) {
        JsonNode value = object.get(field);
        return value == null || value.isNull() ? null : value;
    }

    static ServiceException invalid(String field, String problem) {
        return new ServiceException(ServiceException.Kind.INVALID, "validation_failed", field + ": " + problem);
    }

    static <E extends Enum<E>> String names(Class<E> type) {
        return String.join(", ", Arrays.stream(type.getEnumConstants()).map(Enum::name).toList());
    }
}
