package dev.keyway.processor.write;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes {@code <Table>Table.html}: one self-contained page (no script, font or image from
 * anywhere) that shows the table as the AWS console and NoSQL Workbench do. The entities, each
 * with its colour, key templates and generated repository's methods; the {@link SampleData}
 * items as rows under their partitions, with columns for the keys, each index key and the other
 * attributes; the same items seen through each index; and for each access pattern and item
 * collection its query on the samples ({@link SampleQuery}) with the rows it reads marked.
 *
 * <p>The page is also machine-checked: rows carry {@code data-entity}, key cells
 * {@code data-attribute}; a query section carries {@code data-method}, {@code data-index}, its
 * partition and sort-key attributes, the example's arguments ({@code .argument} with
 * {@code data-name}, {@code data-value}), the queried partitions ({@code .partition}), the
 * prefix ({@code .prefix}) and filter types ({@code .type}); a row it returns has class
 * {@code read}, one the filter drops {@code filtered}.
 */
public final class TableSheetWriter {

    private final SampleData data;
    private final TableModel table;
    private final List<CollectionModel> collections;
    private final Map<EntityModel, Integer> colours = new LinkedHashMap<>();
    /** Element ids by {@code entity:}, {@code pattern:}, {@code index:} or {@code collection:} and a name. */
    private final Map<String, String> ids = new LinkedHashMap<>();
    private final Set<String> takenIds = new HashSet<>();
    private final List<VectorIndexDesignRows.Row> vectors;
    private final SheetIndexSections sections;

    /** A writer for the table, its entities (in any order) and its item collections. */
    public TableSheetWriter(TableModel table, List<EntityModel> entities, List<CollectionModel> collections) {
        this(new SampleData(table, entities), collections);
    }

