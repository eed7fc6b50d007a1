package dev.keyway.it.keysonly;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import dev.keyway.annotations.Unique;

/** A user, {@code USER#u-1} / {@code PROFILE}, whose e-mail one user holds; its table's stream records keys only. */
@Entity(table = "Sessions", stream = StreamView.KEYS_ONLY)
@PartitionKey("USER#<userId>")
@SortKey("PROFILE")
public record User(String userId, String name, @Unique String email) {
}
