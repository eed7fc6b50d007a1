package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.formats.Entry;
import dev.keyway.it.formats.EntryRepository;
import dev.keyway.it.formats.FormatsTable;
import dev.keyway.it.formats.Release;
import dev.keyway.it.formats.ReleaseRepository;
import dev.keyway.it.formats.Semver;
import dev.keyway.it.formats.Sku;
import dev.keyway.it.formats.SkuRepository;
import dev.keyway.it.formats.Tally;
import dev.keyway.it.formats.TallyRepository;
import dev.keyway.it.formats.Ticket;
import dev.keyway.it.formats.TicketRepository;
import dev.keyway.it.support.CountingClient;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import java.math.BigInteger;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Every key format against Keyway Local: values round-trip through put, get, queries and the
 * stored keys' own text; formats that claim order keep it in queries; and no value can forge
 * key structure: a value holding a delimiter is refused (raw) or escaped (Keyway's strings).
 */
class KeyFormatsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private DynamoDbClient client;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        FormatsTable.DEFINITION.createIfMissing(client, FormatsTable.NAME);
    }

    private Map<String, AttributeValue> stored(String partitionKey, String sortKey) {
        return client.getItem(request -> request.tableName(FormatsTable.NAME).key(Map.of(
                "PK", AttributeValue.fromS(partitionKey), "SK", AttributeValue.fromS(sortKey)))).item();
    }

    /** Each stored key parses back, through the entity's key templates, into the record's components. */
    private static void assertKeysReadBack(List<KeyTemplate> templates, Map<String, AttributeValue> item,
                                           Map<String, Object> components) {
        for (KeyTemplate template : templates) {
            AttributeValue key = item.get(template.attribute());
            if (key != null) {
                template.parse(key.s()).forEach((name, value) -> assertEquals(components.get(name), value, name));
            }
        }
    }

    // ---- raw strings and casing, plain numbers, enums by name ----------------------------------

    @Test
    void rawCasedAndPlainComponentsRoundTrip() {
        SkuRepository skus = new SkuRepository(client);
        Sku sku = new Sku("ab-12 x", 7, new BigInteger("123456789012345678901234567890"), Sku.Color.RED, 5);
        skus.put(sku);

        Map<String, AttributeValue> item = stored("SKU#AB-12 X", "WAREHOUSE#7#BIN#123456789012345678901234567890");
        assertEquals("ab-12 x", item.get("code").s(), "the attribute keeps the value as given");
        assertEquals("COLOR#red", item.get("ByColorPK").s());
        assertEquals("SKU#AB-12 X", item.get("ByColorSK").s());
        assertEquals(sku, skus.get("AB-12 X", 7, new BigInteger("123456789012345678901234567890")).orElseThrow());
        assertEquals(sku, skus.get("ab-12 x", 7, new BigInteger("123456789012345678901234567890")).orElseThrow(),
                "a get by a differently-cased value finds the item: the key is upper case");
        assertEquals(List.of(sku), skus.stockOf("Ab-12 X").warehouse().eq(7).stream().toList());
        assertEquals(List.of(sku), skus.byColor(Sku.Color.RED).stream().toList());
        assertEquals(List.of(sku), skus.byColor(Sku.Color.RED).code().beginsWith("ab-").stream().toList());
        assertKeysReadBack(dev.keyway.it.formats.SkuSchema.INSTANCE.keyTemplates(), item, Map.of("code", "AB-12 X", "warehouse", 7,
                "bin", new BigInteger("123456789012345678901234567890"), "color", Sku.Color.RED));

        skus.update("AB-12 X", 7, new BigInteger("123456789012345678901234567890")).set(dev.keyway.it.formats.SkuSchema.COLOR,
                Sku.Color.BLUE).execute();
        assertEquals("COLOR#blue", stored("SKU#AB-12 X", "WAREHOUSE#7#BIN#123456789012345678901234567890")
                .get("ByColorPK").s());
        skus.delete("ab-12 x", 7, new BigInteger("123456789012345678901234567890"));
        assertTrue(skus.get("AB-12 X", 7, new BigInteger("123456789012345678901234567890")).isEmpty());
    }

    @Test
    void valuesDifferingOnlyInCaseAreOneKey() {
        SkuRepository skus = new SkuRepository(client);
        skus.put(new Sku("ab-1", 1, BigInteger.ONE, Sku.Color.RED, 5));
        skus.put(new Sku("AB-1", 1, BigInteger.ONE, Sku.Color.RED, 9));
        assertEquals(List.of(9), skus.stockOf("ab-1").stream().map(Sku::quantity).toList(), "the second put replaced the first");
        assertEquals("AB-1", skus.get("ab-1", 1, BigInteger.ONE).orElseThrow().code());
    }

    @Test
    void plainNumbersAndNamesMatchExactlyThoughTheyDoNotSort() {
        SkuRepository skus = new SkuRepository(client);
        for (int warehouse : List.of(1, 2, 10, 11, 100, -3)) {
            skus.put(new Sku("X", warehouse, BigInteger.valueOf(warehouse), Sku.Color.GREEN, warehouse));
        }
        // The warehouse 1 is exactly 1, never 10, 11 or 100: its key text is followed by the literal '#BIN#'.
        assertEquals(List.of(1), skus.stockOf("x").warehouse().eq(1).stream().map(Sku::quantity).toList());
        assertEquals(List.of(-3), skus.stockOf("x").warehouse().eq(-3).stream().map(Sku::quantity).toList());
        // Key text order, not numeric order: -3, 1, 10, 100, 11, 2.
        assertEquals(List.of(-3, 1, 10, 100, 11, 2), skus.stockOf("x").stream().map(Sku::quantity).toList());
    }

    // ---- zero-padded numbers: ordered ------------------------------------------------------------

    @Test
    void zeroPaddedNumbersSortAndEveryRangeIsExact() {
        EntryRepository entries = new EntryRepository(client);
        List<Long> sequence = new ArrayList<>();
        for (long seq = 0; seq < 60; seq++) {
            sequence.add(seq * seq * 997 % 100_000_000L);
        }
        Collections.shuffle(sequence, new Random(16));
        sequence.forEach(seq -> entries.put(new Entry("Acme", seq, seq * 10)));
        List<Long> sorted = sequence.stream().sorted().toList();

        assertEquals(sorted, entries.entriesOf("acme").ascending().stream().map(Entry::seq).toList());
        List<Long> descending = new ArrayList<>(sorted);
        Collections.reverse(descending);
        assertEquals(descending, entries.entriesOf("ACME").stream().map(Entry::seq).toList(),
                "the pattern reads descending by default");
        long low = sorted.get(10);
        long high = sorted.get(40);
        assertEquals(sorted.subList(10, 41), entries.entriesOf("acme").seq().between(low, high).ascending().stream()
                .map(Entry::seq).toList());
        assertEquals(sorted.subList(0, 10), entries.entriesOf("acme").seq().lt(low).ascending().stream()
                .map(Entry::seq).toList());
        assertEquals(sorted.subList(41, 60), entries.entriesOf("acme").seq().gt(high).ascending().stream()
                .map(Entry::seq).toList());
        assertEquals("ENTRY|00000997", stored("ACCOUNT|acme", "ENTRY|00000997").get("SK").s());

        CountingClient counting = new CountingClient(client);
        EntryRepository refusing = new EntryRepository(counting.client());
        InvalidKeyValueException negative = assertThrows(InvalidKeyValueException.class,
                () -> refusing.put(new Entry("acme", -1, 0)));
        assertEquals("seq", negative.component());
        assertThrows(InvalidKeyValueException.class, () -> refusing.put(new Entry("acme", 100_000_000L, 0)));
        assertThrows(InvalidKeyValueException.class, () -> refusing.entriesOf("acme").seq().gt(-5L));
        assertEquals(0, counting.calls("putItem") + counting.calls("query"));
    }

    @Test
    void zeroPaddedBigIntegersSortToo() {
        TallyRepository tallies = new TallyRepository(client);
        BigInteger n = new BigInteger("98765432109876543210");
        List<BigInteger> positions = List.of(BigInteger.TEN.pow(29), BigInteger.ONE, BigInteger.TEN.pow(20), BigInteger.ZERO,
                new BigInteger("999999999999999999999999999999"));
        positions.forEach(position -> tallies.put(new Tally(n, position, position.toString())));
        assertEquals(positions.stream().sorted().toList(), tallies.positionsOf(n).stream().map(Tally::position).toList());
        assertEquals(List.of(BigInteger.TEN.pow(20), BigInteger.TEN.pow(29)), tallies.positionsOf(n)
                .position().between(BigInteger.TWO, BigInteger.TEN.pow(29)).stream().map(Tally::position).toList());
        assertEquals("P#000000000000000000000000000001", stored("N#98765432109876543210", "P#000000000000000000000000000001")
                .get("SK").s());
        assertThrows(InvalidKeyValueException.class, () -> tallies.put(new Tally(n, BigInteger.TEN.pow(30), "wide")));
    }

    // ---- Keyway's strings under another delimiter, enums by name in a sort key ---------------------

    @Test
    void keywayStringsEscapeAnotherDelimiterSoNoValueForgesAKey() {
        TicketRepository tickets = new TicketRepository(client);
        Ticket colon = new Ticket("billing:eu", Ticket.Level.URGENT, "a:b", "one");
        Ticket plain = new Ticket("billing", Ticket.Level.URGENT, "eu:a:b", "two");
        tickets.put(colon);
        tickets.put(plain);

        assertEquals("one", stored("QUEUE:billing$3Aeu", "T:urgent:a$3Ab").get("body").s());
        assertEquals("two", stored("QUEUE:billing", "T:urgent:eu$3Aa$3Ab").get("body").s());
        assertEquals(List.of(colon), tickets.inQueue("billing:eu").stream().toList());
        assertEquals(List.of(plain), tickets.inQueue("billing").level().eq(Ticket.Level.URGENT).stream().toList());
        assertEquals(List.of(plain), tickets.inQueue("billing").level().eq(Ticket.Level.URGENT).title().beginsWith("eu:")
                .stream().toList());
        assertTrue(tickets.inQueue("billing").level().eq(Ticket.Level.URGENT).title().beginsWith("eu:b").stream().toList().isEmpty());
        assertEquals(colon, tickets.get("billing:eu", Ticket.Level.URGENT, "a:b").orElseThrow());
        assertFalse(tickets.inQueue("billing").stream().anyMatch(ticket -> ticket.queue().equals("billing:eu")));
    }

    // ---- key converters ---------------------------------------------------------------------------

    @Test
    void aKeyConverterWritesAndReadsItsText() {
        ReleaseRepository releases = new ReleaseRepository(client);
        Release release = new Release("keyway", Semver.parse("1.2.5"), LocalDate.of(2024, 5, 1));
        releases.put(release);
        releases.put(new Release("keyway", Semver.parse("1.10.0"), LocalDate.of(2024, 6, 1)));

        assertEquals("V/1.2.5", stored("APP/keyway", "V/1.2.5").get("SK").s());
        assertEquals(release, releases.get("keyway", Semver.parse("1.2.5")).orElseThrow());
        assertEquals(List.of(release), releases.releasesOf("keyway").version().eq(Semver.parse("1.2.5")).stream().toList());
        assertEquals(List.of("1.10.0", "1.2.5"), releases.releasesOf("keyway").stream()
                .map(r -> r.version().toString()).toList(), "key text order");
        assertThrows(InvalidKeyValueException.class, () -> releases.put(new Release("key/way", Semver.parse("1.0.0"), null)));
    }

    @Test
    void everyFormatPassesTheLiveTableCheck() {
        new SkuRepository(client).put(new Sku("a", 1, BigInteger.ONE, Sku.Color.RED, 1));
        new EntryRepository(client).put(new Entry("a", 1, 1));
        new TicketRepository(client).put(new Ticket("a:b", Ticket.Level.LOW, "c|d", "e"));
        new ReleaseRepository(client).put(new Release("a", Semver.parse("0.0.1"), null));
        new TallyRepository(client).put(new Tally(BigInteger.TEN, BigInteger.TEN, "t"));
        var report = TableCheck.of(FormatsTable.DEFINITION, FormatsTable.schemas()).run(client, FormatsTable.NAME);
        assertTrue(report.clean(), report::toText);
        assertEquals(5, report.itemsRead());
    }
}
