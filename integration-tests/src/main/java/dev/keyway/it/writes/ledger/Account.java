package dev.keyway.it.writes.ledger;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** An account, listed per owner by tier then balance. */
@Entity(table = "Ledger")
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("ACCOUNT")
@Gsi(index = "ByOwner", partitionKey = "OWNER#<owner>", sortKey = "<tier>#<balance>")
@AccessPattern(name = "byOwner", index = "ByOwner", descending = true)
public record Account(String accountId, String owner, Tier tier, long balance, Set<String> tags,
                      List<String> history, int visits, Optional<String> note, @Version long version) {

    public Account withBalance(long newBalance) {
        return new Account(accountId, owner, tier, newBalance, tags, history, visits, note, version);
    }
}
