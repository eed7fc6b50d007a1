package dev.keyway.it.keysonly;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A session of a user, {@code USER#u-1} / {@code SESSION#<startedAt>#<sessionId>}. */
@Entity(table = "Sessions")
@PartitionKey("USER#<userId>")
@SortKey("SESSION#<startedAt>#<sessionId>")
public record Session(String userId, Instant startedAt, String sessionId, String device) {
}
