package dev.keyway.it.designs.ecommerce;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import dev.keyway.annotations.Version;
import java.util.Set;

/** A customer; signing up claims the e-mail address. */
@Entity(table = "ECommerce")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("PROFILE")
public record Customer(String customerId, @Unique String email, String name, Set<String> addresses,
                       @Version long version) implements CustomerItem {

    /** The customer with another e-mail address. */
    public Customer withEmail(String newEmail) {
        return new Customer(customerId, newEmail, name, addresses, version);
    }
}
