package golden.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * A payment of the same table: times to the second, the method by name in upper case, and an
 * index the other program named, with {@code :} between its key parts (a raw {@code reference} holding
 * {@code :} is refused before any request).
 */
@Entity(table = "Billing")
@PartitionKey(value = "account|<accountId>", attribute = "pk", delimiter = '|')
@SortKey(value = "payment|<paidAt>", attribute = "sk", delimiter = '|')
@Gsi(index = "gsi1", partitionKey = "method:<method>", sortKey = "<amountCents>:<reference>",
        partitionKeyAttribute = "gsi1pk", sortKeyAttribute = "gsi1sk", delimiter = ':')
@AccessPattern(name = "paymentsOf")
@AccessPattern(name = "byMethod", index = "gsi1")
public record Payment(@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String accountId,
                      @KeyFormat(precision = KeyFormat.Precision.SECONDS) Instant paidAt,
                      @KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) Method method,
                      @KeyFormat(digits = 12) long amountCents,
                      @KeyFormat(raw = true) String reference) {

    /** How a payment was made. */
    public enum Method { CARD, TRANSFER }
}
