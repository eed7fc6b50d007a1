package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.Profile;
import dev.keyway.it.writes.ProfileRepository;
import dev.keyway.it.writes.ProfileSchema;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Query filters: only matching items come back, and paging with a limit still reaches every one of them. */
class WriteFilterTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    /** Twelve members of team "core" (logins 0..11, "vip" tag on every third), in GSI2 order, plus one of "web". */
    private static List<Profile> seed(ProfileRepository profiles) {
        profiles.createTable();
        List<Profile> core = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Set<String> tags = i % 3 == 0 ? Set.of("vip") : Set.of();
            String name = String.format("member-%02d", i);
            core.add(profiles.put(new Profile("p" + i, null, "core", "dev", name, tags, null, i, 0)));
        }
        profiles.put(Profile.of("w1", null, "web", "dev", "other", 50));
        return core;
    }

    private static List<Profile> matching(List<Profile> profiles, Predicate<Profile> predicate) {
        return profiles.stream().filter(predicate).toList();
    }

    /** Every page of the query, following cursors to the end. */
    private static List<Profile> allPages(Query<Profile> query) {
        List<Profile> items = new ArrayList<>();
        Page<Profile> page = query.page();
        int pages = 1;
        items.addAll(page.items());
        while (page.cursor().isPresent()) {
            page = query.page(page.cursor().get());
            items.addAll(page.items());
            assertTrue(++pages < 50, "paging does not end");
        }
        return items;
    }

    @Test
    void filterLeavesOutItemsThatDoNotMatch(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        List<Profile> core = seed(profiles);
        assertEquals(matching(core, p -> p.logins() > 3),
                profiles.byTeam("core").filter(ProfileSchema.LOGINS.gt(3)).stream().toList());
        assertEquals(matching(core, p -> p.logins() > 3), allPages(profiles.byTeam("core").filter(ProfileSchema.LOGINS.gt(3))));
    }

    @Test
    void severalFiltersMustAllHold(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        List<Profile> core = seed(profiles);
        assertEquals(matching(core, p -> p.logins() > 3 && p.tags().contains("vip")),
                profiles.byTeam("core").filter(ProfileSchema.LOGINS.gt(3)).filter(ProfileSchema.TAGS.contains("vip"))
                        .stream().toList());
        Condition fewOrVip = ProfileSchema.LOGINS.lt(2).or(ProfileSchema.TAGS.contains("vip"));
        assertEquals(matching(core, p -> (p.logins() < 2 || p.tags().contains("vip")) && p.logins() != 6),
                profiles.byTeam("core").filter(fewOrVip).filter(Condition.not(ProfileSchema.LOGINS.eq(6))).stream().toList());
        // a filter combines with the sort-key condition
        assertEquals(matching(core, p -> p.logins() >= 5 && p.name().compareTo("member-08") < 0),
                profiles.byTeam("core").role().eq("dev").name().lt("member-08").filter(ProfileSchema.LOGINS.ge(5))
                        .stream().toList());
    }

    @Test
    void filterWithALimitPagesThroughEveryMatchingItem(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        List<Profile> core = seed(profiles);
        for (int limit : new int[] {1, 2, 5}) {
            Query<Profile> vipsAbove0 = profiles.byTeam("core").filter(ProfileSchema.TAGS.contains("vip"))
                    .filter(ProfileSchema.LOGINS.gt(0)).limit(limit);
            List<Profile> expected = matching(core, p -> p.tags().contains("vip") && p.logins() > 0);
            assertEquals(expected, allPages(vipsAbove0), "limit " + limit);
            assertEquals(expected, vipsAbove0.stream().toList(), "limit " + limit);
            List<Profile> pages = allPages(profiles.byTeam("core").limit(limit).filter(ProfileSchema.LOGINS.gt(3))
                    .descending());
            List<Profile> newestFirst = new ArrayList<>(core);
            Collections.reverse(newestFirst);
            assertEquals(matching(newestFirst, p -> p.logins() > 3), pages, "limit " + limit);
        }
    }

    @Test
    void aFilterMatchingNothingGivesEmptyPages(DynamoDbClient client) {
        ProfileRepository profiles = new ProfileRepository(client);
        seed(profiles);
        assertEquals(List.of(), allPages(profiles.byTeam("core").filter(ProfileSchema.LOGINS.gt(100)).limit(4)));
        assertEquals(List.of(), profiles.byTeam("core").filter(ProfileSchema.NAME.eq("x'#:v0")).stream().toList());
    }
}
