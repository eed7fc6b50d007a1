package dev.keyway.processor.write;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.NestedRecordModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.ValueType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Made-up items of a table, {@value #ITEMS_PER_ENTITY} per entity, for the design artifacts to
 * show real key shapes ({@code ORDER#2024-05-01T10:00:00.000000000Z#o-1}). The same model always
 * gives the same items: every value follows from the entity, the component's name and type and
 * the item's number, never from time or a hash table's order.
 *
 * <p>Values are chosen so that the views are populated: components of the partition key repeat
 * (the first two items of an entity share a partition) while the sort key tells them apart; a
 * component named {@code customerId} takes the values of a {@code CUSTOMER#<id>} key's {@code id}
 * ({@code c-1}, {@code c-2}), so that entities meet in the partitions they share; an
 * {@code Optional} is empty in the last item, so sparse indexes leave it out; a {@code @Unique}
 * value differs in every item; a {@code @Ttl} lies far in the future, so that reads return the
 * items. Attributes are stored as the generated {@code toItem} stores them, keys encoded as the
 * runtime encodes them ({@link SampleKeys}). A component stored through a {@code @Convert}
 * converter is not sampled: what the converter writes is known at run time only.
 */
public final class SampleData {

    /** How many items each entity gets. */
    public static final int ITEMS_PER_ENTITY = 3;

    /** An enum constant: its name and ordinal. */
    public record EnumValue(String name, int ordinal) {
    }

    /** A nested record's value: its components' values by name. */
    public record RecordValue(ClassRef type, Map<String, Object> values) {
    }

    private static final Instant BASE_INSTANT = Instant.parse("2024-05-01T10:00:00Z");
    private static final Instant TTL_BASE = Instant.parse("2099-05-01T10:00:00Z");
    private static final List<String> NAMES = List.of("Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson",
            "Edsger Dijkstra", "Barbara Liskov");
    /** Deeper than this, nullable nested records are left null and lists of them empty (recursive records end). */
    private static final int MAX_DEPTH = 3;

    private final TableModel table;
    private final List<EntityModel> entities;
    private final List<SampleItem> items;

    /** The samples of the table's entities (in any order; they are sorted by class name). */
    public SampleData(TableModel table, List<EntityModel> entities) {
        this.table = table;
        this.entities = entities.stream().sorted(Comparator.comparing(entity -> entity.type().canonicalName())).toList();
        List<SampleItem> all = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        for (EntityModel entity : this.entities) {
            for (int i = 0; i < ITEMS_PER_ENTITY; i++) {
                SampleItem item = item(entity, i);
                // A key of few values (a boolean, a one-constant enum) can repeat: the item would replace the first.
                if (item != null && keys.add(item.text(table.partitionKeyAttribute()).orElseThrow() + "\n"
                        + table.sortKeyAttribute().flatMap(item::text).orElse(""))) {
                    all.add(item);
                }
            }
        }
        this.items = List.copyOf(all);
    }

    /** The table. */
    public TableModel table() {
        return table;
    }

    /** The entities, by class name. */
    public List<EntityModel> entities() {
        return entities;
    }

    /** Every item, entity by entity. */
    public List<SampleItem> items() {
        return items;
    }

    /** The items of one entity. */
    public List<SampleItem> items(EntityModel entity) {
        return items.stream().filter(item -> item.entity().equals(entity)).toList();
    }

    // ---- one item --------------------------------------------------------------------------

    /** The entity's item {@code i} (from 0), or {@code null} if a primary-key component has no value. */
    private SampleItem item(EntityModel entity, int i) {
        Values values = new Values(entity, i);
        Map<String, Object> components = new LinkedHashMap<>();
        for (ComponentModel component : entity.components()) {
            components.put(component.name(), values.of(component));
        }
        Map<String, SampleValue> attributes = new LinkedHashMap<>();
        // In the order toItem writes them: the table's keys, each index's keys, the type, the components.
        if (!put(attributes, entity.partitionKey(), components, i)
                || (entity.sortKey().isPresent() && !put(attributes, entity.sortKey().get(), components, i))) {
            return null;
        }
        for (IndexModel index : entity.indexes()) {
            List<KeyModel> keys = new ArrayList<>();
            if (!index.local()) {
                keys.add(index.partitionKey());
            }
            index.sortKey().ifPresent(keys::add);
            if (keys.stream().allMatch(key -> SampleKeys.hasValues(key, components))) {
                keys.forEach(key -> put(attributes, key, components, i));
            }
        }
        attributes.put(table.typeAttribute(), SampleValue.s(entity.typeName()));
        for (ComponentModel component : entity.components()) {
            SampleValue stored = stored(component.type(), components.get(component.name()), entity.nestedRecords());
            if (stored != null) {
                attributes.put(component.attribute(), stored);
            }
        }
        return new SampleItem(entity, i + 1, components, attributes);
    }

    private static boolean put(Map<String, SampleValue> attributes, KeyModel key, Map<String, Object> values, int i) {
        // A key sharded at random gets the shards 0, 1, 2, ... in turn: the runtime picks one per write.
        String text = SampleKeys.key(key, values, key.sharding().map(sharding -> i % sharding.shards()).orElse(0));
        if (text == null) {
            return false;
        }
        attributes.put(key.attribute(), SampleValue.s(text));
        return true;
    }

    /** A value as the generated schema stores it, or {@code null} when it leaves the attribute out. */
    static SampleValue stored(ValueType type, Object value, List<NestedRecordModel> nestedRecords) {
        if (value == null || value instanceof Optional<?> optional && optional.isEmpty()) {
            return null;
        }
        if (type instanceof ValueType.OptionalType optional) {
            return stored(optional.element(), ((Optional<?>) value).get(), nestedRecords);
        }
        if (type instanceof ValueType.EnumType) {
            return SampleValue.s(((EnumValue) value).name());
        }
        if (type instanceof ValueType.ScalarType scalar) {
            return scalar(scalar.scalar(), value);
        }
        if (type instanceof ValueType.ListType list) {
            List<SampleValue> elements = new ArrayList<>();
            ((List<?>) value).forEach(element -> elements.add(stored(list.element(), element, nestedRecords)));
            return new SampleValue("L", elements);
        }
        if (type instanceof ValueType.SetType set) {
            List<String> elements = new ArrayList<>();
            ((Set<?>) value).forEach(element -> elements.add((String) scalar(set.element().scalar(), element).content()));
            Scalar element = set.element().scalar();
            return elements.isEmpty() ? null
                    : new SampleValue(element == Scalar.STRING ? "SS" : element.numeric() ? "NS" : "BS", elements);
        }
        if (type instanceof ValueType.MapType map) {
            Map<String, SampleValue> entries = new LinkedHashMap<>();
            ((Map<?, ?>) value).forEach((name, element) ->
                    entries.put((String) name, stored(map.value(), element, nestedRecords)));
            return new SampleValue("M", entries);
        }
        if (type instanceof ValueType.RecordType) {
            RecordValue record = (RecordValue) value;
            Map<String, SampleValue> entries = new LinkedHashMap<>();
            for (ComponentModel component : nested(nestedRecords, record.type()).components()) {
                SampleValue nested = stored(component.type(), record.values().get(component.name()), nestedRecords);
                if (nested != null) {
                    entries.put(component.attribute(), nested);
                }
            }
            return new SampleValue("M", entries);
        }
        return null; // a converted value is not sampled
    }

    private static NestedRecordModel nested(List<NestedRecordModel> nestedRecords, ClassRef type) {
        return nestedRecords.stream().filter(model -> model.type().equals(type)).findFirst().orElseThrow();
    }

    private static SampleValue scalar(Scalar scalar, Object value) {
        return switch (scalar) {
            case STRING -> SampleValue.s((String) value);
            case BOOLEAN -> new SampleValue("BOOL", value);
            case INSTANT, LOCAL_DATE, LOCAL_DATE_TIME -> SampleValue.s(SampleKeys.encode(value, false));
            case UUID -> SampleValue.s(value.toString());
            case EPOCH_SECONDS -> SampleValue.n(Long.toString(((Instant) value).getEpochSecond()));
            case BYTES, SDK_BYTES, BYTE_BUFFER -> new SampleValue("B", Base64.getEncoder().encodeToString((byte[]) value));
            default -> SampleValue.n(value.toString()); // integral, float, double, BigDecimal, BigInteger
        };
    }

    // ---- values ----------------------------------------------------------------------------

    /** The values of one item of an entity. */
    private static final class Values {

        private final EntityModel entity;
        private final int i;
        private final Set<ComponentModel> partition = new LinkedHashSet<>();
        private final Set<ComponentModel> sort = new LinkedHashSet<>();
        private final Set<ComponentModel> indexPartitions = new LinkedHashSet<>();
        private final List<KeyModel> keys = new ArrayList<>();
        private final List<String> times = new ArrayList<>();

        Values(EntityModel entity, int i) {
            this.entity = entity;
            this.i = i;
            partition.addAll(entity.partitionKey().template().components());
            entity.sortKey().ifPresent(key -> sort.addAll(key.template().components()));
            keys.add(entity.partitionKey());
            entity.sortKey().ifPresent(keys::add);
            Set<ComponentModel> distinctIndexPartitions = new LinkedHashSet<>();
            for (IndexModel index : entity.indexes()) {
                if (!index.local()) {
                    List<ComponentModel> components = index.partitionKey().template().components();
                    boolean sorted = index.sortKey().map(key -> !components.containsAll(key.template().components()))
                            .orElse(false);
                    (sorted ? indexPartitions : distinctIndexPartitions).addAll(components);
                    keys.add(index.partitionKey());
                }
                index.sortKey().ifPresent(keys::add);
            }
            // An index partition whose sort key cannot tell items apart gets one item per partition.
            indexPartitions.removeAll(distinctIndexPartitions);
            for (ComponentModel component : entity.components()) {
                ValueType type = component.type().keyType();
                if (type instanceof ValueType.ScalarType scalar && (scalar.scalar() == Scalar.INSTANT
                        || scalar.scalar() == Scalar.LOCAL_DATE || scalar.scalar() == Scalar.LOCAL_DATE_TIME)) {
                    times.add(component.name());
                }
            }
        }

        /**
         * The number the component's value is made from: partition-key components repeat (1, 1, 2)
         * where the sort key tells items apart, of the table and of the indexes; everything else
         * counts 1, 2, 3.
         */
        int number(ComponentModel component) {
            int distinct = i + 1;
            int grouped = i < 2 ? 1 : 2;
            if (entity.uniques().contains(component)) {
                return distinct;
            }
            if (partition.contains(component)) {
                return partition.containsAll(sort) ? distinct : grouped;
            }
            if (sort.contains(component)) {
                return distinct;
            }
            return indexPartitions.contains(component) ? grouped : distinct;
        }

        Object of(ComponentModel component) {
            if (entity.ttl().filter(component::equals).isPresent()) {
                Instant ttl = TTL_BASE.plusSeconds(86_400L * i);
                return component.type() instanceof ValueType.ScalarType scalar && scalar.scalar() == Scalar.LONG
                        ? (Object) ttl.getEpochSecond() : ttl;
            }
            if (entity.version().filter(component::equals).isPresent()) {
                return ((ValueType.ScalarType) component.type()).scalar() == Scalar.INT ? (Object) 1 : (Object) 1L;
            }
            return value(component.name(), component.type(), number(component), 0);
        }

        private Object value(String name, ValueType type, int k, int depth) {
            if (type instanceof ValueType.OptionalType optional) {
                // The last item goes without, so that a sparse index built from it leaves that item out.
                return i == ITEMS_PER_ENTITY - 1 ? Optional.empty()
                        : Optional.ofNullable(value(name, optional.element(), k, depth));
            }
            if (type instanceof ValueType.EnumType enumType) {
                List<String> constants = enumType.constants();
                return constants.isEmpty() ? null : new EnumValue(constants.get((k - 1) % constants.size()),
                        (k - 1) % constants.size());
            }
            if (type instanceof ValueType.ScalarType scalar) {
                return scalar(name, scalar.scalar(), k);
            }
            if (type instanceof ValueType.ListType list) {
                Object element = depth >= MAX_DEPTH && list.element() instanceof ValueType.RecordType ? null
                        : value(name, list.element(), k, depth + 1);
                return element == null ? List.of() : List.of(element);
            }
            if (type instanceof ValueType.SetType set) {
                return new LinkedHashSet<>(List.of(value(name, set.element(), k, depth + 1)));
            }
            if (type instanceof ValueType.MapType map) {
                Object element = depth >= MAX_DEPTH && map.value() instanceof ValueType.RecordType ? null
                        : value(name, map.value(), k, depth + 1);
                Map<String, Object> entries = new LinkedHashMap<>();
                if (element != null) {
                    entries.put("key" + k, element);
                }
                return entries;
            }
            if (type instanceof ValueType.RecordType record) {
                return depth >= MAX_DEPTH ? null : record(record.type(), k, depth + 1);
            }
            return null; // converted: what the converter writes is known at run time only
        }

        private RecordValue record(ClassRef type, int k, int depth) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (ComponentModel component : nested(entity.nestedRecords(), type).components()) {
                values.put(component.name(), value(component.name(), component.type(), k, depth));
            }
            return new RecordValue(type, values);
        }

        private Object scalar(String name, Scalar scalar, int k) {
            int time = Math.max(0, times.indexOf(name));
            Instant instant = BASE_INSTANT.plusSeconds(86_400L * (k - 1 + 7L * time));
            return switch (scalar) {
                case STRING -> string(name, k);
                case BOOLEAN -> k % 2 == 1;
                case BYTE -> (byte) k;
                case SHORT -> (short) k;
                case INT -> k;
                case LONG -> (long) k;
                case FLOAT -> k + 0.5f;
                case DOUBLE -> k + 0.5d;
                case BIG_DECIMAL -> BigDecimal.valueOf(1000L * k - 10, 2);
                case BIG_INTEGER -> BigInteger.valueOf(1000L * k);
                case INSTANT -> instant;
                case LOCAL_DATE -> LocalDate.ofEpochDay(instant.getEpochSecond() / 86_400);
                case LOCAL_DATE_TIME -> LocalDateTime.ofEpochSecond(instant.getEpochSecond(), 0, java.time.ZoneOffset.UTC);
                case UUID -> java.util.UUID.nameUUIDFromBytes(("keyway:" + stem(name) + "-" + k).getBytes(StandardCharsets.UTF_8));
                case EPOCH_SECONDS -> TTL_BASE.plusSeconds(86_400L * (k - 1));
                case BYTES, SDK_BYTES, BYTE_BUFFER -> (name + "-" + k).getBytes(StandardCharsets.UTF_8);
            };
        }

        private String string(String name, int k) {
            String lower = name.toLowerCase(Locale.ROOT);
            if (lower.contains("email")) {
                return "user-" + k + "@example.com";
            }
            if (inKey(name)) {
                String stem = stem(name);
                return withoutRefused(name, idLike(name) ? stem.substring(0, 1).toLowerCase(Locale.ROOT) + "-" + k
                        : stem + "-" + k);
            }
            if (lower.endsWith("name")) {
                return NAMES.get((k - 1 + Math.floorMod(name.hashCode(), NAMES.size())) % NAMES.size());
            }
            return name + " " + k;
        }

        /** The text without the delimiters a raw key component may not hold ({@code c-1} in a key split at '-': {@code c1}). */
        private String withoutRefused(String name, String text) {
            for (ComponentModel component : entity.components()) {
                if (component.name().equals(name) && component.keyFormat().refusesDelimiters()) {
                    StringBuilder kept = new StringBuilder();
                    String refused = component.keyFormat().delimiters();
                    text.chars().filter(c -> refused.indexOf(c) < 0).forEach(c -> kept.append((char) c));
                    return kept.toString();
                }
            }
            return text;
        }

        private boolean inKey(String name) {
            return keys.stream().anyMatch(key -> key.template().components().stream()
                    .anyMatch(component -> component.name().equals(name)));
        }

        /**
         * What a key value is named after: the component's name without an {@code Id} suffix
         * ({@code customerId}: {@code customer}), or for a bare {@code id} the word before it in
         * its key ({@code CUSTOMER#<id>}: {@code customer}), so that both meet in one partition.
         */
        private String stem(String name) {
            String stem = withoutId(name);
            if (!stem.isEmpty()) {
                return stem;
            }
            for (KeyModel key : keys) {
                List<KeyTemplate.Part> parts = key.template().parts();
                for (int p = 1; p < parts.size(); p++) {
                    if (parts.get(p) instanceof KeyTemplate.Placeholder placeholder
                            && placeholder.component().name().equals(name)
                            && parts.get(p - 1) instanceof KeyTemplate.Literal literal) {
                        String[] words = literal.text().split("[^A-Za-z0-9]+");
                        for (int w = words.length - 1; w >= 0; w--) {
                            if (!words[w].isEmpty() && Character.isLetter(words[w].charAt(0))) {
                                return words[w].toLowerCase(Locale.ROOT);
                            }
                        }
                    }
                }
            }
            return name;
        }

        private static boolean idLike(String name) {
            return !withoutId(name).equals(name);
        }

        private static String withoutId(String name) {
            for (String suffix : List.of("_id", "Id", "ID", "id")) {
                if (name.endsWith(suffix) && (name.length() == suffix.length() || !suffix.equals("id"))) {
                    return name.substring(0, name.length() - suffix.length());
                }
            }
            return name;
        }
    }
}
