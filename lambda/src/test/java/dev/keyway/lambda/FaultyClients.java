package dev.keyway.lambda;

import dev.keyway.local.KeywayLocal;
import java.util.logging.Level;
import java.util.logging.Logger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The function's own client in the fault tests: the SDK's standard retries, few and fast, so a fault outlasts them. */
final class FaultyClients {

    /** How many times the function's SDK sends a request at most. */
    static final int SDK_ATTEMPTS = 3;

    /** Held, so that the level set stays set (java.util.logging keeps loggers weakly). */
    private static final Logger HANDLER_LOG = Logger.getLogger(LambdaStreamEvents.class.getName());

    private FaultyClients() {
    }

    /**
     * Turns off {@link LambdaStreamEvents}' warning per failed record (with its stack trace): the fault
     * tests fail hundreds on purpose, and their checks say what went wrong.
     */
    static void quietFailedRecords() {
        HANDLER_LOG.setLevel(Level.OFF);
    }

    /** A client of Keyway Local's loopback server whose SDK tries {@value #SDK_ATTEMPTS} times, a millisecond or so apart. */
    static DynamoDbClient fastRetrying(KeywayLocal local) {
        local.startServer();
        return local.newLoopbackClient(SDK_ATTEMPTS);
    }
}
