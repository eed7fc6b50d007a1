package dev.keyway.local.internal.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.internal.ServiceError;
import org.junit.jupiter.api.function.Executable;

/** Asserts the DynamoDB error an operation answers. */
final class Errors {

    private Errors() {
    }

    static ServiceError assertError(String type, Executable operation) {
        ServiceError error = assertThrows(ServiceError.class, operation);
        assertEquals(type, error.type(), error.getMessage());
        assertEquals(400, error.status());
        return error;
    }
}
