package dev.keyway.processor.write;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes {@code <Table>Table.workbench.json}: the table as a data model that NoSQL Workbench
 * for DynamoDB imports, in the format its own exports and AWS's published sample models use
 * (model format {@code "Version": "3.0"}):
 *
 * <pre>{@code
 * {
 *   "ModelName": "Shop",
 *   "ModelMetadata": { "Author", "DateCreated", "DateLastModified", "Description", "AWSService", "Version" },
 *   "DataModel": [ {
 *     "TableName": "Shop",
 *     "KeyAttributes": { "PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}, "SortKey": {...} },
 *     "NonKeyAttributes": [ {"AttributeName": "GSI1PK", "AttributeType": "S"}, ... ],
 *     "TableFacets": [ { "FacetName": "Order",
 *                        "KeyAttributeAlias": {"PartitionKeyAlias": "CUSTOMER#<customerId>", "SortKeyAlias": ...},
 *                        "TableData": [ {"PK": {"S": "CUSTOMER#c-1"}, ...} ],
 *                        "NonKeyAttributes": ["GSI1PK", ...], "DataAccess": {"MySql": {}} } ],
 *     "GlobalSecondaryIndexes": [ {"IndexName", "KeyAttributes", "Projection"} ],
 *     "DataAccess": {"MySql": {}},
 *     "BillingMode": "PAY_PER_REQUEST"
 *   } ]
 * }
 * }</pre>
 *
 * <p>One facet per entity, its key aliases the key templates, its table data the entity's
 * {@link SampleData} items in DynamoDB's JSON. Every attribute an item holds is declared in the
 * table's {@code NonKeyAttributes}, as Workbench requires, with one type: an attribute that two
 * entities store with different types keeps the first one's, and the other entity's items leave
 * it out (the description says so). The format has no local secondary indexes (their sort keys
 * are plain attributes here; the description names them) and no time to live; of the table's
 * {@code @TableSettings} it has the billing mode and provisioned capacity only (the description names
 * the others). Its global indexes have one {@code PartitionKey} and one {@code SortKey} attribute
 * each, so an index with a multi-attribute key is left out rather than written as another index,
 * and it has no vector indexes: the description names both, and their attributes stay in the items.
 * The dates are empty, so that one design always gives the same file.
 */
public final class WorkbenchModelWriter {

    private final SampleData data;

    /** A writer for the table of the samples. */
    public WorkbenchModelWriter(SampleData data) {
        this.data = data;
    }

    /** A writer for the table and its entities. */
    public WorkbenchModelWriter(TableModel table, List<EntityModel> entities) {
        this(new SampleData(table, entities));
    }

    /** The model as pretty-printed JSON. */
    public String write() {
        TableModel table = data.table();
        Map<String, String> types = attributeTypes();
        List<String> omitted = new ArrayList<>();
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("ModelName", table.name());
        Map<String, Object> definition = new LinkedHashMap<>();
        definition.put("TableName", table.name());
        definition.put("KeyAttributes", keyAttributes(table.partitionKeyAttribute(), table.sortKeyAttribute()));
        List<Object> nonKey = new ArrayList<>();
        types.forEach((name, type) -> {
            if (!name.equals(table.partitionKeyAttribute()) && !table.sortKeyAttribute().filter(name::equals).isPresent()) {
                nonKey.add(JsonText.object("AttributeName", name, "AttributeType", type));
            }
        });
        definition.put("NonKeyAttributes", nonKey);
        List<Object> facets = new ArrayList<>();
        for (EntityModel entity : data.entities()) {
            facets.add(facet(entity, types, omitted));
        }
        definition.put("TableFacets", facets);
        List<Object> globalIndexes = new ArrayList<>();
        for (TableModel.TableIndex index : table.indexes()) {
            if (!index.local()) {
                globalIndexes.add(JsonText.object("IndexName", index.name(),
                        "KeyAttributes", keyAttributes(index.partitionKeyAttribute(), index.sortKeyAttribute()),
                        "Projection", CloudFormationWriter.projection(table, index)));
            }
        }
        if (!globalIndexes.isEmpty()) {
            definition.put("GlobalSecondaryIndexes", globalIndexes);
        }
        definition.put("DataAccess", JsonText.object("MySql", new LinkedHashMap<>()));
        TableSettingsCode settings = new TableSettingsCode(table.settings());
        definition.put("BillingMode", settings.billingMode());
        if (settings.provisioned()) { // the format's only other table setting: the rest are not in it
            definition.put("ProvisionedCapacitySettings", settings.workbenchCapacity());
        }
        Map<String, Object> metadata = new LinkedHashMap<>();
        metadata.put("Author", "Keyway");
        metadata.put("DateCreated", "");
        metadata.put("DateLastModified", "");
        metadata.put("Description", description(omitted));
        metadata.put("AWSService", "Amazon DynamoDB");
        metadata.put("Version", "3.0");
        model.put("ModelMetadata", metadata);
        model.put("DataModel", List.of(definition));
        return JsonText.write(model);
    }

    private Map<String, Object> facet(EntityModel entity, Map<String, String> types, List<String> omitted) {
        TableModel table = data.table();
        Map<String, Object> aliases = new LinkedHashMap<>();
        aliases.put("PartitionKeyAlias", alias(entity.partitionKey()));
        entity.sortKey().ifPresent(key -> aliases.put("SortKeyAlias", alias(key)));
        List<Object> items = new ArrayList<>();
        Set<String> attributes = new LinkedHashSet<>();
        for (SampleItem item : data.items(entity)) {
            Map<String, Object> json = new LinkedHashMap<>();
            item.attributes().forEach((name, value) -> {
                if (!value.type().equals(types.get(name))) {
                    String note = name + " (" + value.type() + ") of " + entity.typeName();
                    if (!omitted.contains(note)) {
                        omitted.add(note);
                    }
                    return;
                }
                json.put(name, value.json());
                if (!name.equals(table.partitionKeyAttribute()) && !table.sortKeyAttribute().filter(name::equals).isPresent()) {
                    attributes.add(name);
                }
            });
            items.add(json);
        }
        Map<String, Object> facet = new LinkedHashMap<>();
        facet.put("FacetName", entity.typeName());
        facet.put("KeyAttributeAlias", aliases);
        facet.put("TableData", items);
        facet.put("NonKeyAttributes", new ArrayList<>(attributes));
        facet.put("DataAccess", JsonText.object("MySql", new LinkedHashMap<>()));
        return facet;
    }

    /** The key's template as the facet's column name; a sharded key shows its {@code #<shard>} suffix. */
    private static String alias(KeyModel key) {
        return key.template().source() + (key.sharding().isPresent() ? "#<shard>" : "");
    }

    /** Every attribute the items hold, with the type the first item storing it gives it. */
    private Map<String, String> attributeTypes() {
        Map<String, String> types = new LinkedHashMap<>();
        TableModel table = data.table();
        types.put(table.partitionKeyAttribute(), "S");
        table.sortKeyAttribute().ifPresent(attribute -> types.put(attribute, "S"));
        for (TableModel.TableIndex index : table.indexes()) {
            types.putIfAbsent(index.partitionKeyAttribute(), "S");
            index.sortKeyAttribute().ifPresent(attribute -> types.putIfAbsent(attribute, "S"));
        }
        types.putIfAbsent(table.typeAttribute(), "S");
        for (SampleItem item : data.items()) {
            item.attributes().forEach((name, value) -> types.putIfAbsent(name, value.type()));
        }
        return types;
    }

    private String description(List<String> omitted) {
        TableModel table = data.table();
        StringBuilder text = new StringBuilder("Generated by Keyway from the annotations of ")
                .append(data.entities().stream().map(entity -> entity.type().canonicalName())
                        .collect(Collectors.joining(", ")))
                .append(". One facet per entity type, its key aliases the key templates, with ")
                .append(SampleData.ITEMS_PER_ENTITY)
                .append(" made-up items per entity whose keys are encoded as Keyway encodes them.");
        List<String> local = table.indexes().stream().filter(TableModel.TableIndex::local)
                .map(index -> index.name() + " (sort key " + index.sortKeyAttribute().orElse("") + ")").toList();
        if (!local.isEmpty()) {
            text.append(" The table's local secondary indexes are not part of this model, which has none: ")
                    .append(String.join(", ", local)).append("; their sort keys are plain attributes here.");
        }
        List<String> converted = new ArrayList<>();
        for (EntityModel entity : data.entities()) {
            for (ComponentModel component : entity.components()) {
                ValueType type = component.type() instanceof ValueType.OptionalType optional ? optional.element()
                        : component.type();
                if (type instanceof ValueType.ConvertedType) {
                    converted.add(entity.typeName() + "." + component.attribute());
                }
            }
        }
        List<String> multi = table.multiAttributeIndexes().stream()
                .map(index -> index.name() + " (" + index.describeTypedKeys() + ")").toList();
        if (!multi.isEmpty()) {
            text.append(" The table's global secondary indexes with multi-attribute keys are not part of this model, "
                    + "whose index keys are one attribute each: ").append(String.join(", ", multi))
                    .append("; their key attributes are plain attributes here.");
        }
        List<String> vectors = VectorIndexDesignRows.of(data.entities()).stream().map(row -> row.index().name() + " on "
                + row.index().attribute() + ", " + row.index().dimensions() + " dimensions, " + row.index().distance()).toList();
        if (!vectors.isEmpty()) {
            text.append(" The table's vector indexes are not part of this model, which has none: ")
                    .append(String.join("; ", vectors)).append('.');
        }
        List<String> settings = TableSettingsRows.of(table.settings()).stream().filter(row -> !row.setting().equals("billing"))
                .map(row -> row.setting() + " " + row.value()).toList();
        if (!settings.isEmpty()) {
            text.append(" Of the table's settings this model has the billing mode and capacity only, not: ")
                    .append(String.join("; ", settings)).append('.');
        }
        if (!converted.isEmpty()) {
            text.append(" Attributes written by a converter are not in the samples: ")
                    .append(String.join(", ", converted)).append('.');
        }
        if (!omitted.isEmpty()) {
            text.append(" NoSQL Workbench gives an attribute one type, so these samples leave out ")
                    .append(String.join(", ", omitted)).append(", stored with another type by another entity.");
        }
        return text.toString();
    }

    private static Map<String, Object> keyAttributes(String partitionKey, Optional<String> sortKey) {
        Map<String, Object> keys = new LinkedHashMap<>();
        keys.put("PartitionKey", JsonText.object("AttributeName", partitionKey, "AttributeType", "S"));
        sortKey.ifPresent(attribute -> keys.put("SortKey", JsonText.object("AttributeName", attribute, "AttributeType", "S")));
        return keys;
    }
}
