package dev.keyway.processor.write;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import java.util.Set;

/** How generated classes, methods and variables are named. */
final class Naming {

    /**
     * Methods of {@code Query}, {@code PartitionQuery} and {@code Object} that a sort-key component's
     * accessor must not shadow or be confused with.
     */
    private static final Set<String> QUERY_METHODS = Set.of("limit", "descending", "ascending", "consistentRead",
            "page", "pages", "stream", "filter", "select", "spec", "range", "orderedRange", "prefixRange",
            "orderedPrefixRange", "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone",
            "finalize");

    private Naming() {
    }

    static ClassRef keys(EntityModel entity) {
        return entity.generated().keys();
    }

    static ClassRef schema(EntityModel entity) {
        return entity.generated().schema();
    }

    static ClassRef repository(EntityModel entity) {
        return entity.generated().repository();
    }

    /**
     * The parameter (or lambda variable) holding a sharded partition key's shard: {@code shard},
     * unless a component of the key already has that name.
     */
    static String shardVariable(dev.keyway.processor.model.KeyModel key) {
        Set<String> taken = new java.util.HashSet<>();
        key.template().components().forEach(component -> taken.add(component.name()));
        String name = "shard";
        for (int n = 2; taken.contains(name); n++) {
            name = "shardNumber" + (n == 2 ? "" : Integer.toString(n));
        }
        return name;
    }

    /** The keys class's shard count of a sharded key, e.g. {@code PARTITION_KEY_SHARDS} for {@code partitionKey}. */
    static String shardCountField(String keyMethod) {
        return upperSnake(keyMethod) + "_SHARDS";
    }

    /** The shard counts the keys class declares: the sharded partition keys of the table and global indexes. */
    static java.util.List<String> shardCountFields(EntityModel entity) {
        java.util.List<String> fields = new java.util.ArrayList<>();
        if (entity.partitionKey().sharding().isPresent()) {
            fields.add(shardCountField("partitionKey"));
        }
        for (IndexModel index : entity.indexes()) {
            if (!index.local() && index.partitionKey().sharding().isPresent()) {
                fields.add(shardCountField(indexMethodPrefix(index.name()) + "PartitionKey"));
            }
        }
        return fields;
    }

    /** The schema's constant for a key without components, e.g. {@code SORT_KEY_VALUE} for {@code sortKey}. */
    static String constantKeyField(String keyMethod) {
        return upperSnake(keyMethod) + "_VALUE";
    }

    /**
     * The keys of an entity that are the same for every item (no component, not sharded), by the
     * name of their key method: the schema writes them from a constant.
     */
    static java.util.Map<String, dev.keyway.processor.model.KeyModel> constantKeys(EntityModel entity) {
        java.util.Map<String, dev.keyway.processor.model.KeyModel> keys = new java.util.LinkedHashMap<>();
        java.util.function.BiConsumer<String, dev.keyway.processor.model.KeyModel> addIfConstant = (method, key) -> {
            if (key.template().components().isEmpty() && key.sharding().isEmpty()) {
                keys.put(method, key);
            }
        };
        addIfConstant.accept("partitionKey", entity.partitionKey());
        entity.sortKey().ifPresent(key -> addIfConstant.accept("sortKey", key));
        for (IndexModel index : entity.indexes()) {
            String prefix = indexMethodPrefix(index.name());
            if (!index.local()) {
                addIfConstant.accept(prefix + "PartitionKey", index.partitionKey());
            }
            index.sortKey().ifPresent(key -> addIfConstant.accept(prefix + "SortKey", key));
        }
        return keys;
    }

    /** The prefix of an index's key methods, e.g. {@code gsi1} for {@code GSI1}. */
    static String indexMethodPrefix(String index) {
        return IndexModel.methodPrefix(index);
    }

