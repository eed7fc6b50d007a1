package dev.keyway.local.internal.protocol;

import dev.keyway.local.Faults;
import dev.keyway.local.internal.engine.Database;
import dev.keyway.local.internal.stream.StreamStore;

/** Hands each request of the DynamoDB and DynamoDB Streams JSON protocols to the operation it names. */
public final class Router {

    public Router(Database database, StreamStore streams, Faults faults) {
    }
}
