package dev.keyway.it.evolve.profiles;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** The profile as the first release wrote it. */
@Entity(table = "ProfilesV1", type = "Profile", stream = StreamView.NEW_AND_OLD_IMAGES)
@PartitionKey("USER#<userId>")
@SortKey("PROFILE")
public record ProfileV1(String userId, String name) {
}
