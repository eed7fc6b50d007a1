package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The queries of one entity in its table: each page is one Query request (one per shard of a
 * sharded partition) with the key condition, the type, TTL and user filters, decoded into
 * records; an index that holds part of the items has each page's items fetched whole.
 *
 * @param <T> the record type
 */
public final class EntityPages<T> implements PageSource<T> {

    private final EntityOperations<T> table;
    private final ItemSchema<T> schema;

    public EntityPages(EntityOperations<T> table) {
        this.table = table;
        this.schema = table.schema();
    }

    @Override
    public TableDefinition definition() {
        return schema.table();
    }

    @Override
    public KeySizes keySizes() {
        return table.keySizes();
    }

    @Override
    public CursorKeys cursorKeys() {
        return table.cursorKeys();
    }

    @Override
    public String tableName() {
        return table.tableName();
    }

    /** One page of a query, starting after the cursor when one is given. */
    @Override
    public Page<T> page(QuerySpec<T> spec, String cursor) {
        if (spec.sortKey() != null && spec.sortKey().operator() == SortKeyCondition.Operator.NOTHING) {
            return new Page<>(List.of(), Optional.empty());
        }
        if (spec.shardKeys() != null) {
            return ShardedPages.page(this, spec, cursor);
        }
        QueryResponse response = query(spec, cursor == null ? null : Cursors.decode(spec, cursor), true);
        QueryRequests.Items read = QueryRequests.read(spec, schema.table(), response);
        return new Page<>(decode(spec, read.items()),
                Optional.ofNullable(read.lastKey()).map(key -> Cursors.encode(spec, key)));
    }

    /**
     * One Query request of one partition: the key condition, the type, TTL and user filters,
     * the selected attributes, starting after {@code startKey} (may be null); {@code probe} reads
     * one item beyond the limit, which tells whether another page exists.
     */
    QueryResponse query(QuerySpec<T> spec, Map<String, AttributeValue> startKey, boolean probe) {
        return table.requests().query(context(spec), request(spec, startKey, probe));
    }

    /** The Query request {@link #query} sends; the asynchronous pages send the same. */
    public QueryRequest request(QuerySpec<T> spec, Map<String, AttributeValue> startKey, boolean probe) {
        Map<String, String> names = new HashMap<>(4);
        Map<String, AttributeValue> values = new HashMap<>(4);
        QueryRequest.Builder request = QueryRequests.start(spec, table.tableName(), startKey, probe, names, values);
        List<String> filters = new ArrayList<>(3);
        if (spec.typeFilter()) {
            names.put("#type", schema.table().typeAttribute());
            values.put(":type", AttributeValue.fromS(schema.entityType()));
            filters.add("#type = :type");
        }
        Expressions expressions = new Expressions();
        // DynamoDB deletes expired items late; an index without the @Ttl attribute is checked on the whole items
        String unexpired = spec.filtersExpiredItems() ? Expiry.filter(schema, expressions) : null;
        if (unexpired != null) {
            filters.add(unexpired);
        }
        if (spec.filter() != null) {
            filters.add("(" + spec.filter().render(expressions) + ")");
        }
        if (!filters.isEmpty()) {
            names.putAll(expressions.names());
            values.putAll(expressions.values());
            request.filterExpression(String.join(" AND ", filters));
        }
        if (spec.selected() != null) {
            request.projectionExpression(projection(spec, names));
        }
        return request.expressionAttributeNames(names).expressionAttributeValues(values).build();
    }

    /** What a request of this query is for: the entity, the access pattern and its index. */
    public Requests.Context context(QuerySpec<T> spec) {
        return table.context(Operation.QUERY).pattern(spec.pattern().name(), spec.indexName());
    }

    /** The records of items a query returned: this entity's unexpired ones, fetched whole from a projected index. */
    List<T> decode(QuerySpec<T> spec, List<Map<String, AttributeValue>> items) {
        if (spec.fetchItems()) { // the index holds part of the items: fetch them whole, in the index's order
            // each fetched item's fromItem refuses a record whose own key is not the one it was fetched by
            return table.fetchWholeItems(ofEntity(items), spec.consistentRead(), context(spec));
        }
        return decodeWhole(items);
    }

    /** This entity's items among those an index that holds the type attribute returned. */
    public List<Map<String, AttributeValue>> ofEntity(List<Map<String, AttributeValue>> items) {
        List<Map<String, AttributeValue>> ours = new ArrayList<>(items.size());
        for (Map<String, AttributeValue> item : items) {
            if (ItemReader.isOfEntity(schema, item)) { // the index holds the type attribute
                ours.add(item);
            }
        }
        return ours;
    }

    /** The records of whole items a query returned: this entity's unexpired ones. */
    public List<T> decodeWhole(List<Map<String, AttributeValue>> items) {
        List<T> records = new ArrayList<>(items.size());
        for (Map<String, AttributeValue> item : items) {
            // another entity's item, or one without the type attribute, is not ours to decode
            if (ItemReader.isOfEntity(schema, item) && !Expiry.expired(schema, item)) {
                // fromItem refuses an item stored under another key than its record's own
                records.add(schema.fromItem(item));
            }
        }
        return records;
    }

    /**
     * The {@code ProjectionExpression} of a query that selects attributes: those, the keys (for
     * the cursor), the type and the attributes a record cannot be read without.
     */
    private String projection(QuerySpec<T> spec, Map<String, String> names) {
        Set<String> attributes = new LinkedHashSet<>(spec.selected());
        attributes.add(schema.table().partitionKeyAttribute());
        schema.table().sortKeyAttribute().ifPresent(attributes::add);
        if (spec.attributeKey() != null) {
            attributes.addAll(schema.table().index(spec.indexName()).keyAttributes());
        } else {
            attributes.add(spec.partitionKeyAttribute());
            if (spec.sortKeyAttribute() != null) {
                attributes.add(spec.sortKeyAttribute());
            }
        }
        attributes.add(schema.table().typeAttribute());
        attributes.addAll(schema.requiredAttributes());
        schema.ttlAttribute().ifPresent(attributes::add);
        List<String> placeholders = new ArrayList<>(attributes.size());
        int n = 0;
        for (String attribute : attributes) {
            String placeholder = "#p" + n++;
            names.put(placeholder, attribute);
            placeholders.add(placeholder);
        }
        return String.join(", ", placeholders);
    }
}
