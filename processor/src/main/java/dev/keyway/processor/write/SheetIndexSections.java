package dev.keyway.processor.write;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel.KeyAttribute;
import dev.keyway.processor.model.TableModel;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The HTML design sheet's sections of the indexes that are not key templates: a global index with a
 * multi-attribute key (its typed key attributes in order, projection, access patterns and the sample
 * items it holds, in key order) and a vector index (its vector, search schema, projection and
 * searches), and an item collection read from the former. {@link TableSheetWriter} places them and owns the page's ids and colours.
 */
final class SheetIndexSections {

    private final SampleData data;
    private final Function<String, String> indexId;
    private final Function<EntityModel, String> badge;
    private final Function<EntityModel, Integer> colour;

    /**
     * Sections of the samples' table.
     *
     * @param data    the samples
     * @param indexId the element id of an index, by name
     * @param badge   an entity's badge, linking to its card
     * @param colour  an entity's colour number
     */
    SheetIndexSections(SampleData data, Function<String, String> indexId, Function<EntityModel, String> badge,
                       Function<EntityModel, Integer> colour) {
        this.data = data;
        this.indexId = indexId;
        this.badge = badge;
        this.colour = colour;
    }

    /** The index's key attributes with their types, as an entity's card and the section show them. */
    static String keys(MultiAttributeIndexModel index) {
        String partition = typed(index.partition());
        return index.sort().isEmpty() ? partition : partition + " / " + typed(index.sort());
    }

    /** The call of an access pattern on such an index: {@code byRegion(tenant, region)}. */
    static String call(MultiAttributeIndexModel index, AccessPatternModel pattern) {
        return pattern.name() + "(" + index.partition().stream().map(key -> key.component().name())
                .collect(Collectors.joining(", ")) + ")";
    }

    // ---- multi-attribute keys --------------------------------------------------------------

    /** The section of a global index with a multi-attribute key. */
    void multiAttributeIndex(StringBuilder out, MultiAttributeIndexModel index) {
        TableModel table = data.table();
        List<EntityModel> users = data.entities().stream()
                .filter(entity -> entity.multiAttributeIndex(index.name()).isPresent()).toList();
        List<SampleItem> items = itemsIn(index);
        out.append("<section id=\"").append(indexId.apply(index.name())).append("\" data-index=\"").append(esc(index.name()))
                .append("\" data-key=\"multi-attribute\">\n<h2>Global index <code>").append(esc(index.name()))
                .append("</code> <span class=\"note\">multi-attribute key</span></h2>\n<p>Partition key ")
                .append(attributes(index.partition(), "partition"));
        if (!index.sort().isEmpty()) {
            out.append(", sort key ").append(attributes(index.sort(), "sort"));
        }
        out.append(", projection <code>").append(index.projection().kind()).append("</code>")
                .append(index.projection().complete() ? "" : " (holds " + projected(index, table).stream()
                        .map(name -> "<code>" + esc(name) + "</code>").collect(Collectors.joining(", "))
                        + "; queries fetch whole items from the table)")
                .append(". Keys of ").append(users.isEmpty() ? "no entity"
                        : users.stream().map(badge).collect(Collectors.joining(", ")))
                .append(". Each key attribute is an attribute the items store, with its own type; an item missing one "
                        + "of them is not in the index. It holds ").append(items.size()).append(" of the ")
                .append(data.items().size()).append(" items.</p>\n");
        List<String> patterns = new ArrayList<>();
        for (EntityModel entity : users) {
            for (AccessPatternModel pattern : entity.multiAttributeAccessPatterns()) {
                if (pattern.index().orElseThrow().equals(index.name())) {
                    patterns.add("<li data-method=\"" + esc(pattern.name()) + "\">" + badge.apply(entity) + " <code>"
                            + esc(Naming.repository(entity).simpleName() + "." + call(index, pattern)) + "</code>: <code>"
                            + esc(index.partition().stream().map(key -> key.attribute() + " = :" + key.component().name())
                            .collect(Collectors.joining(" AND "))) + "</code>, filter <code>"
                            + esc(table.typeAttribute() + " = \"" + entity.typeName() + "\"") + "</code>"
                            + (index.sort().isEmpty() ? "" : ", then conditions on " + index.sort().stream()
                            .map(key -> "<code>" + esc(key.component().name()) + "</code>")
                            .collect(Collectors.joining(", then ")) + " left to right")
                            + (pattern.descending() ? ", descending" : ", ascending") + "</li>\n");
                }
            }
        }
        out.append("<h3>Access patterns</h3>\n").append(patterns.isEmpty() ? "<p>None declared.</p>\n"
                : "<ul class=\"patterns\">\n" + String.join("", patterns) + "</ul>\n");
        items(out, index, items, null);
        out.append("</section>\n");
    }

