package golden;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import dev.keyway.annotations.Ttl;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** An order: in its customer's partition by time, in GSI1 by status, in LSI1 by total; the table has a stream. */
@Entity(table = "Store", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
@Lsi(index = "LSI1", sortKey = "TOTAL#<total>#<orderId>", projection = Projection.KEYS_ONLY)
@AccessPattern(name = "ordersOf")
@AccessPattern(name = "byStatus", index = "GSI1", descending = true)
@AccessPattern(name = "byTotal", index = "LSI1", consistentRead = true)
public record Order(String customerId, String orderId, Instant placedAt, Status status, BigDecimal total,
                    List<LineItem> lines, @Ttl Instant expiresAt) implements CustomerItem {}