    /** A writer for the table of the samples and its item collections. */
    public TableSheetWriter(SampleData data, List<CollectionModel> collections) {
        TableModel table = data.table();
        this.data = data;
        this.table = table;
        this.collections = collections.stream().filter(collection -> collection.table().name().equals(table.name()))
                .sorted(Comparator.comparing(collection -> collection.type().canonicalName())).toList();
        for (EntityModel entity : data.entities()) {
            colours.put(entity, colours.size() % SheetStyle.PALETTE.size());
            id(key(entity), "entity-" + entity.typeName());
            for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
                id(key(entity, pattern), "pattern-" + entity.typeName() + "-" + pattern.name());
            }
        }
        table.indexes().forEach(index -> id(key(index.name()), "index-" + index.name()));
        table.multiAttributeIndexes().forEach(index -> id(key(index.name()), "index-" + index.name()));
        this.vectors = VectorIndexDesignRows.of(data.entities());
        vectors.forEach(row -> id(key(row.index().name()), "index-" + row.index().name()));
        this.sections = new SheetIndexSections(data, name -> ids.get(key(name)), this::badge, colours::get);
        this.collections.forEach(collection -> id(key(collection), "collection-" + collection.type().simpleName()));
    }

    /** The page. */
    public String write() {
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<meta name=\"generator\" content=\"Keyway\">\n")
                .append("<title>Table ").append(esc(table.name())).append(": single-table design</title>\n")
                .append("<style>\n").append(SheetStyle.css()).append("</style>\n</head>\n<body>\n");
        header(out);
        entities(out);
        out.append("<section id=\"table\">\n<h2>The table</h2>\n<p>Every sample item, under its partition and in "
                + "sort-key order, as the console and NoSQL Workbench's aggregate view show the table.</p>\n");
        items(out, Optional.empty(), SampleQuery.inIndex(data, Optional.empty()), null);
        out.append("</section>\n");
        for (TableModel.TableIndex index : table.indexes()) {
            index(out, index);
        }
        table.multiAttributeIndexes().forEach(index -> sections.multiAttributeIndex(out, index));
        vectors.forEach(row -> sections.vectorIndex(out, row));
        out.append("<section id=\"access-patterns\">\n<h2>Access patterns</h2>\n");
        boolean any = false;
        for (EntityModel entity : data.entities()) {
            for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
                query(out, SampleQuery.of(data, entity, pattern), pattern, null);
                any = true;
            }
        }
        if (!any) {
            out.append("<p>None declared.</p>\n");
        }
        out.append("</section>\n");
        if (!collections.isEmpty()) {
            out.append("<section id=\"collections\">\n<h2>Item collections</h2>\n");
            for (CollectionModel collection : collections) {
                if (collection.multiAttributeIndex().isPresent()) {
                    sections.multiAttributeCollection(out, collection, ids.get(key(collection)));
                } else {
                    query(out, SampleQuery.of(data, collection), null, collection);
                }
            }
            out.append("</section>\n");
        }
        out.append("<footer>\n<p class=\"legend\"><span><b>✓ returned</b>: the query reads the item and returns it</span>"
                        + "<span><b>filtered out</b>: the key condition reads it, the type filter drops it</span>"
                        + "<span><b>—</b>: not read</span></p>\n<p>Generated by Keyway from the annotations of ")
                .append(data.entities().stream().map(entity -> "<code>" + esc(entity.type().canonicalName()) + "</code>")
                        .collect(Collectors.joining(", ")))
                .append(". The items are made up from the components' types; their keys are encoded as the generated code "
                        + "encodes them.</p>\n</footer>\n</body>\n</html>\n");
        return out.toString();
    }

    // ---- header and entities ---------------------------------------------------------------

    private void header(StringBuilder out) {
        long local = table.indexes().stream().filter(TableModel.TableIndex::local).count();
        long global = table.indexes().size() - local + table.multiAttributeIndexes().size();
        long patterns = data.entities().stream().mapToLong(entity -> entity.accessPatterns().size()).sum();
        out.append("<header>\n<h1>Table <code>").append(esc(table.name())).append("</code></h1>\n")
                .append("<p class=\"lead\">The single-table design of ").append(data.entities().size())
                .append(data.entities().size() == 1 ? " entity" : " entities").append(", generated by Keyway with the table class <code>")
                .append(esc(table.type().canonicalName())).append("</code>, shown with ").append(SampleData.ITEMS_PER_ENTITY)
                .append(" made-up items per entity. <code>").append(esc(table.type().simpleName()))
                .append(".md</code> describes the same design in text.</p>\n<ul class=\"facts\">\n")
                .append("<li>partition key <code>").append(esc(table.partitionKeyAttribute())).append("</code></li>\n");
        table.sortKeyAttribute().ifPresent(attribute ->
                out.append("<li>sort key <code>").append(esc(attribute)).append("</code></li>\n"));
        out.append("<li>entity type <code>").append(esc(table.typeAttribute())).append("</code></li>\n")
                .append("<li>").append(global).append(global == 1 ? " global index" : " global indexes").append("</li>\n")
                .append(local == 0 ? "" : "<li>" + local + (local == 1 ? " local index" : " local indexes") + "</li>\n")
                .append(vectors.isEmpty() ? "" : "<li>" + vectors.size() + (vectors.size() == 1 ? " vector index"
                        : " vector indexes") + "</li>\n")
                .append("<li>").append(patterns).append(patterns == 1 ? " access pattern" : " access patterns").append("</li>\n");
        if (!collections.isEmpty()) {
            out.append("<li>").append(collections.size()).append(collections.size() == 1 ? " item collection" : " item collections")
                    .append("</li>\n");
        }
        table.ttlAttribute().ifPresent(attribute ->
                out.append("<li>time to live on <code>").append(esc(attribute)).append("</code></li>\n"));
        table.stream().ifPresent(stream -> out.append("<li>stream of <code>").append(esc(stream.view()))
                .append("</code>, read by <code>").append(esc(stream.changes().simpleName())).append("</code></li>\n"));
        if (table.settings().isEmpty()) {
            out.append("<li>billing on demand</li>\n");
        } else {
            for (TableSettingsRows.Row row : TableSettingsRows.of(table.settings())) {
                out.append("<li class=\"setting\" data-setting=\"").append(esc(row.property())).append("\">")
                        .append(esc(row.setting())).append(" <code>").append(esc(row.value())).append("</code></li>\n");
            }
        }
        out.append("</ul>\n<nav><a href=\"#entities\">Entities</a><a href=\"#table\">The table</a>");
        List<String> indexNames = new ArrayList<>(table.indexes().stream().map(TableModel.TableIndex::name).toList());
        table.multiAttributeIndexes().forEach(index -> indexNames.add(index.name()));
        vectors.forEach(row -> indexNames.add(row.index().name()));
        for (String name : indexNames) {
            out.append("<a href=\"#").append(ids.get(key(name))).append("\">").append(esc(name)).append("</a>");
        }
        out.append("<a href=\"#access-patterns\">Access patterns</a>");
        if (!collections.isEmpty()) {
            out.append("<a href=\"#collections\">Item collections</a>");
        }
        out.append("</nav>\n</header>\n");
    }

    private void entities(StringBuilder out) {
        out.append("<section id=\"entities\">\n<h2>Entities</h2>\n<div class=\"cards\">\n");
        for (EntityModel entity : data.entities()) {
            out.append("<article class=\"card e").append(colours.get(entity)).append("\" id=\"").append(ids.get(key(entity)))
                    .append("\" data-entity=\"").append(esc(entity.typeName())).append("\">\n<h3><span class=\"badge\">")
                    .append(esc(entity.typeName())).append("</span> <code>").append(esc(entity.type().canonicalName()))
                    .append("</code></h3>\n<dl>\n");
            term(out, table.partitionKeyAttribute(), template(entity.partitionKey()));
            entity.sortKey().ifPresent(key -> term(out, key.attribute(), template(key)));
            for (IndexModel index : entity.indexes()) {
                List<String> keys = new ArrayList<>();
                if (!index.local()) {
                    keys.add(template(index.partitionKey()));
                }
                index.sortKey().ifPresent(key -> keys.add(template(key)));
                term(out, index.name(), String.join(" / ", keys));
            }
            entity.multiAttributeIndexes().forEach(index -> term(out, index.name(), "<code>"
                    + esc(SheetIndexSections.keys(index)) + "</code>"));
            entity.vectorIndexes().forEach(index -> term(out, index.name(), "vector <code>" + esc(index.attribute())
                    + "</code>, " + index.dimensions() + " dimensions, " + index.distance()));
            entity.version().ifPresent(version -> term(out, "version", "<code>" + esc(version.name()) + "</code>"));
            entity.ttl().ifPresent(ttl -> term(out, "time to live", "<code>" + esc(ttl.name()) + "</code>"));
            if (!entity.uniques().isEmpty()) {
                term(out, "unique", entity.uniques().stream().map(unique -> "<code>" + esc(unique.name()) + "</code>")
                        .collect(Collectors.joining(", ")));
            }
            for (CollectionModel collection : collections) {
                if (collection.entities().contains(entity)) {
                    term(out, "collection", "<a href=\"#" + ids.get(key(collection)) + "\"><code>"
                            + esc(collection.type().simpleName()) + "</code></a>");
                }
            }
            String keyParameters = entity.primaryKeyComponents().stream().map(ComponentModel::name)
                    .collect(Collectors.joining(", "));
            String record = Naming.entityParameter(entity);
            term(out, "repository", "<code>" + esc(Naming.repository(entity).simpleName()) + "</code>");
            out.append("</dl>\n<ul>\n<li><code>get(").append(esc(keyParameters)).append(")</code>, <code>delete(")
                    .append(esc(keyParameters)).append(")</code>, <code>update(").append(esc(keyParameters))
                    .append(")</code></li>\n<li><code>put(").append(esc(record)).append(")</code>, <code>create(")
                    .append(esc(record)).append(")</code>, <code>scan()</code></li>\n");
            for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
                out.append("<li><a href=\"#").append(ids.get(key(entity, pattern))).append("\"><code>")
                        .append(esc(signature(entity, pattern))).append("</code></a> on ")
                        .append(pattern.index().map(index -> "<code>" + esc(index) + "</code>").orElse("the table"))
                        .append("</li>\n");
            }
            for (AccessPatternModel pattern : entity.multiAttributeAccessPatterns()) {
                String index = pattern.index().orElseThrow();
                out.append("<li><a href=\"#").append(ids.get(key(index))).append("\"><code>")
                        .append(esc(SheetIndexSections.call(entity.multiAttributeIndex(index).orElseThrow(), pattern)))
                        .append("</code></a> on <code>").append(esc(index)).append("</code></li>\n");
            }
            for (VectorIndexDesignRows.Row row : vectors) {
                if (row.entity().equals(entity)) {
                    for (String search : row.searches()) {
                        out.append("<li><a href=\"#").append(ids.get(key(row.index().name()))).append("\"><code>")
                                .append(esc(search)).append("</code></a> on <code>").append(esc(row.index().name()))
                                .append("</code></li>\n");
                    }
                }
            }
            out.append("</ul>\n</article>\n");
        }
        out.append("</div>\n</section>\n");
    }

    private static void term(StringBuilder out, String term, String definition) {
        out.append("<dt>").append(esc(term)).append("</dt><dd>").append(definition).append("</dd>\n");
    }

    /** A key's template, with the shard suffix and count of a sharded key. */
    private static String template(KeyModel key) {
        String text = "<code>" + esc(key.template().source() + (key.sharding().isPresent() ? key.template().delimiter() + "<shard>" : "")) + "</code>";
        if (key.sharding().isEmpty()) {
            return text;
        }
        KeyModel.Sharding sharding = key.sharding().get();
        return text + " <span class=\"note\">" + sharding.shards() + " shards, "
                + sharding.by().map(by -> "by a hash of <code>" + esc(by.name()) + "</code>").orElse("picked at random")
                + "</span>";
    }

    private static String signature(EntityModel entity, AccessPatternModel pattern) {
        KeyModel key = pattern.index().flatMap(entity::index).map(IndexModel::partitionKey).orElse(entity.partitionKey());
        return pattern.name() + "(" + key.template().components().stream().map(ComponentModel::name)
                .collect(Collectors.joining(", ")) + ")";
    }

    // ---- views -----------------------------------------------------------------------------

    private void index(StringBuilder out, TableModel.TableIndex index) {
        List<SampleItem> items = SampleQuery.inIndex(data, Optional.of(index.name()));
        ProjectionModel projection = index.projection();
        String users = data.entities().stream().filter(entity -> entity.index(index.name()).isPresent())
                .map(entity -> "<a href=\"#" + ids.get(key(entity)) + "\">" + esc(entity.typeName()) + "</a>")
                .collect(Collectors.joining(", "));
        out.append("<section id=\"").append(ids.get(key(index.name()))).append("\" data-index=\"").append(esc(index.name()))
                .append("\">\n<h2>").append(index.local() ? "Local" : "Global").append(" index <code>")
                .append(esc(index.name())).append("</code></h2>\n<p>Partition key <code>")
                .append(esc(index.partitionKeyAttribute())).append("</code>")
                .append(index.sortKeyAttribute().map(attribute -> ", sort key <code>" + esc(attribute) + "</code>").orElse(""))
                .append(", projection <code>").append(projection.kind()).append("</code>")
                .append(projection.complete() ? "" : " (queries fetch whole items from the table)")
                .append(". Keys of ").append(users.isEmpty() ? "no entity" : users).append(". It holds ")
                .append(items.size()).append(" of the ").append(data.items().size())
                .append(" items: an item without the index's keys is not in it.</p>\n");
        items(out, Optional.of(index.name()), items, null);
        out.append("</section>\n");
    }

    /** The query's section: its call, key condition and filter, and the partitions it reads with the rows marked. */
    private void query(StringBuilder out, SampleQuery query, AccessPatternModel pattern, CollectionModel collection) {
        EntityModel entity = query.entity();
        String owner = collection != null ? collection.generated().simpleName() : Naming.repository(entity).simpleName();
        String key = collection != null ? key(collection) : key(entity, pattern);
        String partitionAttribute = query.partitionKey().attribute();
        out.append("<section class=\"query\" id=\"").append(ids.get(key)).append("\" data-entity=\"")
                .append(esc(entity.typeName())).append("\" data-record=\"").append(esc(entity.type().canonicalName()))
                .append("\" data-owner=\"").append(esc(owner)).append("\" data-method=\"").append(esc(query.method()))
                .append("\"");
        query.index().ifPresent(index -> out.append(" data-index=\"").append(esc(index)).append("\""));
        out.append(" data-partition-attribute=\"").append(esc(partitionAttribute)).append("\"");
        query.sortKey().ifPresent(sort -> out.append(" data-sort-attribute=\"").append(esc(sort.attribute())).append("\""));
        out.append(">\n<h3>");
        if (collection != null) {
            out.append(collection.entities().stream().map(member -> badge(member)).collect(Collectors.joining(" ")));
        } else {
            out.append(badge(entity));
        }
        out.append(" <code>").append(esc(owner)).append('.').append(esc(query.method())).append('(')
                .append(esc(String.join(", ", query.partitionKey().template().components().stream()
                        .map(ComponentModel::name).toList()))).append(")</code></h3>\n<div class=\"condition\"><dl>\n");
        List<String> arguments = new ArrayList<>();
        for (ComponentModel component : query.partitionKey().template().components()) {
            Object value = query.arguments().get(component.name());
            arguments.add(value == null ? "" : "<code class=\"argument\" data-name=\"" + esc(component.name())
                    + "\" data-value=\"" + esc(SheetValues.raw(value)) + "\">" + esc(SheetValues.java(value, component.type()))
                    + "</code>");
        }
        term(out, "example", "<code>" + esc(query.method()) + "(</code>" + String.join("<code>, </code>", arguments)
                + "<code>)</code>");
        term(out, "reads", query.index().map(index -> "index <code>" + esc(index) + "</code>").orElse("the table"));
        String prefix = query.sortKey().filter(sort -> !query.sortKeyPrefix().isEmpty())
                .map(sort -> " AND begins_with(" + esc(sort.attribute()) + ", \"<span class=\"prefix\">"
                        + esc(query.sortKeyPrefix()) + "</span>\")").orElse("");
        term(out, "key condition", query.partitionKeys().isEmpty() ? "no sample item of this entity is in the index"
                : query.partitionKeys().stream().map(partition -> "<code>" + esc(partitionAttribute) + " = \"<span class=\"partition\">"
                        + esc(partition) + "</span>\"" + prefix + "</code>").collect(Collectors.joining("<br>"))
                + (query.partitionKeys().size() > 1 ? " <span class=\"note\">one query per shard, merged in sort-key order</span>" : ""));
        if (!query.types().isEmpty()) {
            term(out, "filter", "<code>" + esc(table.typeAttribute()) + (query.types().size() == 1 ? " = " : " IN (")
                    + query.types().stream().map(type -> "\"<span class=\"type\">" + esc(type) + "</span>\"")
                    .collect(Collectors.joining(", ")) + (query.types().size() == 1 ? "" : ")") + "</code>"
                    + (collection == null ? " <span class=\"note\">nothing in the key tells the entities apart</span>" : ""));
        }
        List<String> options = new ArrayList<>();
        options.add(pattern != null && pattern.descending() ? "descending" : "ascending");
        if (pattern != null && pattern.consistentRead()) {
            options.add("strongly consistent");
        }
        if (query.index().map(index -> !SampleQuery.tableIndex(table, index).projection().complete()).orElse(false)) {
            options.add("fetches whole items from the table");
        }
        term(out, "order", String.join(", ", options));
        long returned = query.view().stream().filter(query::returns).count();
        term(out, "returns", returned + (returned == 1 ? " item" : " items"));
        out.append("</dl></div>\n");
        boolean descending = pattern != null && pattern.descending();
        List<SampleItem> rows = new ArrayList<>(query.view());
        query.sortKey().ifPresent(sort -> rows.sort(Comparator.comparing(
                (SampleItem item) -> item.text(sort.attribute()).orElse(""), SampleQuery::utf8)));
        if (descending) {
            java.util.Collections.reverse(rows);
        }
        items(out, query.index(), rows, query);
        out.append("</section>\n");
    }

    private String badge(EntityModel entity) {
        return "<a class=\"badge e" + colours.get(entity) + "\" href=\"#" + ids.get(key(entity)) + "\">" + esc(entity.typeName()) + "</a>";
    }

    /** A table of items seen through the index (the table for none); with a query, its marks in a first column. */
    private void items(StringBuilder out, Optional<String> index, List<SampleItem> items, SampleQuery query) {
        List<String> keys = new ArrayList<>();
        keys.add(SampleQuery.partitionAttribute(table, index));
        SampleQuery.sortAttribute(table, index).ifPresent(keys::add);
        List<String> after = new ArrayList<>();
        if (index.isPresent()) {
            after.add(table.partitionKeyAttribute());
            table.sortKeyAttribute().ifPresent(after::add);
        } else {
            for (TableModel.TableIndex tableIndex : table.indexes()) {
                if (!tableIndex.local()) {
                    after.add(tableIndex.partitionKeyAttribute());
                }
                tableIndex.sortKeyAttribute().ifPresent(after::add);
            }
            table.multiAttributeIndexes().forEach(multi -> multi.attributes().forEach(key -> {
                if (!after.contains(key.attribute())) { // stored attributes, which several indexes may share
                    after.add(key.attribute());
                }
            }));
        }
        after.removeAll(keys);
        if (query != null) { // a query's table leaves out the index keys none of its rows has
            after.removeIf(key -> items.stream().noneMatch(item -> item.attributes().containsKey(key)));
        }
        Optional<ProjectionModel> projection = index.map(name -> SampleQuery.tableIndex(table, name).projection());
        out.append("<div class=\"scroll\"><table class=\"items\">\n<thead><tr>");
        if (query != null) {
            out.append("<th>read</th>");
        }
        for (String key : keys) {
            out.append("<th data-role=\"key\">").append(esc(key)).append("</th>");
        }
        out.append("<th data-role=\"type\">").append(esc(table.typeAttribute())).append("</th>");
        for (String key : after) {
            out.append("<th>").append(esc(key)).append("</th>");
        }
        out.append("<th>").append(projection.filter(kind -> !kind.complete()).isPresent()
                ? "projected attributes" : "other attributes").append("</th></tr></thead>\n<tbody>\n");
        String previous = null;
        for (SampleItem item : items) {
            String partition = item.text(keys.get(0)).orElse("");
            boolean first = !partition.equals(previous);
            previous = partition;
            String mark = query == null ? null : query.returns(item) ? "read" : query.reads(item) ? "filtered" : "skipped";
            out.append("<tr class=\"e").append(colours.get(item.entity())).append(first ? " first" : "")
                    .append(mark == null ? "" : " " + mark).append("\" data-entity=\"").append(esc(item.entity().typeName()))
                    .append("\">");
            if (mark != null) {
                out.append("<td class=\"mark\">").append(switch (mark) {
                    case "read" -> "✓ returned";
                    case "filtered" -> "filtered out";
                    default -> "—";
                }).append("</td>");
            }
            for (int k = 0; k < keys.size(); k++) {
                cell(out, keys.get(k), item, k == 0 && !first ? "key same" : "key");
            }
            out.append("<td data-attribute=\"").append(esc(table.typeAttribute())).append("\">").append(badge(item.entity()))
                    .append("</td>");
            for (String key : after) {
                cell(out, key, item, "key");
            }
            out.append("<td>");
            item.attributes().forEach((name, value) -> {
                boolean shown = keys.contains(name) || after.contains(name) || name.equals(table.typeAttribute());
                boolean projected = projection.map(kind -> kind.complete() || kind.attributes().contains(name)).orElse(true);
                if (!shown && projected) {
                    out.append("<span class=\"attr\"><b>").append(esc(name)).append("</b>").append(esc(value.display()))
                            .append("</span>");
                }
            });
            out.append("</td></tr>\n");
        }
        out.append("</tbody>\n</table></div>\n");
    }

    private static void cell(StringBuilder out, String attribute, SampleItem item, String classes) {
        out.append("<td class=\"").append(classes).append("\" data-attribute=\"").append(esc(attribute)).append("\">")
                .append(esc(item.text(attribute).orElse("")).replace("#", "#<wbr>")).append("</td>");
    }

    // ---- text ------------------------------------------------------------------------------

    private static String key(EntityModel entity) {
        return "entity:" + entity.type().canonicalName();
    }

    private static String key(EntityModel entity, AccessPatternModel pattern) {
        return "pattern:" + entity.type().canonicalName() + "." + pattern.name();
    }

    private static String key(String index) {
        return "index:" + index;
    }

    private static String key(CollectionModel collection) {
        return "collection:" + collection.type().canonicalName();
    }

    /** A unique element id from a readable name. */
    private void id(String owner, String name) {
        String base = name.replaceAll("[^A-Za-z0-9_-]", "_");
        String id = base;
        for (int n = 2; !takenIds.add(id); n++) {
            id = base + "-" + n;
        }
        ids.put(owner, id);
    }

    /** Text or attribute value with HTML's special characters escaped. */
    static String esc(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