    /**
     * The section of an item collection read from a global index with a multi-attribute key: its call,
     * key condition and filter, and the partition of its first sample item, each row marked returned
     * or filtered out.
     */
    void multiAttributeCollection(StringBuilder out, CollectionModel collection, String id) {
        MultiAttributeIndexModel index = collection.multiAttributeIndex().orElseThrow();
        String typeAttribute = data.table().typeAttribute();
        List<SampleItem> inIndex = itemsIn(index);
        Optional<SampleItem> example = inIndex.stream().filter(item -> collection.entities().contains(item.entity())).findFirst();
        List<SampleItem> partition = example.map(first -> inIndex.stream()
                .filter(item -> index.partition().stream().allMatch(key -> item.attributes().get(key.attribute()).display()
                        .equals(first.attributes().get(key.attribute()).display()))).toList()).orElse(List.of());
        String owner = collection.generated().simpleName();
        out.append("<section class=\"query\" id=\"").append(id).append("\" data-owner=\"").append(esc(owner))
                .append("\" data-method=\"query\" data-index=\"").append(esc(index.name()))
                .append("\" data-key=\"multi-attribute\">\n<h3>")
                .append(collection.entities().stream().map(badge).collect(Collectors.joining(" "))).append(" <code>")
                .append(esc(owner)).append(".query(").append(esc(index.partition().stream().map(key -> key.component().name())
                        .collect(Collectors.joining(", ")))).append(")</code></h3>\n<div class=\"condition\"><dl>\n");
        out.append("<dt>reads</dt><dd>index <code>").append(esc(index.name())).append("</code>, a multi-attribute key</dd>\n")
                .append("<dt>key condition</dt><dd>").append(example.isEmpty() ? "no sample item of these entities is in the index"
                        : "<code>" + index.partition().stream().map(key -> esc(key.attribute()) + " = <span class=\"partition\" "
                        + "data-attribute=\"" + esc(key.attribute()) + "\">" + esc(example.get().attributes().get(key.attribute())
                        .display()) + "</span>").collect(Collectors.joining(" AND ")) + "</code>").append("</dd>\n")
                .append("<dt>filter</dt><dd><code>").append(esc(typeAttribute)).append(" IN (").append(collection.entities()
                        .stream().map(entity -> "\"<span class=\"type\">" + esc(entity.typeName()) + "</span>\"")
                        .collect(Collectors.joining(", "))).append(")</code></dd>\n<dt>order</dt><dd>ascending").append(index.sort().isEmpty() ? ""
                        : " by " + index.sort().stream().map(key -> "<code>" + esc(key.attribute()) + "</code>")
                        .collect(Collectors.joining(", then "))).append("</dd>\n");
        long returned = partition.stream().filter(item -> collection.entities().contains(item.entity())).count();
        out.append("<dt>returns</dt><dd>").append(returned).append(returned == 1 ? " item" : " items")
                .append("</dd>\n</dl></div>\n");
        items(out, index, partition, item -> collection.entities().contains(item.entity()));
        out.append("</section>\n");
    }

    /** The items holding every key attribute of the index, by partition attributes, then sort attributes. */
    private List<SampleItem> itemsIn(MultiAttributeIndexModel index) {
        Comparator<SampleItem> order = (a, b) -> 0;
        for (KeyAttribute key : index.attributes()) {
            order = order.thenComparing(item -> item.attributes().get(key.attribute()), SheetIndexSections::compare);
        }
        return data.items().stream()
                .filter(item -> index.attributes().stream().allMatch(key -> item.attributes().containsKey(key.attribute())))
                .sorted(order).toList();
    }

    /** As DynamoDB orders key values: numbers by value, binaries by unsigned byte, strings by code point. */
    private static int compare(SampleValue a, SampleValue b) {
        if (a.type().equals("N") && b.type().equals("N")) {
            return new BigDecimal(a.text()).compareTo(new BigDecimal(b.text()));
        }
        if (a.type().equals("B") && b.type().equals("B")) {
            return java.util.Arrays.compareUnsigned(Base64.getDecoder().decode(a.text()), Base64.getDecoder().decode(b.text()));
        }
        return SampleQuery.utf8(a.display(), b.display());
    }

