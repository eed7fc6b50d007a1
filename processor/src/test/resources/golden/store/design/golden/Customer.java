package golden;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Attribute;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import dev.keyway.annotations.Version;

/** A customer's profile, in the partition of its orders; found by e-mail through GSI1. */
@Entity(table = "Store")
@PartitionKey("CUSTOMER#<id>")
@SortKey("PROFILE")
@Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "CUSTOMER")
@AccessPattern(name = "byEmail", index = "GSI1")
public record Customer(String id, @Unique String email, @Attribute("fullName") String name,
                       @Version long version) implements CustomerItem {}
