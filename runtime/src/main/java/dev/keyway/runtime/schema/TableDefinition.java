package dev.keyway.runtime.schema;

import dev.keyway.runtime.internal.async.AsyncTableCreation;
import dev.keyway.runtime.internal.key.KeyText;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.request.TableCreation;
import dev.keyway.runtime.listener.RequestListener;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * A table as all of its entities together need it: key attributes, the entity-type attribute
 * and every secondary index. The processor generates one per table ({@code ShopTable.DEFINITION}
 * for {@code @Entity(table = "Shop")}).
 *
 * <pre>{@code
 * ShopTable.DEFINITION.createIfMissing(client, "Shop-test");   // tests, scripts
 * ShopTable.DEFINITION.updateIndexes(client, "Shop-prod");      // a live table gains the design's new indexes
 * CreateTableRequest request = ShopTable.DEFINITION.createTableRequest("Shop");
 * }</pre>
 *
 * @param name                  the default table name
 * @param partitionKeyAttribute the partition-key attribute (string)
 * @param sortKeyAttribute      the sort-key attribute (string), if the table has one
 * @param typeAttribute         the attribute holding each item's entity type
 * @param indexes               the secondary indexes
 * @param ttlAttribute          the attribute DynamoDB's time to live reads (epoch seconds), if any
 * @param streamView            what the table's DynamoDB stream records of each change, if the table has a
 *                              stream ({@code @Entity(stream = ...)}); none by default
 * @param settings              billing, throughput, deletion protection, point-in-time recovery, table class and
 *                              resource policy ({@code @TableSettings}); {@link TableSettings#NONE} by default
 * @param vectorIndexes         the vector indexes ({@code @VectorIndex}); none by default
 */
public record TableDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                              String typeAttribute, List<IndexDefinition> indexes, Optional<String> ttlAttribute,
                              Optional<StreamViewType> streamView, TableSettings settings,
                              List<VectorIndexDefinition> vectorIndexes) {

    /** Checks the parts and copies the index list. */
    public TableDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(partitionKeyAttribute, "partitionKeyAttribute");
        Objects.requireNonNull(sortKeyAttribute, "sortKeyAttribute");
        Objects.requireNonNull(typeAttribute, "typeAttribute");
        indexes = List.copyOf(indexes);
        Objects.requireNonNull(ttlAttribute, "ttlAttribute");
        Objects.requireNonNull(streamView, "streamView");
        if (streamView.isPresent() && streamView.get() == StreamViewType.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("Table " + name + ": not a stream view type: " + streamView.get());
        }
        Objects.requireNonNull(settings, "settings");
        vectorIndexes = List.copyOf(vectorIndexes);
    }

    /** A table with DynamoDB's default settings and no vector indexes. */
    public TableDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                           String typeAttribute, List<IndexDefinition> indexes, Optional<String> ttlAttribute,
                           Optional<StreamViewType> streamView) {
        this(name, partitionKeyAttribute, sortKeyAttribute, typeAttribute, indexes, ttlAttribute, streamView,
                TableSettings.NONE, List.of());
    }

    /** A table without a stream. */
    public TableDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                           String typeAttribute, List<IndexDefinition> indexes, Optional<String> ttlAttribute) {
        this(name, partitionKeyAttribute, sortKeyAttribute, typeAttribute, indexes, ttlAttribute, Optional.empty());
    }

    /** A table without time to live. */
    public TableDefinition(String name, String partitionKeyAttribute, Optional<String> sortKeyAttribute,
                           String typeAttribute, List<IndexDefinition> indexes) {
        this(name, partitionKeyAttribute, sortKeyAttribute, typeAttribute, indexes, Optional.empty());
    }

    /**
     * This table with a DynamoDB stream recording {@code view} of every change: {@link #createTableRequest}
     * and {@link #createIfMissing} then turn the stream on.
     */
    public TableDefinition withStream(StreamViewType view) {
        return new TableDefinition(name, partitionKeyAttribute, sortKeyAttribute, typeAttribute, indexes, ttlAttribute,
                Optional.of(view), settings, vectorIndexes);
    }

    /**
     * This table with the given settings: {@link #createTableRequest} sends those CreateTable takes,
     * {@link #createIfMissing} then turns point-in-time recovery on with UpdateContinuousBackups.
     */
    public TableDefinition withSettings(TableSettings settings) {
        return new TableDefinition(name, partitionKeyAttribute, sortKeyAttribute, typeAttribute, indexes, ttlAttribute,
                streamView, settings, vectorIndexes);
    }

    /**
     * This table with these vector indexes: {@link #createTableRequest} and {@link #createIfMissing}
     * then create them ({@code VectorIndexes}), with their search attributes in {@code AttributeDefinitions}.
     */
    public TableDefinition withVectorIndexes(VectorIndexDefinition... indexes) {
        return new TableDefinition(name, partitionKeyAttribute, sortKeyAttribute, typeAttribute, this.indexes,
                ttlAttribute, streamView, settings, List.of(indexes));
    }

    /** The vector index of that name. @throws IllegalArgumentException if the table has none */
    public VectorIndexDefinition vectorIndex(String indexName) {
        for (VectorIndexDefinition index : vectorIndexes) {
            if (index.name().equals(indexName)) {
                return index;
            }
        }
        throw new IllegalArgumentException("Table " + name + " has no vector index " + indexName);
    }

    /** The index of that name. @throws IllegalArgumentException if the table has none */
    public IndexDefinition index(String indexName) {
        for (IndexDefinition index : indexes) {
            if (index.name().equals(indexName)) {
                return index;
            }
        }
        throw new IllegalArgumentException("Table " + name + " has no index " + indexName);
    }

    /**
     * The request that creates this table under the given name, with its global and local secondary
     * indexes. An index that does not hold whole items also holds the type attribute, so that
     * queries can still tell entity types apart. A table with a {@link #streamView()} gets its
     * {@code StreamSpecification}, one with {@link #vectorIndexes()} its {@code VectorIndexes}; its
     * {@link #settings()} give the billing mode (on demand unless they say {@code PROVISIONED}, then each
     * global index gets the table's capacity too), the maximum on-demand and warm throughput, deletion
     * protection, table class and resource policy.
     */
    public CreateTableRequest createTableRequest(String tableName) {
        Map<String, ScalarAttributeType> keyAttributes = new LinkedHashMap<>();
        keyAttributes.put(partitionKeyAttribute, ScalarAttributeType.S);
        sortKeyAttribute.ifPresent(attribute -> keyAttributes.put(attribute, ScalarAttributeType.S));
        List<GlobalSecondaryIndex> globalIndexes = new ArrayList<>();
        List<LocalSecondaryIndex> localIndexes = new ArrayList<>();
        for (IndexDefinition index : indexes) {
            List<KeySchemaElement> keys;
            if (index.hasMultiAttributeKey()) {
                keys = MultiAttributeKeys.keySchema(index, keyAttributes);
            } else {
                keyAttributes.put(index.partitionKeyAttribute(), ScalarAttributeType.S);
                index.sortKeyAttribute().ifPresent(attribute -> keyAttributes.put(attribute, ScalarAttributeType.S));
                keys = keySchema(index.partitionKeyAttribute(), index.sortKeyAttribute());
            }
            Projection projection = projection(index);
            if (index.local()) {
                localIndexes.add(LocalSecondaryIndex.builder().indexName(index.name()).keySchema(keys)
                        .projection(projection).build());
            } else {
                GlobalSecondaryIndex.Builder global = GlobalSecondaryIndex.builder().indexName(index.name()).keySchema(keys)
                        .projection(projection);
                if (settings.provisioned()) {
                    settings.provisionedThroughput().ifPresent(global::provisionedThroughput);
                }
                globalIndexes.add(global.build());
            }
        }
        List<AttributeDefinition> definitions = new ArrayList<>(keyAttributes.entrySet().stream()
                .map(attribute -> AttributeDefinition.builder()
                        .attributeName(attribute.getKey())
                        .attributeType(attribute.getValue())
                        .build())
                .toList());
        Set<String> defined = new LinkedHashSet<>(keyAttributes.keySet());
        for (VectorIndexDefinition index : vectorIndexes) {
            for (AttributeDefinition definition : index.attributeDefinitions()) {
                if (defined.add(definition.attributeName())) {
                    definitions.add(definition);
                }
            }
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(tableName)
                .keySchema(keySchema(partitionKeyAttribute, sortKeyAttribute))
                .attributeDefinitions(definitions);
        if (!vectorIndexes.isEmpty()) {
            request.vectorIndexes(vectorIndexes.stream().map(VectorIndexDefinition::toVectorIndex).toList());
        }
        if (!globalIndexes.isEmpty()) {
            request.globalSecondaryIndexes(globalIndexes);
        }
        if (!localIndexes.isEmpty()) {
            request.localSecondaryIndexes(localIndexes);
        }
        settings.applyTo(request);
        streamView.ifPresent(view ->
                request.streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType(view).build()));
        return request.build();
    }

    private Projection projection(IndexDefinition index) {
        if (index.holdsWholeItems()) {
            return Projection.builder().projectionType(ProjectionType.ALL).build();
        }
        List<String> included = new ArrayList<>(index.nonKeyAttributes());
        if (!included.contains(typeAttribute)) {
            included.add(typeAttribute);
        }
        return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(included).build();
    }

    /**
     * Creates the table under the given name unless it exists (CreateTable), then waits until it is
     * active (DescribeTable), turns time to live on for {@link #ttlAttribute()} (UpdateTimeToLive) and
     * point-in-time recovery on when the {@link #settings()} ask for it (UpdateContinuousBackups).
     * Safe to call concurrently and repeatedly. A table that exists is left as it is: its stream,
     * time to live and settings are not changed (the live-table check reports where they differ).
     * Its requests are reported to the {@linkplain RequestListener#getDefault() default listener}.
     */
    public void createIfMissing(DynamoDbClient client, String tableName) {
        TableCreation.createIfMissing(Requests.of(client), this, tableName, name);
    }

    /**
     * {@link #createIfMissing(DynamoDbClient, String)} on an asynchronous client: the same requests,
     * each sent when the answer before it arrived; the future completes once the table and its
     * indexes are active and time to live and point-in-time recovery are set. No thread waits (the
     * pause between two DescribeTables is a delayed send).
     */
    public CompletableFuture<Void> createIfMissing(DynamoDbAsyncClient client, String tableName) {
        return AsyncTableCreation.createIfMissing(new AsyncRequests(client, null), this, tableName, name);
    }

    /**
     * Brings the live table's indexes up to this design: creates the global and vector indexes it lacks,
     * one {@code UpdateTable} each, waits until they are active, and reports the indexes the table has
     * that the design does not, which it leaves (see {@link IndexUpdate}; its {@code deleting}
     * deletes by name). A missing table is created.
     */
    public IndexUpdateReport updateIndexes(DynamoDbClient client, String tableName) {
        return IndexUpdate.of(this).run(client, tableName);
    }

    /** Describes an item's primary key for messages: {@code PK=CUSTOMER#c1, SK=PROFILE}. */
    public String describeKey(Map<String, AttributeValue> item) {
        return KeyText.describe(sortKeyAttribute.map(sortKey -> List.of(partitionKeyAttribute, sortKey))
                .orElse(List.of(partitionKeyAttribute)), item);
    }

    private static List<KeySchemaElement> keySchema(String partitionKey, Optional<String> sortKey) {
        List<KeySchemaElement> keys = new ArrayList<>(2);
        keys.add(KeySchemaElement.builder().attributeName(partitionKey).keyType(KeyType.HASH).build());
        sortKey.ifPresent(attribute ->
                keys.add(KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.RANGE).build()));
        return keys;
    }
}
