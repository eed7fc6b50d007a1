package golden.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * An invoice of a table another program wrote: lower-case key attributes, {@code |} between key
 * parts, the account as written in lower case, times to the millisecond, numbers padded to eight digits.
 */
@Entity(table = "Billing")
@PartitionKey(value = "account|<accountId>", attribute = "pk", delimiter = '|')
@SortKey(value = "invoice|<issuedAt>|<number>", attribute = "sk", delimiter = '|')
@AccessPattern(name = "invoicesOf")
public record Invoice(@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String accountId,
                      @KeyFormat(precision = KeyFormat.Precision.MILLIS) Instant issuedAt,
                      @KeyFormat(digits = 8) long number,
                      BigDecimal amount) {}
