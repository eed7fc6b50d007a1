package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;

/**
 * Refuses DynamoDB's legacy (pre-expression) parameters. DynamoDB still accepts them; Keyway Local does
 * not emulate them and says so, rather than ignoring them and answering something else than DynamoDB.
 */
final class Legacy {

    private Legacy() {
    }

    /**
     * @param parameter the legacy parameter
     * @param present whether the request carries it
     * @param replacement the expression parameter to use instead
     */
    static void refuse(String parameter, boolean present, String replacement) {
        if (present) {
            throw ServiceError.validation("Keyway Local supports the expression parameters only: the legacy parameter "
                    + parameter + " is not supported; use " + replacement + " instead");
        }
    }
}
