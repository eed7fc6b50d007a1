package dev.keyway.it.adopt.signup;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;
import dev.keyway.annotations.Unique;

/** A user account, one e-mail per account; the table's stream records keys only. */
@Entity(table = "SignUps", stream = StreamView.KEYS_ONLY)
@PartitionKey("USER#<userId>")
@SortKey("PROFILE")
public record Account(String userId, @Unique String email, String name) {
}
