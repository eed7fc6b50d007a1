package dev.keyway.sample.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.sun.net.httpserver.HttpExchange;
import dev.keyway.sample.service.PageRequest;
import dev.keyway.sample.service.ServiceException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** One request as the handlers see it: path parameters, query parameters, headers and the JSON body. */
final class Call {

    private static final int MAX_BODY = 64 * 1024;

    private final HttpExchange exchange;
    private final Map<String, String> pathParameters;
    private final Map<String, String> query;

    Call(HttpExchange exchange, Map<String, String> pathParameters) {
        this.exchange = exchange;
        this.pathParameters = pathParameters;
        this.query = parseQuery(exchange.getRequestURI().getRawQuery());
    }

    /** A path parameter ({@code {orgId}}), URL-decoded. */
    String path(String name) {
        return pathParameters.get(name);
    }

    /** A query parameter, null when absent. */
    String query(String name) {
        return query.get(name);
    }

    /** A request header, null when absent. */
    String header(String name) {
        return exchange.getRequestHeaders().getFirst(name);
    }

    /** The page a list endpoint is asked for: {@code ?limit=} (1 to 100, default 20) and {@code ?cursor=}. */
    PageRequest page() {
        String limit = query("limit");
        int size = PageRequest.DEFAULT_LIMIT;
        if (limit != null) {
            try {
                size = Integer.parseInt(limit);
            } catch (NumberFormatException e) {
                throw Body.invalid("limit", "must be a whole number");
            }
        }
        return new PageRequest(size, query("cursor"));
    }

    /** An enum query parameter, null when absent. */
    <E extends Enum<E>> E constantQuery(String name, Class<E> type) {
        String value = query(name);
        return value == null || value.isEmpty() ? null : constant(value, name, type);
    }

    /** The JSON object body, with the fields this endpoint knows. */
    Body body(String... fields) throws IOException {
        byte[] bytes;
        try (InputStream in = exchange.getRequestBody()) {
            bytes = in.readNBytes(MAX_BODY + 1);
        }
        if (bytes.length > MAX_BODY) {
            throw Body.invalid("body", "must be at most " + MAX_BODY + " bytes");
        }
        if (bytes.length == 0) {
            throw Body.invalid("body", "a JSON object is required");
        }
        try {
            return new Body(Json.read(bytes), Set.of(fields));
        } catch (JsonProcessingException e) {
            throw new ServiceException(ServiceException.Kind.INVALID, "invalid_json",
                    "the body is not JSON: " + e.getOriginalMessage());
        }
    }

    static <E extends Enum<E>> E constant(String name, String field, Class<E> type) {
        try {
            return Enum.valueOf(type, name);
        } catch (IllegalArgumentException e) {
            throw Body.invalid(field, "must be one of " + Body.names(type));
        }
    }

    private static Map<String, String> parseQuery(String raw) {
        Map<String, String> parameters = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return parameters;
        }
        for (String pair : raw.split("&")) {
            int equals = pair.indexOf('=');
            String name = equals < 0 ? pair : pair.substring(0, equals);
            String value = equals < 0 ? "" : pair.substring(equals + 1);
            parameters.putIfAbsent(decode(name), decode(value));
        }
        return parameters;
    }

    static String decode(String text) {
        try {
            return URLDecoder.decode(text, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw Body.invalid("url", "malformed percent-encoding");
        }
    }
}
