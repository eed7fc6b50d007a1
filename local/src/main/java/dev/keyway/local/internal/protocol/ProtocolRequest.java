package dev.keyway.local.internal.protocol;

import java.util.Locale;

/**
 * One HTTP request as the router needs it, from either the in-process client or the loopback server.
 *
 * @param method the HTTP method, such as {@code POST}
 * @param path the request path, without the query
 * @param target the {@code X-Amz-Target} header, or {@code null}
 * @param contentType the {@code Content-Type} header, or {@code null}
 * @param body the body, never {@code null}
 */
public record ProtocolRequest(String method, String path, String target, String contentType, byte[] body) {

    public ProtocolRequest {
        method = method == null ? "" : method.toUpperCase(Locale.ROOT);
        path = path == null || path.isEmpty() ? "/" : path;
        body = body == null ? new byte[0] : body;
    }
}
