package dev.keyway.lambda.shop;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import dev.keyway.annotations.Ttl;
import java.time.Instant;

/** An order, in a table with a stream: the Lambda module's tests decode its changes. */
@Entity(table = "Shop", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<orderId>")
public record Order(String customerId, String orderId, int quantity, @Ttl Instant expiresAt) {}
