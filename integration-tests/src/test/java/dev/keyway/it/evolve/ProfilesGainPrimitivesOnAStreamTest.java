package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.evolve.profiles.Profile;
import dev.keyway.it.evolve.profiles.ProfileRepository;
import dev.keyway.it.evolve.profiles.ProfileSchema;
import dev.keyway.it.evolve.profiles.ProfileV1;
import dev.keyway.it.evolve.profiles.ProfileV1Repository;
import dev.keyway.it.evolve.profiles.ProfilesChange;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Items the first release wrote, read by a record that gained a primitive and a {@code @Version}: every read and
 * the backfill refuse to invent a value, the stream hands them over as {@code Undecodable}, and an update gives an
 * old item what it lacks (README "Records that gain components", "The change type of a table").
 */
class ProfilesGainPrimitivesOnAStreamTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void oldItemsAreNeverGivenInventedValues(DynamoDbClient client, TableStreams streams) {
        ProfileRepository profiles = new ProfileRepository(client);
        profiles.createTable();                                         // "Profiles", with its stream
        List<ProfilesChange> changes = Collections.synchronizedList(new ArrayList<>());
        streams.follow(ProfilesChange.DECODER, changes::add);
        ProfileV1Repository firstRelease = new ProfileV1Repository(client, "Profiles");
        firstRelease.put(new ProfileV1("u-1", "Ada"));
        firstRelease.put(new ProfileV1("u-2", "Grace"));

        ItemDecodeException unread = assertThrows(ItemDecodeException.class, () -> profiles.get("u-1"));
        assertTrue(unread.getMessage().contains("karma"), unread.getMessage());
        BackfillReport backfill = profiles.backfill().run();
        assertEquals(2, backfill.failed(), backfill.toString());
        assertEquals(0, backfill.changed());

        Profile updated = profiles.update("u-1").set(ProfileSchema.KARMA, 0).execute();
        assertEquals(new Profile("u-1", "Ada", Optional.empty(), 0, 1), updated, "an update adds 1 to the version, from none");
        assertEquals(updated, profiles.get("u-1").orElseThrow());
        profiles.put(new Profile("u-3", "Linus", Optional.of("kernels"), 7, 0));

        streams.awaitCaughtUp();
        List<String> seen = changes.stream().map(change -> change.accept(new ProfilesChange.Visitor<String>() {
            @Override
            public String onProfile(dev.keyway.runtime.stream.Change<Profile> profile) {
                return profile.kind() + " " + profile.latest().orElseThrow().userId();
            }

            @Override
            public String onGuardItem(dev.keyway.runtime.stream.ChangeEvent event) {
                return "guard";
            }

            @Override
            public String onUnrecognized(dev.keyway.runtime.stream.ChangeEvent event) {
                return "unrecognized";
            }

            @Override
            public String onUndecodable(ProfilesChange.Undecodable undecodable) {
                assertEquals("Profile", undecodable.entityType());
                return "undecodable " + undecodable.event().kind() + " " + undecodable.event().keys().get("PK").s();
            }
        })).toList();
        assertEquals(List.of("undecodable INSERT USER#u-1", "undecodable INSERT USER#u-2",
                "undecodable MODIFY USER#u-1", "INSERT u-3"), seen.stream().sorted(
                        java.util.Comparator.comparing((String line) -> !line.startsWith("undecodable INSERT"))
                                .thenComparing(line -> line.startsWith("INSERT"))
                                .thenComparing(line -> line)).toList(),
                "the update's old image is the first release's: the change does not fit the record\n" + seen);
        assertTrue(changes.stream().noneMatch(change -> change.event().kind() == ChangeKind.REMOVE));
    }
}
