package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * An item collection: several entity types sharing a partition, read in one query and decoded
 * each by its own schema into a common (sealed) type. Items of other types are skipped.
 *
 * @param <S> the type every entity of the collection implements
 */
public final class CollectionTable<S> implements PageSource<S> {

    private final Requests requests;
    private final String tableName;
    private final TableDefinition definition;
    private final Map<String, ItemSchema<? extends S>> schemas = new LinkedHashMap<>();
    private final KeySizes keySizes;
    private final CursorKeys cursorKeys;

    /** For generated collections: the schemas of the entity types the collection holds. */
    public CollectionTable(DynamoDbClient client, String tableName, TableDefinition definition,
                           List<ItemSchema<? extends S>> schemas) {
        this(client, tableName, definition, schemas, KeywaySettings.defaults());
    }

    /**
     * As {@link #CollectionTable(DynamoDbClient, String, TableDefinition, List)}, reporting its
     * requests to the listener ({@code null}: the default listener at each request).
     */
    public CollectionTable(DynamoDbClient client, String tableName, TableDefinition definition,
                           List<ItemSchema<? extends S>> schemas, RequestListener listener) {
        this(client, tableName, definition, schemas, listener, null);
    }

    /**
     * As {@link #CollectionTable(DynamoDbClient, String, TableDefinition, List)}, with an
     * application's settings: its listener and cursor keys.
     */
    public CollectionTable(DynamoDbClient client, String tableName, TableDefinition definition,
                           List<ItemSchema<? extends S>> schemas, KeywaySettings settings) {
        this(client, tableName, definition, schemas, settings.requestListener().orElse(null),
                RuntimeAccess.cursorKeys(settings));
    }

    private CollectionTable(DynamoDbClient client, String tableName, TableDefinition definition,
                            List<ItemSchema<? extends S>> schemas, RequestListener listener, CursorKeys cursorKeys) {
        this.cursorKeys = cursorKeys;
        this.requests = new Requests(Objects.requireNonNull(client, "client"), listener);
        this.tableName = Objects.requireNonNull(tableName, "tableName");
        this.definition = Objects.requireNonNull(definition, "definition");
        schemas.forEach(schema -> this.schemas.put(schema.entityType(), schema));
        // The collection's entities build the partition key alike (KW054): the first one's templates tell.
        this.keySizes = KeySizes.of(schemas.get(0));
    }

    @Override
    public CursorKeys cursorKeys() {
        return cursorKeys;
    }

    @Override
    public KeySizes keySizes() {
        return keySizes;
    }

    @Override
    public String tableName() {
        return tableName;
    }

    @Override
    public TableDefinition definition() {
        return definition;
    }

    @Override
    public Page<S> page(QuerySpec<S> spec, String cursor) {
        QueryRequest request = request(spec, cursor);
        if (request == null) {
            return new Page<>(List.of(), Optional.empty()); // an empty range: nothing to ask for
        }
        return decode(spec, requests.query(context(spec), request));
    }

    /**
     * The Query request of a page after the cursor ({@code null}: the first), or {@code null} for an
     * empty range; the asynchronous collections send the same request.
     *
     * @throws UnsupportedOperationException for a projection, a partly projected index or a sharded partition
     * @throws dev.keyway.runtime.exception.InvalidCursorException if the cursor is malformed or from another query
     */
    public QueryRequest request(QuerySpec<S> spec, String cursor) {
        if (spec.selected() != null || spec.fetchItems()) {
            throw new UnsupportedOperationException("An item collection reads whole items of several types: "
                    + "it selects no attributes and reads no index that holds only part of the items");
        }
        if (spec.sortKey() != null && spec.sortKey().operator() == SortKeyCondition.Operator.NOTHING) {
            return null;
        }
        Map<String, String> names = new HashMap<>(4);
        Map<String, AttributeValue> values = new HashMap<>(4);
        if (spec.shardKeys() != null) {
            throw new UnsupportedOperationException("An item collection reads one partition, not a sharded one");
        }
        QueryRequest.Builder request = QueryRequests.start(spec, tableName,
                cursor == null ? null : Cursors.decode(spec, cursor), true, names, values);
        // Only the collection's types, server-side: another type in the partition costs no page space.
        names.put("#type", definition.typeAttribute());
        List<String> types = new ArrayList<>();
        for (String type : schemas.keySet()) {
            String placeholder = ":type" + types.size();
            values.put(placeholder, AttributeValue.fromS(type));
            types.add(placeholder);
        }
        String filter = "#type IN (" + String.join(", ", types) + ")";
        if (spec.filter() != null) {
            dev.keyway.runtime.attribute.Expressions expressions = new dev.keyway.runtime.attribute.Expressions();
            filter += " AND (" + spec.filter().render(expressions) + ")";
            names.putAll(expressions.names());
            values.putAll(expressions.values());
        }
        return request.filterExpression(filter).expressionAttributeNames(names).expressionAttributeValues(values).build();
    }

    /**
     * What a request of the collection is for: an item collection is named like its sealed
     * interface, which the pattern id starts with.
     */
    public Requests.Context context(QuerySpec<S> spec) {
        return Requests.Context.of(tableName, spec.pattern().owner(), Operation.QUERY).pattern(null, spec.indexName());
    }

    /** The page of a response: each item of the collection's types decoded by its own schema, the others skipped. */
    public Page<S> decode(QuerySpec<S> spec, QueryResponse response) {
        QueryRequests.Items read = QueryRequests.read(spec, definition, response);
        List<S> records = new ArrayList<>(read.items().size());
        long now = Expiry.now();
        for (Map<String, AttributeValue> item : read.items()) {
            AttributeValue type = item.get(definition.typeAttribute());
            ItemSchema<? extends S> schema = type == null ? null : schemas.get(type.s());
            if (schema != null && !Expiry.expired(schema, item, now)) {
                records.add(schema.fromItem(item));
            }
        }
        return new Page<>(records, Optional.ofNullable(read.lastKey()).map(key -> Cursors.encode(spec, key)));
    }
}
