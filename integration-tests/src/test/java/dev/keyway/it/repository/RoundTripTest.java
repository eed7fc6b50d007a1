package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.types.Everything;
import dev.keyway.it.types.EverythingRepository;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every supported type survives a put and a get through Keyway Local unchanged. */
class RoundTripTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    static final UUID ID = UUID.fromString("7f1c1a2e-8f59-4b0e-9a57-2f7c4e0b9d11");

    static Everything full() {
        Map<String, List<Everything.Point>> paths = new LinkedHashMap<>();
        paths.put("home", List.of(new Everything.Point(1.5, -2.25, "door"), new Everything.Point(0, 0, null)));
        paths.put("empty", List.of());
        Map<String, Integer> scores = new LinkedHashMap<>();
        scores.put("a", 1);
        scores.put("nothing", null);
        return new Everything(ID, 3,
                "héllo # $ 🌍", true, Boolean.FALSE,
                (byte) -128, (byte) 127, (short) -32768, (short) 32767, Integer.MIN_VALUE, 42,
                Long.MAX_VALUE, -7L, 1.25f, Float.MIN_VALUE, Math.PI, -0.1,
                new BigDecimal("19.90"), new BigInteger("-123456789012345678901234567890"),
                Instant.parse("2024-05-01T10:15:30.123456789Z"), LocalDate.of(2024, 2, 29),
                LocalDateTime.of(1999, 12, 31, 23, 59, 59, 1),
                Everything.Color.GREEN, new byte[] {0, 1, 2, (byte) 255}, SdkBytes.fromUtf8String("sdk"),
                ByteBuffer.wrap("buffer".getBytes(StandardCharsets.UTF_8)),
                Arrays.asList("a", null, "c"), List.of(List.of(1, 2), List.of()), Set.of("x", "y"), Set.of(-1, 0, 1),
                Set.of(new BigDecimal("0.5"), new BigDecimal("-3")), Set.of(SdkBytes.fromUtf8String("b1")), scores,
                paths, new Everything.Point(3, 4, "origin"),
                new Everything.Tree("root", List.of(new Everything.Tree("leaf", List.of()))),
                Optional.of("Nick"), Optional.of(new Everything.Point(5, 6, "home")), Optional.of(7),
                "stored as renamed", new Everything.Price(new BigDecimal("3"), "USD"));
    }

    static Everything sparse() {
        return new Everything(ID, 4, null, false, null, (byte) 0, null, (short) 0, null, 0, null, 0, null, 0, null, 0,
                null, null, null, null, null, null, null, null, null, null, null, null, Set.of(), Set.of(), Set.of(),
                Set.of(), null, null, null, null, Optional.empty(), Optional.empty(), Optional.empty(), null, null);
    }

    @Test
    void everyTypeRoundTripsExactly(DynamoDbClient client) {
        EverythingRepository repository = new EverythingRepository(client);
        repository.createTable();
        Everything written = full();
        repository.put(written);
        Everything read = repository.get(ID, 3).orElseThrow();
        assertArrayEquals(written.bytes(), read.bytes());
        assertEquals(written.buffer(), read.buffer());
        // byte[] compares by identity in record equality, and DynamoDB normalizes numbers
        // (19.90 is stored as 19.9): compare the rest with those two replaced.
        assertEquals(0, written.money().compareTo(read.money()));
        assertEquals(new BigDecimal("19.9"), read.money());
        assertEquals(comparable(written), comparable(read));
    }

    @Test
    void aRecordThatFixesItsScaleRoundTripsBigDecimalsExactly(DynamoDbClient client) {
        EverythingRepository repository = new EverythingRepository(client);
        repository.createTable();
        Everything.Price price = new Everything.Price(new BigDecimal("19.9"), "EUR");
        assertEquals(new BigDecimal("19.90"), price.amount(), "the compact constructor sets the scale");
        Everything written = withPrice(full(), price);
        repository.put(written);
        assertEquals(price, repository.get(ID, 3).orElseThrow().price());
    }

    @Test
    void nullsEmptyOptionalsAndEmptySetsLeaveAttributesOut(DynamoDbClient client) {
        EverythingRepository repository = new EverythingRepository(client);
        repository.createTable();
        repository.put(sparse());
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName("Types")
                .key(dev.keyway.it.types.EverythingKeys.primaryKey(ID, 4).attributes())).item();
        assertFalse(item.containsKey("text"));
        assertFalse(item.containsKey("nickname"));
        assertFalse(item.containsKey("tags"), "DynamoDB stores no empty sets");
        assertTrue(item.containsKey("number"), "primitives are always stored");
        assertEquals(sparse(), repository.get(ID, 4).orElseThrow());
    }

    @Test
    void anItemThatDoesNotFitTheRecordFailsWithTheEntityKeyAndAttribute(DynamoDbClient client) {
        EverythingRepository repository = new EverythingRepository(client);
        repository.createTable();
        Map<String, AttributeValue> item = new LinkedHashMap<>(dev.keyway.it.types.EverythingSchema.INSTANCE.toItem(full()));
        item.put("origin", AttributeValue.fromM(Map.of("x", AttributeValue.fromS("not a number"))));
        client.putItem(request -> request.tableName("Types").item(item));
        ItemDecodeException error = assertThrows(ItemDecodeException.class, () -> repository.get(ID, 3));
        assertEquals("Everything", error.entityType());
        assertEquals("origin.x", error.attribute());
        assertTrue(error.key().contains("THING#" + ID), error.getMessage());
    }

    /** The record without the two parts that equality cannot compare after a round trip. */
    private static Everything comparable(Everything e) {
        return copy(e, null, null, e.price());
    }

    private static Everything withPrice(Everything e, Everything.Price price) {
        return copy(e, e.bytes(), e.money(), price);
    }

    private static Everything copy(Everything e, byte[] bytes, BigDecimal money, Everything.Price price) {
        return new Everything(e.id(), e.version(), e.text(), e.flag(), e.boxedFlag(), e.tiny(), e.boxedTiny(), e.small(),
                e.boxedSmall(), e.number(), e.boxedNumber(), e.big(), e.boxedBig(), e.ratio(), e.boxedRatio(), e.measure(),
                e.boxedMeasure(), money, e.huge(), e.at(), e.day(), e.local(), e.color(), bytes, e.sdkBytes(),
                e.buffer(), e.names(), e.matrix(), e.tags(), e.counts(), e.prices(), e.blobs(), e.scores(), e.paths(),
                e.origin(), e.tree(), e.nickname(), e.home(), e.rank(), e.storedElsewhere(), price);
    }
}