    /**
     * User text (templates, table, index and attribute names) made safe inside a javadoc comment:
     * no {@code *}{@code /} that would end it, no backslash that could start a unicode escape, and
     * no control character or line separator (written {@code U+000A}) that would break its line.
     */
    static String doc(String text) {
        StringBuilder safe = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                safe.append("\\\\");
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                safe.append(String.format(java.util.Locale.ROOT, "U+%04X", (int) c));
            } else {
                safe.append(c);
            }
        }
        return safe.toString().replace("*/", "*\\/");
    }

    /**
     * The schema's attribute-reference constants by component: {@code placedAt} gives
     * {@code PLACED_AT}; a name already taken (by {@code INSTANCE}, {@code ENTITY_TYPE}, {@code KEY_TEMPLATES}, a constant
     * key such as {@code SORT_KEY_VALUE}, or another component) gets {@code _ATTRIBUTE}, then a number.
     */
    static java.util.Map<String, String> attributeFields(EntityModel entity) {
        java.util.Set<String> taken = new java.util.HashSet<>(java.util.Set.of("INSTANCE", "ENTITY_TYPE", "TYPE_VALUE",
                "DERIVED_KEYS", "UNIQUE_CONSTRAINTS", "KEY_TEMPLATES"));
        constantKeys(entity).keySet().forEach(method -> taken.add(constantKeyField(method)));
        java.util.Map<String, String> fields = new java.util.LinkedHashMap<>();
        for (var component : entity.components()) {
            String base = upperSnake(component.name());
            String field = base;
            for (int n = 2; !taken.add(field); n++) {
                field = base + "_ATTRIBUTE" + (n == 2 ? "" : Integer.toString(n));
            }
            fields.put(component.name(), field);
        }
        return fields;
    }

    /**
     * The schema's record codec constants by nested record's canonical name: {@code LineItem} gives
     * {@code LINE_ITEM_RECORD}; a name an attribute reference or another constant has gets a number.
     */
    static java.util.Map<String, String> recordCodecFields(EntityModel entity) {
        java.util.Set<String> taken = new java.util.HashSet<>(attributeFields(entity).values());
        taken.addAll(java.util.Set.of("INSTANCE", "ENTITY_TYPE", "TYPE_VALUE", "UNIQUE_CONSTRAINTS"));
        constantKeys(entity).keySet().forEach(method -> taken.add(constantKeyField(method)));
        java.util.Map<String, String> fields = new java.util.LinkedHashMap<>();
        nestedStems(entity.nestedRecords()).forEach((type, stem) -> {
            String base = upperSnake(stem) + "_RECORD";
            String field = base;
            for (int n = 2; !taken.add(field); n++) {
                field = base + n;
            }
            fields.put(type, field);
        });
        return fields;
    }

    /** {@code placedAt} to {@code PLACED_AT}, {@code customerID} to {@code CUSTOMER_ID}. */
    static String upperSnake(String name) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean boundary = i > 0 && Character.isUpperCase(c)
                    && (Character.isLowerCase(name.charAt(i - 1)) || Character.isDigit(name.charAt(i - 1))
                    || (i + 1 < name.length() && Character.isLowerCase(name.charAt(i + 1)) && Character.isUpperCase(name.charAt(i - 1))));
            if (boundary && out.charAt(out.length() - 1) != '_') {
                out.append('_');
            }
            out.append(Character.toUpperCase(c));
        }
        return out.toString();
    }

    /** The schema's field holding one instance of a converter: {@code MoneyConverter} to {@code CONVERTER_MONEY_CONVERTER}. */
    static String converterField(ClassRef converter) {
        return "CONVERTER_" + upperSnake(String.join("", converter.simpleNames()));
    }

    /** {@code placedAt} to {@code PlacedAt}. */
    static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** {@code LineItem} to {@code lineItem}. */
    static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }

    /** The accessor of a sort-key component's conditions: its name, or {@code nameKey} if that is taken. */
    static String componentMethod(String component) {
        return QUERY_METHODS.contains(component) ? component + "Key" : component;
    }

    /** The parameter holding the entity in {@code toItem}: its decapitalized name unless that is taken. */
    static String entityParameter(EntityModel entity) {
        String name = decapitalize(entity.type().simpleName());
        return Set.of("item", "attributes", "value", "nested", "version", "condition", "values").contains(name) || name.startsWith("value")
                || javax.lang.model.SourceVersion.isKeyword(name) ? "entity" : name;
    }

    /**
     * The stems of nested records' converter methods, by canonical name: {@code Order.LineItem}
     * gives {@code orderLineItem}; a stem already taken (a top-level {@code OrderLineItem}, or
     * {@code Line} from two packages) gets a number.
     */
    static java.util.Map<String, String> nestedStems(java.util.List<dev.keyway.processor.model.NestedRecordModel> nested) {
        java.util.Map<String, String> stems = new java.util.LinkedHashMap<>();
        java.util.Set<String> taken = new java.util.HashSet<>();
        for (var record : nested) {
            String base = decapitalize(String.join("", record.type().simpleNames()));
            String stem = base;
            for (int n = 2; !taken.add(stem); n++) {
                stem = base + n;
            }
            stems.put(record.type().canonicalName(), stem);
        }
        return stems;
    }
}
