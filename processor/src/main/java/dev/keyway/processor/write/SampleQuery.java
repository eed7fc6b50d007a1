package dev.keyway.processor.write;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One query of an access pattern or item collection, as it runs on the sample items: the key
 * condition and filter the generated code sends, for the partition of the entity's first sample
 * item in the index, and which items it reads. An item is read when it is in the index (a
 * sparse index leaves out items without its keys), its partition key is the queried one (any
 * shard's, for a sharded partition) and its sort key begins with the template's literal prefix;
 * it is returned when it also passes the type filter, where the query has one.
 *
 * @param entity        the entity whose repository has the method (the first entity of a collection)
 * @param method        the repository or collection method
 * @param index         the index queried, or empty for the table
 * @param partitionKey  the partition key template queried
 * @param partitionKeys the partition keys queried: one, or one per shard
 * @param sortKeyPrefix the text the sort key must begin with, or {@code ""}
 * @param types         the entity types the filter keeps, or empty for no filter
 * @param arguments     the example call's arguments, by component name
 * @param view          the items of the queried partitions in the index, in key order
 */
public record SampleQuery(EntityModel entity, String method, Optional<String> index, KeyModel partitionKey,
                          List<String> partitionKeys, Optional<KeyModel> sortKey, String sortKeyPrefix,
                          List<String> types, Map<String, Object> arguments, List<SampleItem> view) {

    /** The query of an access pattern. */
    static SampleQuery of(SampleData data, EntityModel entity, AccessPatternModel pattern) {
        PatternQuery query = PatternQuery.of(entity, pattern);
        List<String> types = query.filtersOnType() ? List.of(entity.typeName()) : List.of();
        return of(data, entity, pattern.name(), pattern.index(), query.partitionKey(), query.sortKey(),
                query.sortKey().map(SampleKeys::prefix).orElse(""), types);
    }

    /** The query of an item collection: its partition, filtered to its types. */
    static SampleQuery of(SampleData data, CollectionModel collection) {
        return of(data, collection.entities().get(0), "query", collection.index(), collection.partitionKey(),
                Optional.empty(), "", collection.entities().stream().map(EntityModel::typeName).toList());
    }

    private static SampleQuery of(SampleData data, EntityModel entity, String method, Optional<String> index,
                                  KeyModel partitionKey, Optional<KeyModel> sortKey, String prefix, List<String> types) {
        List<SampleItem> inIndex = inIndex(data, index);
        Optional<SampleItem> example = inIndex.stream().filter(item -> item.entity().equals(entity)).findFirst();
        Map<String, Object> arguments = new LinkedHashMap<>();
        List<String> partitionKeys = new ArrayList<>();
        if (example.isPresent()) {
            for (ComponentModel component : partitionKey.template().components()) {
                Object value = example.get().values().get(component.name());
                arguments.put(component.name(), value instanceof Optional<?> optional ? optional.orElseThrow() : value);
            }
            KeyModel unsharded = new KeyModel(partitionKey.attribute(), partitionKey.template(), false);
            String partition = SampleKeys.key(unsharded, arguments, 0);
            int shards = partitionKey.sharding().map(KeyModel.Sharding::shards).orElse(0);
            if (shards == 0) {
                partitionKeys.add(partition);
            }
            for (int shard = 0; shard < shards; shard++) {
                partitionKeys.add(partition + partitionKey.template().delimiter() + shard);
            }
        }
        List<SampleItem> view = inIndex.stream()
                .filter(item -> partitionKeys.contains(item.text(partitionKey.attribute()).orElseThrow()))
                .toList();
        return new SampleQuery(entity, method, index, partitionKey, List.copyOf(partitionKeys), sortKey, prefix,
                List.copyOf(types), arguments, view);
    }

    /** Whether the key condition reads the item (the view holds only items of the queried partitions). */
    public boolean reads(SampleItem item) {
        return view.contains(item) && sortKey.map(key -> item.text(key.attribute()).orElseThrow().startsWith(sortKeyPrefix))
                .orElse(true);
    }

    /** Whether the query returns the item: it reads it and the type filter, if any, keeps it. */
    public boolean returns(SampleItem item) {
        return reads(item) && (types.isEmpty() || types.contains(item.entity().typeName()));
    }

    // ---- views -----------------------------------------------------------------------------

    /**
     * The items an index holds (the table's for none), by partition key, then sort key, in
     * DynamoDB's byte order: a global index holds the items that have its keys, a local one those
     * with its sort key.
     */
    static List<SampleItem> inIndex(SampleData data, Optional<String> index) {
        TableModel table = data.table();
        String partition = partitionAttribute(table, index);
        Optional<String> sort = sortAttribute(table, index);
        return data.items().stream()
                .filter(item -> item.attributes().containsKey(partition)
                        && sort.map(item.attributes()::containsKey).orElse(true))
                .sorted(Comparator.comparing((SampleItem item) -> item.text(partition).orElseThrow(), SampleQuery::utf8)
                        .thenComparing(item -> sort.flatMap(item::text).orElse(""), SampleQuery::utf8))
                .toList();
    }

    static String partitionAttribute(TableModel table, Optional<String> index) {
        return index.map(name -> tableIndex(table, name).partitionKeyAttribute()).orElse(table.partitionKeyAttribute());
    }

    static Optional<String> sortAttribute(TableModel table, Optional<String> index) {
        return index.isPresent() ? tableIndex(table, index.get()).sortKeyAttribute() : table.sortKeyAttribute();
    }

    static TableModel.TableIndex tableIndex(TableModel table, String name) {
        return table.indexes().stream().filter(index -> index.name().equals(name)).findFirst().orElseThrow();
    }

    /** Compares as DynamoDB compares key strings: by code point, which is UTF-8 byte order. */
    static int utf8(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
