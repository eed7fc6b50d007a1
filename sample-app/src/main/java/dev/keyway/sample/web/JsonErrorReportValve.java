package dev.keyway.sample.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.catalina.Container;
import org.apache.catalina.Valve;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.coyote.ActionCode;
import org.springframework.http.HttpStatus;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tomcat's error report for requests it refuses before Spring sees them (a malformed URI such as
 * {@code /users/%ZZ}, an encoded slash, an invalid header): the API's problem JSON, in the same
 * shape as {@link ApiErrors}' answers (no {@code type}; {@code title}, {@code status},
 * {@code detail}, {@code instance}, {@code error}, {@code message}), instead of Tomcat's HTML page.
 * Everything that reaches Spring MVC is answered by {@link ApiErrors}.
 */
final class JsonErrorReportValve extends ErrorReportValve {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** Replaces the host's error report valve with this one. */
    static void install(Container parent) {
        if (!(parent instanceof StandardHost host)) {
            return;
        }
        for (Valve valve : host.getPipeline().getValves()) {
            if (valve instanceof ErrorReportValve) {
                host.getPipeline().removeValve(valve);
            }
        }
        host.setErrorReportValveClass(JsonErrorReportValve.class.getName());
        host.getPipeline().addValve(new JsonErrorReportValve());
    }

    @Override
    protected void report(Request request, Response response, Throwable throwable) {
        int status = response.getStatus();
        if (status < 400 || response.getContentWritten() > 0 || !response.setErrorReported()) {
            return;
        }
        AtomicBoolean ioAllowed = new AtomicBoolean(true);
        response.getCoyoteResponse().action(ActionCode.IS_IO_ALLOWED, ioAllowed);
        if (!ioAllowed.get()) {
            return;
        }
        ApiError error = status == 400
                ? new ApiError(400, "bad_request", "the request is malformed (its URI, headers or encoding)")
                : new ApiError(status, "http_" + status, "the request cannot be served");
        try {
            response.setContentType("application/problem+json");
            response.setCharacterEncoding("UTF-8");
            PrintWriter writer = response.getReporter();
            if (writer != null) {
                writer.write(json(error, request.getRequestURI()));
                response.finishResponse();
            }
        } catch (IOException | IllegalStateException e) {
            // the connection is gone: nothing to answer
        }
    }

    /** The problem body, as {@link ApiErrors#problem} shapes it; the path as the client sent it (it may not decode). */
    static String json(ApiError error, String path) {
        HttpStatus reason = HttpStatus.resolve(error.status());
        Map<String, Object> problem = new LinkedHashMap<>();
        problem.put("detail", error.message());
        if (path != null) {
            problem.put("instance", path);
        }
        problem.put("status", error.status());
        problem.put("title", reason == null ? "Error" : reason.getReasonPhrase());
        problem.put("error", error.code());
        problem.put("message", error.message());
        return JSON.writeValueAsString(problem);
    }
}
