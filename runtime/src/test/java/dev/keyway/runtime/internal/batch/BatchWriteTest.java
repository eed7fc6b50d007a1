package dev.keyway.runtime.internal.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Reaction;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.Widget;
import dev.keyway.runtime.internal.batch.FaultInjectingClient.WidgetSchema;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.key.Key;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Batch put and delete: chunks of 25, de-duplication, the up-front size check, failed chunks. */
class BatchWriteTest {

    static final BatchOptions INSTANT = BatchOptions.defaults().withSleeper(delay -> { });

    private final FaultInjectingClient client = FaultInjectingClient.forWidgets();

    @Test
    void putsAThousandItemsIn40RequestsOfAtMost25() {
        List<Widget> widgets = WidgetSchema.widgets(1_000);
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets, INSTANT);
        assertTrue(result.complete());
        assertEquals(1_000, result.total());
        assertEquals(40, result.requests());
        assertEquals(40, client.calls());
        assertTrue(client.requestSizes().stream().allMatch(size -> size == 25), client.requestSizes().toString());
        assertEquals(1_000, client.table().size());
        for (Widget widget : widgets) {
            assertEquals(WidgetSchema.INSTANCE.toItem(widget), stored(widget.id()));
        }
    }

    @Test
    void theLastChunkHoldsTheRest() {
        Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(51), INSTANT).orThrow();
        assertEquals(List.of(1, 25, 25), sorted(client.requestSizes()));
    }

    @Test
    void nothingToWriteSendsNothing() {
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, List.of(), INSTANT);
        assertTrue(result.complete());
        assertEquals(0, result.requests());
        assertEquals(0, client.calls());
    }

    @Test
    void duplicateKeysAreWrittenOnceAndTheLastRecordWins() {
        List<Widget> widgets = new ArrayList<>(WidgetSchema.widgets(30));
        widgets.add(new Widget("w3", "second w3"));
        widgets.add(new Widget("w3", "third w3"));
        widgets.add(new Widget("w29", "second w29"));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets, INSTANT);
        assertTrue(result.complete(), "DynamoDB (and the fake) reject a request naming one key twice");
        assertEquals(30, result.total());
        assertEquals(30, client.table().size());
        assertEquals("third w3", stored("w3").get("payload").s());
        assertEquals("second w29", stored("w29").get("payload").s());
    }

    @Test
    void anOversizeItemFailsTheWholeBatchBeforeAnyRequest() {
        List<Widget> widgets = new ArrayList<>(WidgetSchema.widgets(100));
        widgets.add(60, FaultInjectingClient.widgetOfSize(ItemSize.LIMIT + 1));
        ItemTooLargeException error = assertThrows(ItemTooLargeException.class,
                () -> Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets, INSTANT));
        assertEquals("Widget", error.entityType());
        assertEquals("PK=WIDGET#big, SK=W", error.key());
        assertEquals(0, client.calls(), "nothing was sent");
        assertTrue(client.table().isEmpty(), "nothing was written");
    }

    @Test
    void aChunkRefusedWithAValidationErrorIsReportedAndTheOthersAreWritten() {
        DynamoDbException refused = FaultInjectingClient.validation("One or more parameter values were invalid");
        client.script((call, requested) -> requested.stream().anyMatch(item -> item.get("id").s().equals("w30"))
                ? Reaction.fail(refused) : Reaction.processAll());
        List<Widget> widgets = WidgetSchema.widgets(100);
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, widgets, INSTANT);

        assertFalse(result.complete());
        assertEquals(widgets.subList(25, 50), result.unprocessed(), "the second chunk, in submission order");
        assertEquals(4, result.requests(), "a validation error is not retried");
        RequestFailedException typed = assertInstanceOf(RequestFailedException.class, result.error().orElseThrow());
        assertSame(refused, typed.getCause());
        assertEquals("ValidationException", typed.errorCode());
        assertEquals("One or more parameter values were invalid", typed.dynamoDbMessage());
        assertTrue(result.failures().stream().allMatch(failure -> failure.cause().orElseThrow() == typed));
        assertEquals("PK=WIDGET#w25, SK=W", result.failures().get(0).key());
        assertEquals(75, client.table().size());
        assertNeverLost(widgets, result);

        BatchIncompleteException error = assertThrows(BatchIncompleteException.class, result::orThrow);
        assertEquals("Widget", error.entityType());
        assertEquals(25, error.unprocessedCount());
        assertEquals("PK=WIDGET#w25, SK=W", error.keys().get(0));
        assertSame(typed, error.getCause());
    }

    @Test
    void aFailureOutsideDynamoDbIsReportedToo() {
        IllegalStateException broken = new IllegalStateException("connection pool shut down");
        client.script((call, requested) -> call == 0 ? Reaction.fail(broken) : Reaction.processAll());
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(30),
                INSTANT.withParallelism(1));
        assertEquals(25, result.unprocessed().size());
        assertSame(broken, result.error().orElseThrow());
        assertEquals(2, result.requests());
    }

    @Test
    void deleteRemovesTheItemsUnderTheKeys() {
        List<Widget> widgets = WidgetSchema.widgets(60);
        widgets.forEach(widget -> client.store(WidgetSchema.INSTANCE.toItem(widget)));
        BatchResult<Key<Widget>> result = Batches.deleteAll(client, "Widgets", WidgetSchema.INSTANCE,
                WidgetSchema.keys(widgets.subList(0, 50)), INSTANT);
        assertTrue(result.complete());
        assertEquals(2, result.requests());
        assertEquals(10, client.table().size());
        assertFalse(client.contains(WidgetSchema.key("w0")));
        assertTrue(client.contains(WidgetSchema.key("w59")));
    }

    @Test
    void deletesAreChunkedAndDeduplicated() {
        List<Widget> widgets = WidgetSchema.widgets(60);
        widgets.forEach(widget -> client.store(WidgetSchema.INSTANCE.toItem(widget)));
        List<Key<Widget>> keys = new ArrayList<>(WidgetSchema.keys(widgets.subList(0, 50)));
        keys.add(WidgetSchema.typedKey("w7")); // a duplicate
        keys.add(WidgetSchema.typedKey("absent")); // deleting nothing is fine
        BatchResult<Key<Widget>> result = Batches.deleteAll(client, "Widgets", WidgetSchema.INSTANCE,
                keys, INSTANT);
        assertTrue(result.complete(), result.failures().toString());
        assertEquals(51, result.total());
        assertEquals(List.of(1, 25, 25), sorted(client.requestSizes()));
        assertEquals(10, client.table().size());
        assertFalse(client.contains(WidgetSchema.key("w7")));
        assertTrue(client.contains(WidgetSchema.key("w50")));
    }

    @Test
    void unprocessedDeletesReportTheKeysAsSubmitted() {
        Key<Widget> first = WidgetSchema.typedKey("w1");
        client.script((call, requested) -> Reaction.leave(key -> key.get("PK").s().equals("WIDGET#w1")));
        BatchResult<Key<Widget>> result = Batches.deleteAll(client, "Widgets", WidgetSchema.INSTANCE,
                List.of(first, WidgetSchema.typedKey("w2")), INSTANT.withMaxAttempts(2));
        assertEquals(List.of(first), result.unprocessed());
        assertSame(first, result.unprocessed().get(0));
        assertEquals("PK=WIDGET#w1, SK=W", result.failures().get(0).key());
        assertTrue(result.failures().get(0).cause().isEmpty(), "left unprocessed: no error");
        assertEquals(2, result.requests());
    }

    @Test
    void aKeyWithoutItsKeyAttributesFailsBeforeAnyRequest() {
        KeyMismatchException error = assertThrows(KeyMismatchException.class,
                () -> Batches.deleteAll(client, "Widgets", WidgetSchema.INSTANCE,
                        List.of(WidgetSchema.typedKey("w1"), Key.of("Widget", "PK", AttributeValue.fromS("WIDGET#w2"))),
                        INSTANT));
        assertTrue(error.getMessage().contains("Not a key of Widget: Widget PK=WIDGET#w2 (the key attributes of table "),
                error.getMessage());
        assertEquals(0, client.calls());
        assertThrows(NullPointerException.class, () -> Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE,
                Collections.singletonList(null), INSTANT));
    }

    /** DynamoDB refusing a chunk for an item's size (which Keyway's own count let through) is reported typed. */
    @Test
    void aChunkRefusedForAnItemsSizeIsReportedAsItemTooLarge() {
        DynamoDbException refused = FaultInjectingClient.validation("Item size has exceeded the maximum allowed size");
        client.script((call, requested) -> requested.stream().anyMatch(item -> item.get("id").s().equals("w0"))
                ? Reaction.fail(refused) : Reaction.processAll());
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(30),
                INSTANT);
        assertEquals(25, result.unprocessed().size(), "the refused chunk, not retried");
        ItemTooLargeException typed = assertInstanceOf(ItemTooLargeException.class, result.error().orElseThrow());
        assertEquals("Widget", typed.entityType());
        assertEquals(-1, typed.size());
        assertSame(refused, typed.getCause());
        assertEquals(5, client.table().size());
    }

    @Test
    void aFailedChunkLeavesAnInterruptCauseOnlyWhenInterrupted() {
        client.script((call, requested) -> Reaction.fail(FaultInjectingClient.validation("bad")));
        BatchResult<Widget> result = Batches.putAll(client, "Widgets", WidgetSchema.INSTANCE, WidgetSchema.widgets(3),
                INSTANT);
        assertInstanceOf(RequestFailedException.class, result.error().orElseThrow());
        assertFalse(Thread.currentThread().isInterrupted());
    }

    private Map<String, AttributeValue> stored(String id) {
        Map<String, AttributeValue> key = WidgetSchema.key(id);
        return client.table().get(List.of(key.get("PK"), key.get("SK")));
    }

    /** Every widget is either stored or reported as unprocessed, and none is both. */
    private void assertNeverLost(List<Widget> widgets, BatchResult<Widget> result) {
        for (Widget widget : widgets) {
            boolean stored = client.contains(WidgetSchema.key(widget.id()));
            boolean reported = result.unprocessed().contains(widget);
            assertTrue(stored ^ reported, widget + " stored " + stored + ", reported " + reported);
        }
    }

    private static List<Integer> sorted(List<Integer> sizes) {
        List<Integer> copy = new ArrayList<>(sizes);
        Collections.sort(copy);
        return copy;
    }
}
