package dev.keyway.sample.web;

import dev.keyway.sample.service.ServiceException;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import tools.jackson.core.JacksonException;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads a {@link JsonBody} parameter: at most {@value #MAX_BODY} bytes (a larger declared length
 * is refused before reading, 413; a client that asked for {@code 100 Continue} is refused earlier
 * still, by {@link ExpectContinueValve}), parsed with Spring Boot's JSON mapper, whose limits (nesting depth, string and number
 * lengths) make a hostile document a 400, and which refuses an object that names a key twice (the
 * API reads strictly: which of the two values counts would be a guess). The content type is not
 * checked, so {@code curl -d '{...}'} works.
 */
public final class JsonBodyResolver implements HandlerMethodArgumentResolver {

    /** The largest body the API reads. */
    public static final int MAX_BODY = 64 * 1024;

    /** The message of the 413 for a body over {@link #MAX_BODY}. */
    static final String TOO_LARGE = "body: must be at most " + MAX_BODY + " bytes";

    /**
     * How much of a refused body is read and dropped before the 413, so that a client still sending
     * it reads the answer instead of a reset connection (Tomcat closes the connection after a 413).
     */
    static final long MAX_DRAIN = 32L * 1024 * 1024;

    private final ObjectReader reader;

    public JsonBodyResolver(JsonMapper mapper) {
        this.reader = mapper.readerFor(JsonNode.class).with(StreamReadFeature.STRICT_DUPLICATE_DETECTION);
    }

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.getParameterType() == JsonBody.class;
    }

    @Override
    public JsonBody resolveArgument(MethodParameter parameter, ModelAndViewContainer container, NativeWebRequest request,
                                    WebDataBinderFactory binders) throws IOException {
        HttpServletRequest http = request.getNativeRequest(HttpServletRequest.class);
        if (http.getContentLengthLong() > MAX_BODY) {
            throw tooLarge(http.getContentLengthLong() > MAX_DRAIN ? null : http);
        }
        byte[] bytes = http.getInputStream().readNBytes(MAX_BODY + 1);
        if (bytes.length > MAX_BODY) {
            throw tooLarge(http);
        }
        if (bytes.length == 0) {
            throw JsonBody.invalid("body", "a JSON object is required");
        }
        try {
            return new JsonBody(reader.readValue(bytes));
        } catch (JacksonException e) {
            throw new ServiceException(ServiceException.Kind.INVALID, "invalid_json",
                    "the body is not JSON: " + e.getOriginalMessage());
        }
    }

    /** The 413, after dropping up to {@link #MAX_DRAIN} bytes of what the client is still sending, if given. */
    private static ServiceException tooLarge(HttpServletRequest draining) throws IOException {
        if (draining != null) {
            long dropped = 0;
            byte[] buffer = new byte[64 * 1024];
            for (int read; dropped < MAX_DRAIN && (read = draining.getInputStream().read(buffer)) > 0; ) {
                dropped += read;
            }
        }
        return new ServiceException(ServiceException.Kind.TOO_LARGE, "payload_too_large", TOO_LARGE);
    }
}
