package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.local.KeywayLocal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * What every conformance test class shares: one {@link KeywayLocal} per class (tables deleted after each test),
 * its SDK clients, small builders of attribute values, items and table definitions, and assertions on
 * DynamoDB's error answers.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ConformanceSupport {

    /** The error code of every request-validation error DynamoDB answers. */
    static final String VALIDATION = "ValidationException";

    KeywayLocal local;
    DynamoDbClient ddb;
    DynamoDbStreamsClient streams;

    @BeforeAll
    void startKeywayLocal() {
        local = KeywayLocal.inMemory();
        ddb = local.client();
        streams = local.streamsClient();
    }

    @AfterAll
    void closeKeywayLocal() {
        if (local != null) {
            local.close();
        }
    }

    @AfterEach
    void deleteTables() {
        if (local != null) {
            local.deleteAllTables();
        }
    }

    // ---- attribute values and items ----

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }

    static AttributeValue n(long value) {
        return AttributeValue.fromN(Long.toString(value));
    }

    static AttributeValue b(int... unsignedBytes) {
        byte[] bytes = new byte[unsignedBytes.length];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) unsignedBytes[i];
        }
        return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
    }

    static AttributeValue bool(boolean value) {
        return AttributeValue.fromBool(value);
    }

    static AttributeValue nul() {
        return AttributeValue.fromNul(true);
    }

    static AttributeValue ss(String... values) {
        return AttributeValue.fromSs(List.of(values));
    }

    static AttributeValue ns(String... values) {
        return AttributeValue.fromNs(List.of(values));
    }

    static AttributeValue l(AttributeValue... values) {
        return AttributeValue.fromL(List.of(values));
    }

    static AttributeValue m(Object... namesAndValues) {
        return AttributeValue.fromM(item(namesAndValues));
    }

    /**
     * An item (or key, or value map) from alternating names and values; a {@link String} value is a string
     * attribute, an {@link Integer} or {@link Long} a number, an {@link AttributeValue} itself.
     */
    static Map<String, AttributeValue> item(Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("names and values come in pairs: " + Arrays.toString(namesAndValues));
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            item.put((String) namesAndValues[i], value(namesAndValues[i + 1]));
        }
        return item;
    }

    private static AttributeValue value(Object value) {
        if (value instanceof AttributeValue attributeValue) {
            return attributeValue;
        }
        if (value instanceof String string) {
            return s(string);
        }
        if (value instanceof Integer || value instanceof Long) {
            return n(value.toString());
        }
        throw new IllegalArgumentException("not an attribute value: " + value);
    }

    /** A string of {@code count} copies of {@code c}. */
    static String repeat(char c, int count) {
        return String.valueOf(c).repeat(count);
    }

    /** The UTF-8 length of a string, the way DynamoDB measures names and string values. */
    static int utf8(String value) {
        return value.getBytes(StandardCharsets.UTF_8).length;
    }

    // ---- table definitions ----

    static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }

    static AttributeDefinition attr(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    static AttributeDefinition attrS(String name) {
        return attr(name, ScalarAttributeType.S);
    }

    static Projection projectAll() {
        return Projection.builder().projectionType(ProjectionType.ALL).build();
    }

    static Projection keysOnly() {
        return Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build();
    }

    static Projection include(String... attributes) {
        return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(attributes).build();
    }

    static GlobalSecondaryIndex gsi(String name, String hashKey, String rangeKey, Projection projection) {
        List<KeySchemaElement> keys = new ArrayList<>();
        keys.add(hash(hashKey));
        if (rangeKey != null) {
            keys.add(range(rangeKey));
        }
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(keys).projection(projection).build();
    }

    static LocalSecondaryIndex lsi(String name, String hashKey, String rangeKey, Projection projection) {
        return LocalSecondaryIndex.builder().indexName(name).keySchema(hash(hashKey), range(rangeKey))
                .projection(projection).build();
    }

    /** An on-demand table keyed by the string {@code pk}. */
    void createHashTable(String name) {
        ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk")).attributeDefinitions(attrS("pk")));
    }

    /** An on-demand table keyed by the strings {@code pk} and {@code sk}. */
    void createCompositeTable(String name) {
        ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(attrS("pk"), attrS("sk")));
    }

    /** An on-demand table keyed by {@code pk} (and {@code sk} when its type is given) of the given types. */
    void createTable(String name, ScalarAttributeType pkType, ScalarAttributeType skType) {
        ddb.createTable(b -> {
            b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST);
            if (skType == null) {
                b.keySchema(hash("pk")).attributeDefinitions(attr("pk", pkType));
            } else {
                b.keySchema(hash("pk"), range("sk")).attributeDefinitions(attr("pk", pkType), attr("sk", skType));
            }
        });
    }

    /**
     * An on-demand table keyed by {@code pk}/{@code sk} (strings) with one global index {@code gsi} on
     * {@code gpk}/{@code gsk} (strings) of the given projection.
     */
    void createTableWithGsi(String name, Projection projection) {
        ddb.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(attrS("pk"), attrS("sk"), attrS("gpk"), attrS("gsk"))
                .globalSecondaryIndexes(gsi("gsi", "gpk", "gsk", projection)));
    }

    void createTable(CreateTableRequest request) {
        ddb.createTable(request);
    }

    void put(String table, Map<String, AttributeValue> item) {
        ddb.putItem(b -> b.tableName(table).item(item));
    }

    /** Writes many items with BatchWriteItem, 25 at a time (fewer round trips than one PutItem each). */
    void putAll(String table, List<Map<String, AttributeValue>> items) {
        for (int from = 0; from < items.size(); from += 25) {
            List<WriteRequest> chunk = new ArrayList<>();
            for (Map<String, AttributeValue> each : items.subList(from, Math.min(items.size(), from + 25))) {
                chunk.add(WriteRequest.builder().putRequest(p -> p.item(each)).build());
            }
            Map<String, List<WriteRequest>> unprocessed = ddb.batchWriteItem(b -> b.requestItems(Map.of(table, chunk)))
                    .unprocessedItems();
            assertTrue(unprocessed.isEmpty(), () -> "unprocessed: " + unprocessed);
        }
    }

    /** The item stored under a key, or an empty map. */
    Map<String, AttributeValue> get(String table, Map<String, AttributeValue> key) {
        return ddb.getItem(b -> b.tableName(table).key(key).consistentRead(true)).item();
    }

    /**
     * Describes a table until it and every index of it are ACTIVE (Keyway Local is ACTIVE at once or after a
     * describe or two; a few polls without sleeping suffice), and returns the last description.
     */
    TableDescription awaitActive(String table) {
        TableDescription description = null;
        for (int attempt = 0; attempt < 20; attempt++) {
            description = ddb.describeTable(b -> b.tableName(table)).table();
            boolean indexesActive = description.globalSecondaryIndexes().stream()
                    .allMatch(index -> index.indexStatus() == IndexStatus.ACTIVE);
            if ("ACTIVE".equals(description.tableStatusAsString()) && indexesActive) {
                return description;
            }
        }
        fail("table " + table + " did not become ACTIVE: " + description);
        return description;
    }

    // ---- error assertions ----

    /** The call fails with a DynamoDB error of this error code; returns it. */
    static DynamoDbException assertErrorCode(String errorCode, Executable call) {
        DynamoDbException error = assertThrows(DynamoDbException.class, call);
        assertEquals(errorCode, error.awsErrorDetails().errorCode(), () -> "error: " + error.getMessage());
        return error;
    }

    /** The call fails with this exception class and its message holds every given fragment; returns it. */
    static <T extends DynamoDbException> T assertRefused(Class<T> type, Executable call, String... messageParts) {
        T error = assertThrows(type, call);
        assertMessageContains(error, messageParts);
        return error;
    }

    /** The call fails with a {@code ValidationException} whose message holds every given fragment; returns it. */
    static DynamoDbException assertValidation(Executable call, String... messageParts) {
        DynamoDbException error = assertErrorCode(VALIDATION, call);
        assertMessageContains(error, messageParts);
        return error;
    }

    static void assertMessageContains(DynamoDbException error, String... messageParts) {
        String message = message(error);
        for (String part : messageParts) {
            assertTrue(message != null && message.contains(part),
                    () -> "expected the message to contain [" + part + "] but it was [" + message + "]");
        }
    }

    /** The message DynamoDB answered, without the SDK's service and request id suffix. */
    static String message(DynamoDbException error) {
        return error.awsErrorDetails() == null ? error.getMessage() : error.awsErrorDetails().errorMessage();
    }
}
