package dev.keyway.runtime.listener;

import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import java.util.Objects;
import java.util.Optional;

/**
 * One DynamoDB request Keyway is about to send, as {@link RequestListener#onSend} sees it: what a
 * {@link RequestEvent} says of a request before it is answered (the same table, entity, operation,
 * access pattern, index, request and attempt), for a listener that acts around the request, such as a
 * trace span that must start when the request starts.
 *
 * @param tableName     the table (for a transaction over several tables, their names joined with {@code ,})
 * @param entityType    the entity type (or item collection, or types joined with {@code ,})
 * @param operation     what Keyway is doing for its caller
 * @param accessPattern the access pattern of a query, if it is one
 * @param indexName     the index a Query reads, if it reads one
 * @param request       the DynamoDB operation of the request
 * @param attempt       1 for the first request of its items; 2, 3... for a batch chunk sent again
 */
public record RequestStart(String tableName, String entityType, Operation operation, Optional<String> accessPattern,
                           Optional<String> indexName, RequestKind request, int attempt) {

    /** Checks the parts. */
    public RequestStart {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(accessPattern, "accessPattern");
        Objects.requireNonNull(indexName, "indexName");
        Objects.requireNonNull(request, "request");
    }
}
