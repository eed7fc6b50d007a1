package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.canonical.Badge;
import dev.keyway.it.canonical.BadgeRepository;
import dev.keyway.it.canonical.Label;
import dev.keyway.it.canonical.LabelRepository;
import dev.keyway.it.canonical.LabelSchema;
import dev.keyway.it.canonical.Tag;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Issue #24 §7, first bullet: a key converter whose text does not read back to the value
 * ({@code LowerCaseTagKey} writes {@code Tag("Red")} as {@code red}, which reads back as
 * {@code Tag("red")}) was accepted on {@code put}, storing an item under another value's key. Every
 * write path now refuses it with {@link InvalidKeyValueException} naming the component, before any
 * request (each assertion failed before the fix: the write was sent).
 */
class CanonicalKeyConverterWriteTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Tag LOSSY = new Tag("Red");

    private DynamoDbClient client;
    private final AtomicInteger requests = new AtomicInteger();
    private DynamoDbClient counted;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        new LabelRepository(client).createTable();
        counted = (DynamoDbClient) Proxy.newProxyInstance(DynamoDbClient.class.getClassLoader(),
                new Class<?>[] {DynamoDbClient.class}, (proxy, method, args) -> {
                    if (!method.getName().equals("serviceName") && !method.getName().equals("close")) {
                        requests.incrementAndGet();
                    }
                    try {
                        return method.invoke(client, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    private void refusedBeforeAnyRequest(String path, Executable write) {
        int before = requests.get();
        InvalidKeyValueException e = assertThrows(InvalidKeyValueException.class, write, path);
        assertEquals("tag", e.component(), path);
        assertTrue(e.getMessage().contains("LowerCaseTagKey"), path + ": " + e.getMessage());
        assertEquals(before, requests.get(), path + " sent a request");
    }

    @Test
    void everyWritePathRefusesAValueTheConverterDoesNotReadBack() {
        LabelRepository labels = new LabelRepository(counted);
        BadgeRepository badges = new BadgeRepository(counted);
        Label label = new Label("s1", LOSSY, 1);

        refusedBeforeAnyRequest("put", () -> labels.put(label));
        refusedBeforeAnyRequest("conditional put", () -> labels.put(label, LabelSchema.COUNT.exists()));
        refusedBeforeAnyRequest("create", () -> labels.create(label));
        refusedBeforeAnyRequest("update", () -> labels.update("s1", LOSSY).set(LabelSchema.COUNT, 2).execute());
        refusedBeforeAnyRequest("delete", () -> labels.delete("s1", LOSSY));
        refusedBeforeAnyRequest("delete of a record", () -> labels.delete(label));
        refusedBeforeAnyRequest("batch put", () -> labels.putAll(List.of(label)));
        refusedBeforeAnyRequest("write batch", () -> WriteBatch.on(counted).put(labels, label).execute());
        refusedBeforeAnyRequest("write transaction put", () -> WriteTransaction.on(counted).put(labels, label).execute());
        refusedBeforeAnyRequest("write transaction create", () -> WriteTransaction.on(counted).create(labels, label).execute());
        refusedBeforeAnyRequest("write transaction update", () -> WriteTransaction.on(counted)
                .update(labels, labels.update("s1", LOSSY).set(LabelSchema.COUNT, 2)).execute());
        refusedBeforeAnyRequest("put with a unique guard", () -> badges.put(new Badge("b1", LOSSY, "c-1")));
        refusedBeforeAnyRequest("create with a unique guard", () -> badges.create(new Badge("b1", LOSSY, "c-1")));
        refusedBeforeAnyRequest("query condition", () -> labels.labelsOn("s1").tag().eq(LOSSY).stream().toList());
    }

    @Test
    void aValueTheConverterReadsBackIsWrittenAndRead() {
        LabelRepository labels = new LabelRepository(client);
        Label label = new Label("s1", new Tag("red"), 1);
        labels.put(label);
        assertEquals(label, labels.get("s1", new Tag("red")).orElseThrow());
        assertEquals(List.of(label), labels.labelsOn("s1").tag().eq(new Tag("red")).stream().toList());
        BadgeRepository badges = new BadgeRepository(client);
        Badge badge = new Badge("b1", new Tag("blue"), "c-1");
        badges.create(badge);
        assertEquals(badge, badges.get("b1", new Tag("blue")).orElseThrow());
    }
}
