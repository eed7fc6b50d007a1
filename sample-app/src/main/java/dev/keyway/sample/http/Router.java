package dev.keyway.sample.http;

import com.sun.net.httpserver.HttpExchange;
import dev.keyway.sample.service.ServiceException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Routes a request by method and path pattern ({@code /orgs/{orgId}/members}) to its handler. */
final class Router {

    /** Handles one request. */
    interface Handler {
        Reply handle(Call call) throws IOException;
    }

    private record Route(String method, String[] segments, Handler handler) {

        Optional<Map<String, String>> match(String[] path) {
            if (path.length != segments.length) {
                return Optional.empty();
            }
            Map<String, String> parameters = new HashMap<>();
            for (int i = 0; i < path.length; i++) {
                if (segments[i].startsWith("{")) {
                    parameters.put(segments[i].substring(1, segments[i].length() - 1), Call.decode(path[i]));
                } else if (!segments[i].equals(path[i])) {
                    return Optional.empty();
                }
            }
            return Optional.of(parameters);
        }
    }

    private final List<Route> routes = new ArrayList<>();

    Router route(String method, String pattern, Handler handler) {
        routes.add(new Route(method, split(pattern), handler));
        return this;
    }

    /** The reply of the route that matches; 404 for an unknown path, 405 for a known path and another method. */
    Reply dispatch(HttpExchange exchange) throws IOException {
        String[] path = split(exchange.getRequestURI().getRawPath());
        boolean pathKnown = false;
        for (Route route : routes) {
            Optional<Map<String, String>> parameters = route.match(path);
            if (parameters.isPresent()) {
                pathKnown = true;
                if (route.method().equals(exchange.getRequestMethod())) {
                    return route.handler().handle(new Call(exchange, parameters.get()));
                }
            }
        }
        if (pathKnown) {
            return Errors.reply(405, "method_not_allowed",
                    exchange.getRequestMethod() + " is not allowed on " + exchange.getRequestURI().getPath());
        }
        throw new ServiceException(ServiceException.Kind.NOT_FOUND, "not_found",
                "no endpoint " + exchange.getRequestMethod() + " " + exchange.getRequestURI().getPath());
    }

    private static String[] split(String path) {
        String trimmed = path.replaceAll("^/+|/+$", "");
        return trimmed.isEmpty() ? new String[0] : trimmed.split("/");
    }
}
