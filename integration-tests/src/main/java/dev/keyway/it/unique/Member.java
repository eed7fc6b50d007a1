package dev.keyway.it.unique;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import dev.keyway.annotations.Version;
import java.util.Optional;

/** A member: the e-mail and the optional handle are each held by one member only. */
@Entity(table = "Club")
@PartitionKey("MEMBER#<id>")
@SortKey("MEMBER")
public record Member(String id, @Unique String email, @Unique Optional<String> handle, String name,
                     @Version long version) {

    /** The member with another e-mail, same version (a put stores the next one). */
    public Member withEmail(String newEmail) {
        return new Member(id, newEmail, handle, name, version);
    }
}
