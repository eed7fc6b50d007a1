package dev.keyway.sample.web;

import jakarta.servlet.http.HttpServletRequest;
import java.net.URI;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.tomcat.util.http.InvalidParameterException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.HttpRequestMethodNotSupportedException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;
import org.springframework.web.util.DisconnectedClientHelper;

/**
 * Every error as an RFC 9457 problem ({@code application/problem+json}) that also carries the
 * API's own members: {@code {"type", "title", "status", "detail", "instance", "error": code,
 * "message": ...}}. Spring MVC's own refusals (no such endpoint, method, unreadable request) get
 * codes too; anything unexpected is a 500 whose details go to the log only.
 */
@RestControllerAdvice
public class ApiErrors extends ResponseEntityExceptionHandler {

    private static final Log LOG = LogFactory.getLog(ApiErrors.class);

    /** The problem body for an error, with the path that caused it. */
    public static ProblemDetail problem(ApiError error, String path) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatusCode.valueOf(error.status()), error.message());
        HttpStatus status = HttpStatus.resolve(error.status());
        problem.setTitle(status == null ? "Error" : status.getReasonPhrase());
        if (path != null) {
            problem.setInstance(URI.create(path.replace(" ", "%20")));
        }
        problem.setProperty("error", error.code());
        problem.setProperty("message", error.message());
        return problem;
    }

    /**
     * The services' refusals, Keyway's typed exceptions, and anything else (500). A client that
     * went away mid-request (closed or reset its connection while sending its body) is not a
     * server failure: one line at info, no stack trace (any client could fill the log with them),
     * and a 400 recorded for the request, with no body since nobody reads it.
     */
    @ExceptionHandler(Exception.class)
    ResponseEntity<Object> refused(Exception thrown, HttpServletRequest request) {
        if (DisconnectedClientHelper.isClientDisconnectedException(thrown)) {
            LOG.info("client went away during " + request.getMethod() + " " + request.getRequestURI() + " ("
                    + thrown.getClass().getSimpleName() + ": " + thrown.getMessage() + ")");
            return ResponseEntity.status(400).build();
        }
        ApiError error = ApiError.of(thrown);
        if (error == ApiError.INTERNAL) {
            LOG.error("500 internal error on " + request.getMethod() + " " + request.getRequestURI(), thrown);
        }
        return reply(error, request.getRequestURI());
    }

    /** A query parameter Tomcat cannot decode ({@code ?email=%zz}). */
    @ExceptionHandler(InvalidParameterException.class)
    ResponseEntity<Object> malformedParameter(InvalidParameterException thrown, HttpServletRequest request) {
        return reply(new ApiError(400, "bad_request", "a query parameter is not valid percent-encoded UTF-8"),
                request.getRequestURI());
    }

    /** Spring MVC's own exceptions: the same shape, with the API's codes. */
    @Override
    protected ResponseEntity<Object> handleExceptionInternal(Exception thrown, Object body, HttpHeaders headers,
                                                             HttpStatusCode status, WebRequest request) {
        String path = request instanceof ServletWebRequest servlet ? servlet.getRequest().getRequestURI() : null;
        String method = request instanceof ServletWebRequest servlet ? servlet.getRequest().getMethod() : "";
        ApiError error = switch (status.value()) {
            case 404 -> new ApiError(404, "not_found", "no endpoint " + method + " " + path);
            case 405 -> new ApiError(405, "method_not_allowed", method + " is not allowed on " + path
                    + (thrown instanceof HttpRequestMethodNotSupportedException unsupported
                    && unsupported.getSupportedMethods() != null
                    ? "; allowed: " + String.join(", ", unsupported.getSupportedMethods()) : ""));
            case 406 -> new ApiError(406, "not_acceptable", "this API answers application/json only");
            case 413 -> new ApiError(413, "payload_too_large", "the body is larger than the API accepts");
            case 500 -> ApiError.INTERNAL;
            default -> new ApiError(status.value(), status.value() == 400 ? "bad_request" : "http_" + status.value(),
                    thrown.getMessage() == null ? "the request cannot be served" : thrown.getMessage());
        };
        if (error == ApiError.INTERNAL) {
            LOG.error("500 internal error on " + method + " " + path, thrown);
        }
        HttpHeaders replyHeaders = new HttpHeaders();
        replyHeaders.addAll(headers);
        if (thrown instanceof HttpMediaTypeNotAcceptableException) {
            replyHeaders.remove(HttpHeaders.CONTENT_TYPE);
        }
        return reply(error, path, replyHeaders);
    }

    static ResponseEntity<Object> reply(ApiError error, String path) {
        return reply(error, path, new HttpHeaders());
    }

    private static ResponseEntity<Object> reply(ApiError error, String path, HttpHeaders headers) {
        return ResponseEntity.status(error.status()).headers(headers).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(problem(error, path));
    }
}
