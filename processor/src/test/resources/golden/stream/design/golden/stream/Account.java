package golden.stream;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import dev.keyway.annotations.Version;
import java.math.BigDecimal;

/** An account with its balance; the table's stream carries new and old images. */
@Entity(table = "Ledger", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("ACCOUNT")
public record Account(String accountId, BigDecimal balance, @Version long version) {}