    /** The items in key order; with {@code returned}, a first column saying which a query returns and which it filters out. */
    private void items(StringBuilder out, MultiAttributeIndexModel index, List<SampleItem> items,
                       java.util.function.Predicate<SampleItem> returned) {
        TableModel table = data.table();
        List<String> keys = index.attributes().stream().map(KeyAttribute::attribute).toList();
        List<String> after = new ArrayList<>(List.of(table.partitionKeyAttribute()));
        table.sortKeyAttribute().ifPresent(after::add);
        after.removeAll(keys);
        List<String> projected = projected(index, table);
        out.append("<div class=\"scroll\"><table class=\"items\">\n<thead><tr>");
        if (returned != null) {
            out.append("<th>read</th>");
        }
        for (KeyAttribute key : index.attributes()) {
            out.append("<th data-role=\"key\" data-type=\"").append(key.type()).append("\" title=\"").append(key.type())
                    .append("\">").append(esc(key.attribute())).append("</th>");
        }
        out.append("<th data-role=\"type\">").append(esc(table.typeAttribute())).append("</th>");
        for (String key : after) {
            out.append("<th>").append(esc(key)).append("</th>");
        }
        out.append("<th>").append(index.projection().complete() ? "other attributes" : "projected attributes")
                .append("</th></tr></thead>\n<tbody>\n");
        String previous = null;
        for (SampleItem item : items) {
            String partition = index.partition().stream().map(key -> item.attributes().get(key.attribute()).display())
                    .collect(Collectors.joining("\u0000"));
            boolean first = !partition.equals(previous);
            previous = partition;
            String mark = returned == null ? "" : returned.test(item) ? " read" : " filtered";
            out.append("<tr class=\"e").append(colour.apply(item.entity())).append(first ? " first" : "").append(mark)
                    .append("\" data-entity=\"").append(esc(item.entity().typeName())).append("\">");
            if (returned != null) {
                out.append("<td class=\"mark\">").append(mark.equals(" read") ? "✓ returned" : "filtered out").append("</td>");
            }
            for (int k = 0; k < keys.size(); k++) {
                boolean same = k < index.partition().size() && !first;
                out.append("<td class=\"key").append(same ? " same" : "").append("\" data-attribute=\"")
                        .append(esc(keys.get(k))).append("\">").append(esc(item.attributes().get(keys.get(k)).display()))
                        .append("</td>");
            }
            out.append("<td data-attribute=\"").append(esc(table.typeAttribute())).append("\">")
                    .append(badge.apply(item.entity())).append("</td>");
            for (String key : after) {
                out.append("<td class=\"key\" data-attribute=\"").append(esc(key)).append("\">")
                        .append(esc(item.text(key).orElse("")).replace("#", "#<wbr>")).append("</td>");
            }
            out.append("<td>");
            item.attributes().forEach((name, value) -> {
                boolean shown = keys.contains(name) || after.contains(name) || name.equals(table.typeAttribute());
                if (!shown && (index.projection().complete() || projected.contains(name))) {
                    out.append("<span class=\"attr\"><b>").append(esc(name)).append("</b>").append(esc(value.display()))
                            .append("</span>");
                }
            });
            out.append("</td></tr>\n");
        }
        out.append("</tbody>\n</table></div>\n");
    }

    /** What an index that does not hold whole items holds besides the keys: the included attributes and the type. */
    private static List<String> projected(MultiAttributeIndexModel index, TableModel table) {
        List<String> names = new ArrayList<>(index.projection().attributes());
        if (!names.contains(table.typeAttribute())) {
            names.add(table.typeAttribute());
        }
        return names;
    }

    private static String attributes(List<KeyAttribute> keys, String role) {
        return keys.stream().map(key -> "<code class=\"key-attribute\" data-role=\"" + role + "\" data-type=\"" + key.type()
                + "\">" + esc(key.attribute()) + "</code> (" + key.type() + ")").collect(Collectors.joining(" + "));
    }

    private static String typed(List<KeyAttribute> keys) {
        return keys.stream().map(key -> key.attribute() + " (" + key.type() + ")").collect(Collectors.joining(" + "));
    }

    // ---- vector indexes --------------------------------------------------------------------

    /** The section of a vector index. */
    void vectorIndex(StringBuilder out, VectorIndexDesignRows.Row row) {
        String typeAttribute = data.table().typeAttribute();
        out.append("<section id=\"").append(indexId.apply(row.index().name())).append("\" data-vector-index=\"")
                .append(esc(row.index().name())).append("\">\n<h2>Vector index <code>")
                .append(esc(row.index().name())).append("</code></h2>\n<div class=\"condition\"><dl>\n");
        term(out, "entity", badge.apply(row.entity()));
        term(out, "vector", "<code data-dimensions=\"" + row.index().dimensions() + "\" data-distance=\""
                + row.index().distance() + "\">" + esc(row.index().attribute()) + "</code>, "
                + row.index().dimensions() + " dimensions, distance <code>" + row.index().distance() + "</code>");
        term(out, "partition key", row.partition().isEmpty() ? "none: a search reads the whole index"
                : "<code>" + esc(row.partition()) + "</code>");
        term(out, "filters", row.filters(typeAttribute).stream().map(filter -> "<code>" + esc(filter) + "</code>")
                .collect(Collectors.joining(", ")) + " <span class=\"note\">equality; Keyway adds <code>"
                + esc(typeAttribute) + "</code> so that a search returns its entity's items only</span>");
        term(out, "projection", "<code>" + esc(row.projection()) + "</code>");
        String owner = Naming.repository(row.entity()).simpleName();
        term(out, "searches", row.searches().isEmpty() ? "none declared" : row.searches().stream()
                .map(search -> "<code>" + esc(owner + "." + search) + "</code>").collect(Collectors.joining("<br>"))
                + " <span class=\"note\"><code>SearchVectors</code>: the k nearest items, nearest first, approximately "
                + "and eventually consistently</span>");
        out.append("</dl></div>\n</section>\n");
    }

    private static void term(StringBuilder out, String term, String definition) {
        out.append("<dt>").append(esc(term)).append("</dt><dd>").append(definition).append("</dd>\n");
    }

    private static String esc(String text) {
        return TableSheetWriter.esc(text);
    }
}
