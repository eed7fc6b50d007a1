package dev.keyway.it.guide.patterns.pointer;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** An item whose key is an e-mail address and whose value is the key of the user who has it. */
@Entity(table = "UserDirectory")
@PartitionKey("EMAIL#<email>")
@SortKey("POINTER")
public record EmailPointer(String email, String userId) {}
