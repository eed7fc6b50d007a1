package dev.keyway.it.bank;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;

/** An account, its balance in cents, versioned for optimistic locking: {@code ACCOUNT#<id> / ACCOUNT}. */
@Entity(table = "Bank")
@PartitionKey("ACCOUNT#<id>")
@SortKey("ACCOUNT")
public record Account(String id, String owner, long balance, @Version long version) {

    /** The account with another balance, same version (a put stores the next one). */
    public Account withBalance(long newBalance) {
        return new Account(id, owner, newBalance, version);
    }
}
