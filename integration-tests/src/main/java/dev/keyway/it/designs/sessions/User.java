package dev.keyway.it.designs.sessions;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import dev.keyway.annotations.Version;
import java.util.Optional;

/** A user: the e-mail address and the optional handle are each held by one user only. */
@Entity(table = "Accounts")
@PartitionKey("USER#<userId>")
@SortKey("USER")
public record User(String userId, @Unique String email, @Unique Optional<String> handle, String name,
                   @Version long version) {}
