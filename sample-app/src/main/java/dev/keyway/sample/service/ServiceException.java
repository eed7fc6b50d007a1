package dev.keyway.sample.service;

/**
 * A request the services refuse: what kind of refusal it is, a stable code for clients
 * ({@code "user_not_found"}) and a message for people.
 */
public final class ServiceException extends RuntimeException {

    /** The kinds of refusal; the HTTP layer gives each its status. */
    public enum Kind { INVALID, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, GONE, TOO_LARGE, UNAVAILABLE }

    private final Kind kind;
    private final String code;

    public ServiceException(Kind kind, String code, String message) {
        super(message);
        this.kind = kind;
        this.code = code;
    }

    public Kind kind() {
        return kind;
    }

    public String code() {
        return code;
    }

    static ServiceException notFound(String what, String id) {
        return new ServiceException(Kind.NOT_FOUND, what + "_not_found", "no " + what.replace('_', ' ') + " '" + id + "'");
    }

    static ServiceException invalid(String field, String problem) {
        return new ServiceException(Kind.INVALID, "validation_failed", field + ": " + problem);
    }
}
