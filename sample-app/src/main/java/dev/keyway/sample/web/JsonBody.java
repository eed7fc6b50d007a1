package dev.keyway.sample.web;

import dev.keyway.sample.service.ServiceException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import tools.jackson.databind.JsonNode;

/**
 * A request's JSON object, read field by field: a body that is not an object, a field of the
 * wrong type, or one the endpoint does not know, is a 400 naming it. Whether a field is required is
 * the services' business. Controllers take it as a parameter ({@link JsonBodyResolver} reads it).
 */
public final class JsonBody {

    private final JsonNode object;

    JsonBody(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw invalid("body", "must be a JSON object");
        }
        this.object = node;
    }

    /** Checks that the object has no other fields than these; returns it. */
    public JsonBody expect(String... fields) {
        Set<String> known = Set.of(fields);
        for (String name : object.propertyNames()) {
            if (!known.contains(name)) {
                throw invalid(name, "unknown field; expected " + String.join(", ", new TreeSet<>(known)));
            }
        }
        return this;
    }

    /** A text field, null when absent. */
    public String text(String field) {
        JsonNode value = value(field);
        if (value == null) {
            return null;
        }
        if (!value.isString()) {
            throw invalid(field, "must be a string");
        }
        return value.stringValue();
    }

    /** A whole-number field, null when absent. */
    public Integer integer(String field) {
        JsonNode value = value(field);
        if (value == null) {
            return null;
        }
        if (!value.isInt()) {
            throw invalid(field, "must be a whole number");
        }
        return value.intValue();
    }

    /** A list of strings, null when absent. */
    public List<String> texts(String field) {
        JsonNode value = value(field);
        if (value == null) {
            return null;
        }
        List<String> texts = new ArrayList<>();
        if (!value.isArray()) {
            throw invalid(field, "must be a list of strings");
        }
        for (JsonNode element : value) {
            if (!element.isString()) {
                throw invalid(field, "must be a list of strings");
            }
            texts.add(element.stringValue());
        }
        return texts;
    }

    /** An enum constant by name, null when absent. */
    public <E extends Enum<E>> E constant(String field, Class<E> type) {
        String name = text(field);
        return name == null ? null : constant(name, field, type);
    }

    /** The constant of that name, else a 400 listing the names. */
    static <E extends Enum<E>> E constant(String name, String field, Class<E> type) {
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw invalid(field, "must be one of " + String.join(", ",
                    Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()));
        }
    }

    private JsonNode value(String field) {
        JsonNode value = object.get(field);
        return value == null || value.isNull() ? null : value;
    }

    static ServiceException invalid(String field, String problem) {
        return new ServiceException(ServiceException.Kind.INVALID, "validation_failed", field + ": " + problem);
    }
}
