package golden.stream;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;

/** A ledger entry of an account, in the account's partition by time. */
@Entity(table = "Ledger")
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("ENTRY#<bookedAt>#<entryId>")
@AccessPattern(name = "entriesOf")
public record Entry(String accountId, String entryId, Instant bookedAt, BigDecimal amount) {}
