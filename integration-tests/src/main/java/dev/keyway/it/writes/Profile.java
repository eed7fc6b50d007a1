package dev.keyway.it.writes;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;
import java.util.List;
import java.util.Set;

/**
 * A versioned user profile: found by e-mail through GSI1, and listed per team through GSI2, whose
 * sort key is built from two components that are not primary-key components (so an update must
 * give both to rewrite it).
 */
@Entity(table = "Writes")
@PartitionKey("PROFILE#<id>")
@SortKey("PROFILE")
@Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "PROFILE")
@Gsi(index = "GSI2", partitionKey = "TEAM#<team>", sortKey = "<role>#<name>")
@AccessPattern(name = "byEmail", index = "GSI1")
@AccessPattern(name = "byTeam", index = "GSI2")
public record Profile(String id, String email, String team, String role, String name, Set<String> tags,
                      List<String> history, int logins, @Version long version) {

    /** A new (version 0) profile with no tags or history. */
    public static Profile of(String id, String email, String team, String role, String name, int logins) {
        return new Profile(id, email, team, role, name, Set.of(), null, logins, 0);
    }
}
