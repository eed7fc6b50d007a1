package dev.keyway.it.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.limits.entities.KeywayLimitsTttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttH9b8290f9Table;
import dev.keyway.it.limits.entities.Hot;
import dev.keyway.it.limits.entities.HotRepository;
import dev.keyway.it.limits.entities.LimitsTable;
import dev.keyway.it.limits.entities.LongKey;
import dev.keyway.it.limits.entities.LongKeyRepository;
import dev.keyway.it.limits.entities.LongKeySchema;
import dev.keyway.it.limits.entities.LongNamed;
import dev.keyway.it.limits.entities.LongNamedRepository;
import dev.keyway.it.limits.entities.LongNamedSchema;
import dev.keyway.it.limits.entities.Wide;
import dev.keyway.it.limits.entities.WideRepository;
import dev.keyway.it.limits.entities.WideSchema;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The README's "What is checked at compile time": designs just inside DynamoDB's limits are accepted
 * and then work (createTable, put, get, every access pattern, update, delete): 20 global and 5 local
 * indexes, 100 projected attributes over 5 INCLUDE indexes, names of 255 characters or bytes, and keys of
 * 2,048 and 1,024 bytes.
 */
class LimitsDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final String LONG_TABLE = "Keyway.limits-" + "t".repeat(237) + "_end";
    private static final String LONG_INDEX = "By-" + "i".repeat(248) + ".end";

    private static Wide wide(String group, String id, String tag) {
        List<String> values = new ArrayList<>(List.of(group, id));
        IntStream.rangeClosed(1, 20).forEach(i -> values.add("g" + i + "-" + tag));
        IntStream.rangeClosed(1, 5).forEach(i -> values.add("l" + i + "-" + tag));
        IntStream.rangeClosed(1, 19).forEach(i -> values.add("a" + i + "-" + tag));
        String[] v = values.toArray(String[]::new);
        return new Wide(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11], v[12], v[13],
                v[14], v[15], v[16], v[17], v[18], v[19], v[20], v[21], v[22], v[23], v[24], v[25], v[26], v[27],
                v[28], v[29], v[30], v[31], v[32], v[33], v[34], v[35], v[36], v[37], v[38], v[39], v[40], v[41],
                v[42], v[43], v[44], v[45]);
    }

    @Test
    void twentyGlobalAndFiveLocalIndexesWithAHundredProjectedAttributesWork(DynamoDbClient client) {
        WideRepository items = new WideRepository(client);
        items.createTable();
        TableDescription table = client.describeTable(b -> b.tableName(LimitsTable.NAME)).table();
        assertEquals(20, table.globalSecondaryIndexes().size());
        assertEquals(5, table.localSecondaryIndexes().size());
        int projected = table.globalSecondaryIndexes().stream()
                .filter(index -> index.projection().projectionType() == ProjectionType.INCLUDE)
                .mapToInt(index -> index.projection().nonKeyAttributes().size()).sum();
        assertEquals(100, projected);

        Wide one = wide("grp", "1", "x");
        Wide two = wide("grp", "2", "y");
        items.put(one);
        items.put(two);
        assertEquals(one, items.get("grp", "1").orElseThrow());
        assertEquals(List.of(one, two), items.itemsOf("grp").stream().toList());

        // every global index, INCLUDE ones fetching whole items, and every local one
        List<Function<String, List<Wide>>> globals = List.of(
                g -> items.byG01(g).stream().toList(), g -> items.byG02(g).stream().toList(),
                g -> items.byG03(g).stream().toList(), g -> items.byG04(g).stream().toList(),
                g -> items.byG05(g).stream().toList(), g -> items.byG06(g).stream().toList(),
                g -> items.byG07(g).stream().toList(), g -> items.byG08(g).stream().toList(),
                g -> items.byG09(g).stream().toList(), g -> items.byG10(g).stream().toList(),
                g -> items.byG11(g).stream().toList(), g -> items.byG12(g).stream().toList(),
                g -> items.byG13(g).stream().toList(), g -> items.byG14(g).stream().toList(),
                g -> items.byG15(g).stream().toList(), g -> items.byG16(g).stream().toList(),
                g -> items.byG17(g).stream().toList(), g -> items.byG18(g).stream().toList(),
                g -> items.byG19(g).stream().toList(), g -> items.byG20(g).stream().toList());
        for (int i = 0; i < globals.size(); i++) {
            assertEquals(List.of(two), globals.get(i).apply("g" + (i + 1) + "-y"), "G" + (i + 1));
        }
        assertEquals(List.of(one, two), items.byLS1("grp").stream().toList());
        assertEquals(List.of(two), items.byLS2("grp").l2().eq("l2-y").stream().toList());
        assertEquals(List.of(one), items.byLS3("grp").l3().lt("l3-y").stream().toList());
        assertEquals(List.of(two, one), items.byLS4("grp").descending().stream().toList());
        assertEquals(List.of(two), items.byLS5("grp").l5().ge("l5-y").stream().toList());
        assertEquals(2, items.scanG01().stream().count());

        // an update of index components rewrites the keys of the global and the local index
        Wide moved = items.update("grp", "1").set(WideSchema.G05, "g5-z").set(WideSchema.L5, "l5-z")
                .set(WideSchema.A19, "a19-z").execute();
        assertEquals("a19-z", moved.a19());
        assertEquals(List.of(moved), items.byG05("g5-z").stream().toList());
        assertEquals(List.of(), items.byG05("g5-x").stream().toList());
        assertEquals(List.of(two, moved), items.byLS5("grp").l5().ge("l5-y").stream().toList());

        items.delete("grp", "1");
        items.delete(two);
        assertEquals(List.of(), items.itemsOf("grp").stream().toList());
        assertEquals(0, items.scanG20().stream().count());
    }

    @Test
    void namesOf255CharactersAndBytesWork(DynamoDbClient client) {
        LongNamedRepository notes = new LongNamedRepository(client);
        assertEquals(LONG_TABLE, notes.tableName());
        assertEquals(LONG_TABLE, KeywayLimitsTttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttH9b8290f9Table.NAME);
        notes.createTable();
        TableDescription table = client.describeTable(b -> b.tableName(LONG_TABLE)).table();
        assertEquals(LONG_INDEX, table.globalSecondaryIndexes().get(0).indexName());
        assertEquals("\u00e9".repeat(127) + "K", table.keySchema().get(0).attributeName());
        assertEquals(TimeToLiveStatus.ENABLED, client.describeTimeToLive(b -> b.tableName(LONG_TABLE))
                .timeToLiveDescription().timeToLiveStatus());
        assertEquals("T".repeat(255), client.describeTimeToLive(b -> b.tableName(LONG_TABLE))
                .timeToLiveDescription().attributeName());

        Instant at = Instant.parse("2024-05-01T10:00:00Z");
        Instant expires = Instant.parse("2099-01-01T00:00:00Z");
        LongNamed first = new LongNamed("n1", at, "ann", "first", expires);
        LongNamed second = new LongNamed("n1", at.plusSeconds(60), "ann", "second", expires);
        notes.create(first);
        notes.put(second);
        assertEquals(first, notes.get("n1", at).orElseThrow());
        assertEquals(List.of(second, first), notes.history("n1").descending().stream().toList());
        assertEquals(List.of(second), notes.byOwner("ann").at().gt(at).stream().toList());
        assertTrue(client.scan(b -> b.tableName(LONG_TABLE)).items().get(0).containsKey("p".repeat(255)));

        LongNamed moved = notes.update("n1", at).set(LongNamedSchema.OWNER, "bob").execute();
        assertEquals(List.of(moved), notes.byOwner("bob").stream().toList());
        assertEquals(List.of(second), notes.byOwner("ann").stream().toList());
        notes.delete("n1", at);
        notes.delete(second);
        assertEquals(0, notes.scan().stream().count());
    }

    @Test
    void keysOfTheLargestSizesWorkAndALongerValueIsRefusedBeforeTheRequest(DynamoDbClient client) {
        LongKeyRepository keys = new LongKeyRepository(client);
        keys.createTable();
        LongKey longest = new LongKey("1234567", "a partition key of 2,048 bytes and a sort key of 1,024");
        keys.put(longest);
        assertEquals(longest, keys.get("1234567").orElseThrow());
        assertEquals(List.of(longest), keys.byId("1234567").stream().toList());
        assertEquals("changed", keys.update("1234567").set(LongKeySchema.TEXT, "changed")
                .execute().text());
        keys.delete("1234567");
        assertEquals(0, keys.scan().stream().count());

        InvalidKeyValueException tooLong = assertThrows(InvalidKeyValueException.class,
                () -> keys.put(new LongKey("12345678", "one byte too many")));
        assertTrue(tooLong.getMessage().contains("id"), tooLong.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> keys.get("12345678"));
    }

    private static <T> List<T> reversed(List<T> list) {
        List<T> copy = new ArrayList<>(list);
        Collections.reverse(copy);
        return copy;
    }

    @Test
    void aThousandShardsAreQueriedAndMergedInOrder(DynamoDbClient client) {
        HotRepository hot = new HotRepository(client);
        hot.createTable();
        Instant at = Instant.parse("2024-05-01T10:00:00Z");
        List<Hot> posts = IntStream.range(0, 30).mapToObj(i -> new Hot("main", at.plusSeconds(i), "p" + i)).toList();
        hot.putAll(posts).orThrow();
        assertEquals(posts.get(7), hot.get("main", at.plusSeconds(7), "p7").orElseThrow());

        assertEquals(posts, hot.feed("main").stream().toList());
        Page<Hot> first = hot.feed("main").descending().limit(10).page();
        assertEquals(reversed(posts.subList(20, 30)), first.items());
        Page<Hot> second = hot.feed("main").descending().limit(10).page(first.cursor().orElseThrow());
        assertEquals(reversed(posts.subList(10, 20)), second.items());
        assertEquals(posts.subList(5, 10), hot.feed("main").at().between(at.plusSeconds(5), at.plusSeconds(9)).stream()
                .toList());

        hot.delete("main", at.plusSeconds(7), "p7");
        assertTrue(hot.get("main", at.plusSeconds(7), "p7").isEmpty());
    }
}
