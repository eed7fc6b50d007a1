package dev.keyway.runtime.internal.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Reaction;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Widget;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.WidgetSchema;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Batch get: chunks of 100, order of the keys, other entities, duplicates, unprocessed keys. */
class BatchGetTest {

    static final BatchOptions INSTANT = BatchOptions.defaults().withSleeper(delay -> { });

    private final FaultInjectingClient client = FaultInjectingClient.forWidgets();

    @Test
    void readsInChunksOf100AndReturnsTheRecordsInTheOrderOfTheKeys() {
        List<Widget> widgets = WidgetSchema.widgets(250);
        widgets.forEach(widget -> client.store(WidgetSchema.INSTANCE.toItem(widget)));
        List<Widget> shuffled = new ArrayList<>(widgets);
        Collections.shuffle(shuffled, new java.util.Random(5));

        BatchGetResult<Widget> result = Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.keys(shuffled), false, INSTANT);
        assertTrue(result.complete());
        assertEquals(shuffled, result.items(), "the fake answers in reverse: the result is in key order anyway");
        assertEquals(3, result.requests());
        List<Integer> sizes = new ArrayList<>(client.requestSizes());
        Collections.sort(sizes);
        assertEquals(List.of(50, 100, 100), sizes);
        assertEquals(List.of(false, false, false), client.consistentReads());
    }

    @Test
    void consistentReadIsPassedOn() {
        Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE, List.of(WidgetSchema.typedKey("w1")), true, INSTANT);
        assertEquals(List.of(true), client.consistentReads());
    }

    @Test
    void missingKeysAndOtherEntitiesItemsAreSkippedAndDuplicateKeysReadOnce() {
        client.store(WidgetSchema.INSTANCE.toItem(new Widget("w1", "one")));
        Map<String, AttributeValue> gadget = new HashMap<>(WidgetSchema.key("g1"));
        gadget.put("_type", AttributeValue.fromS("Gadget")); // not decodable as a Widget: must not be decoded
        client.store(gadget);

        List<Key<Widget>> keys = List.of(WidgetSchema.typedKey("w1"), WidgetSchema.typedKey("absent"),
                WidgetSchema.typedKey("g1"), WidgetSchema.typedKey("w1"));
        BatchGetResult<Widget> result = Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE, keys, false, INSTANT);
        assertTrue(result.complete());
        assertEquals(List.of(new Widget("w1", "one")), result.items());
        assertEquals(3, result.total());
        assertEquals(List.of(3), client.requestSizes(), "DynamoDB rejects a request naming a key twice");
    }

    @Test
    void itemsPastTheirTtlReadAsAbsent() {
        ItemSchema<Widget> expiring = new ItemSchema<>() { // a Widget whose items expire at "expiresAt"
            @Override
            public String entityType() {
                return "Widget";
            }

            @Override
            public TableDefinition table() {
                return WidgetSchema.TABLE;
            }

            @Override
            public Map<String, AttributeValue> toItem(Widget value) {
                return WidgetSchema.INSTANCE.toItem(value);
            }

            @Override
            public Widget fromItem(Map<String, AttributeValue> item) {
                return WidgetSchema.INSTANCE.fromItem(item);
            }

            @Override
            public Map<String, AttributeValue> primaryKey(Widget value) {
                return WidgetSchema.INSTANCE.primaryKey(value);
            }

            @Override
            public Optional<String> ttlAttribute() {
                return Optional.of("expiresAt");
            }
        };
        long now = Instant.now().getEpochSecond();
        Map<String, AttributeValue> expired = new HashMap<>(WidgetSchema.INSTANCE.toItem(new Widget("old", "x")));
        expired.put("expiresAt", AttributeValue.fromN(Long.toString(now - 60)));
        Map<String, AttributeValue> alive = new HashMap<>(WidgetSchema.INSTANCE.toItem(new Widget("new", "y")));
        alive.put("expiresAt", AttributeValue.fromN(Long.toString(now + 3_600)));
        client.store(expired);
        client.store(alive);
        client.store(WidgetSchema.INSTANCE.toItem(new Widget("forever", "z")));
        BatchGetResult<Widget> result = Batches.getAll(client, "Widgets", expiring,
                List.of(WidgetSchema.typedKey("old"), WidgetSchema.typedKey("new"), WidgetSchema.typedKey("forever")), false,
                INSTANT);
        assertEquals(List.of(new Widget("new", "y"), new Widget("forever", "z")), result.items());
    }

    @Test
    void anItemOfThisEntityThatDoesNotDecodeFails() {
        Map<String, AttributeValue> broken = new HashMap<>(WidgetSchema.key("w1"));
        broken.put("_type", AttributeValue.fromS("Widget"));
        client.store(broken);
        ItemDecodeException error = assertThrows(ItemDecodeException.class, () -> Batches.getAll(client, "Widgets",
                WidgetSchema.INSTANCE, List.of(WidgetSchema.typedKey("w1")), false, INSTANT));
        assertEquals("Widget", error.entityType());
    }

    @Test
    void unprocessedKeysAreReadAgain() {
        List<Widget> widgets = WidgetSchema.widgets(300);
        widgets.forEach(widget -> client.store(WidgetSchema.INSTANCE.toItem(widget)));
        // every other key is returned as unprocessed the first time it is asked for
        Set<Map<String, AttributeValue>> seen = ConcurrentHashMap.newKeySet();
        client.script((call, requested) -> Reaction.leave(key -> seen.add(key)
                && Integer.parseInt(key.get("PK").s().substring("WIDGET#w".length())) % 2 == 0));
        BatchGetResult<Widget> result = Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.keys(widgets), false, INSTANT);
        assertTrue(result.complete());
        assertEquals(widgets, result.items());
        assertEquals(6, result.requests());
        List<Integer> sizes = new ArrayList<>(client.requestSizes());
        Collections.sort(sizes);
        assertEquals(List.of(50, 50, 50, 100, 100, 100), sizes, "only the unprocessed keys are sent again");
    }

    @Test
    void keysStillUnprocessedAfterTheLastAttemptAreReportedWithTheItemsThatWereRead() {
        List<Widget> widgets = WidgetSchema.widgets(10);
        widgets.forEach(widget -> client.store(WidgetSchema.INSTANCE.toItem(widget)));
        client.script((call, requested) -> Reaction.leave(key -> key.get("PK").s().equals("WIDGET#w4")));
        BatchGetResult<Widget> result = Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.keys(widgets), false, INSTANT.withMaxAttempts(3));
        assertFalse(result.complete());
        assertEquals(List.of(WidgetSchema.typedKey("w4")), result.unprocessedKeys());
        assertEquals("PK=WIDGET#w4, SK=W", result.failures().get(0).key());
        assertEquals(9, result.items().size());
        assertFalse(result.items().contains(widgets.get(4)));
        assertEquals(3, result.requests());
    }

    @Test
    void aKeyWithoutItsKeyAttributesFailsBeforeAnyRequest() {
        assertThrows(KeyMismatchException.class, () -> Batches.getAll(client, "Widgets", WidgetSchema.INSTANCE,
                List.of(Key.of("Widget", "SK", AttributeValue.fromS("W"))), false, INSTANT));
        assertEquals(0, client.calls());
    }
}
