package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.stream.TableChanges;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Shared helpers of the engine tests: a database on a fixed clock, recorded changes, short builders. */
class EngineFixture {

    static final Instant NOW = Instant.parse("2026-11-28T12:00:00Z");

    final MutableClock clock = new MutableClock(NOW);
    final RecordingChanges changes = new RecordingChanges();
    final Database db = new Database(clock, changes);

    static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    static AttributeValue n(String value) {
        return AttributeValue.fromN(value);
    }

    /** An item from alternating names and values. */
    static Map<String, AttributeValue> item(Object... namesAndValues) {
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object value = namesAndValues[i + 1];
            item.put((String) namesAndValues[i], value instanceof AttributeValue av ? av : s(value.toString()));
        }
        return item;
    }

    static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }

    static AttributeDefinition def(String name, String type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    static Projection projection(ProjectionType type, String... nonKey) {
        Projection.Builder builder = Projection.builder().projectionType(type);
        if (nonKey.length > 0) {
            builder.nonKeyAttributes(nonKey);
        }
        return builder.build();
    }

    static GlobalSecondaryIndex gsi(String name, Projection projection, KeySchemaElement... schema) {
        return GlobalSecondaryIndex.builder().indexName(name).keySchema(schema).projection(projection).build();
    }

    static LocalSecondaryIndex lsi(String name, Projection projection, KeySchemaElement... schema) {
        return LocalSecondaryIndex.builder().indexName(name).keySchema(schema).projection(projection).build();
    }

    /** A pay-per-request table with a string partition key pk and a string sort key sk. */
    void createTable(String name) {
        db.createTable(CreateTableRequest.builder().tableName(name).billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk"), range("sk")).attributeDefinitions(def("pk", "S"), def("sk", "S")).build());
    }

    /** A table with pk/sk, a global index GSI1 on gpk/gsk (ALL) and a local index LSI1 on pk/lsk (KEYS_ONLY). */
    void createIndexedTable(String name) {
        db.createTable(CreateTableRequest.builder().tableName(name).billingMode("PAY_PER_REQUEST")
                .keySchema(hash("pk"), range("sk"))
                .attributeDefinitions(def("pk", "S"), def("sk", "S"), def("gpk", "S"), def("gsk", "N"), def("lsk", "S"))
                .globalSecondaryIndexes(gsi("GSI1", projection(ProjectionType.ALL), hash("gpk"), range("gsk")))
                .localSecondaryIndexes(lsi("LSI1", projection(ProjectionType.KEYS_ONLY), hash("pk"), range("lsk")))
                .build());
    }

    static ServiceError error(Executable executable) {
        return assertThrows(ServiceError.class, executable);
    }

    static void assertValidation(String message, Executable executable) {
        ServiceError error = error(executable);
        assertEquals("ValidationException", error.type(), error.getMessage());
        assertEquals(message, error.getMessage());
    }

    /** A clock tests can move. */
    static final class MutableClock extends Clock {
        Instant now;

        MutableClock(Instant now) {
            this.now = now;
        }

        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }

    /** Records what the engine reports to the streams. */
    static final class RecordingChanges implements TableChanges {
        record Change(String table, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
                Map<String, AttributeValue> newImage, boolean expired) {
        }

        final List<Change> changes = new ArrayList<>();
        final List<String> events = new ArrayList<>();

        @Override
        public StreamIdentity enable(String tableName, String tableArn, List<KeySchemaElement> keySchema,
                StreamViewType viewType) {
            events.add("enable " + tableName + " " + viewType);
            return new StreamIdentity(tableArn + "/stream/label-" + events.size(), "label-" + events.size());
        }

        @Override
        public void disable(String tableName) {
            events.add("disable " + tableName);
        }

        @Override
        public void changed(String tableName, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
                Map<String, AttributeValue> newImage, boolean expiredByTimeToLive) {
            changes.add(new Change(tableName, keys, oldImage, newImage, expiredByTimeToLive));
        }
    }

}
