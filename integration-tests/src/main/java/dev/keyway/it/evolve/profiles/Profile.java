package dev.keyway.it.evolve.profiles;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import dev.keyway.annotations.Version;
import java.util.Optional;

/** The profile a later release declares: a biography, a primitive karma and optimistic locking. */
@Entity(table = "Profiles", type = "Profile", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("USER#<userId>")
@SortKey("PROFILE")
public record Profile(String userId, String name, Optional<String> bio, int karma, @Version long version) {
}
