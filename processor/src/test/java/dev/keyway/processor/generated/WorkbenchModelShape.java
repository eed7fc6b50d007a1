package dev.keyway.processor.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.processor.support.TemplateJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Checks a generated {@code <Table>Table.workbench.json} against the NoSQL Workbench models
 * that AWS publishes (test resources under {@code workbench/}, see the README there): every
 * object has only keys the published models use at that place, with the same kind of value, and
 * every key all of them have (but those that depend on what the model holds); and the model is
 * importable: every attribute of the sample items declared once with the type its values have,
 * well-formed DynamoDB JSON, no duplicate primary keys, index keys declared.
 */
public final class WorkbenchModelShape {

    /** The published models. */
    static final List<String> PUBLISHED = List.of("workbench/RecurringPaymentsSchema.json",
            "workbench/SessionManagementSchema.json");

    /**
     * Keys every published model has that a Keyway model may leave out: the provisioned capacity
     * (Keyway's tables are on demand), the global indexes of a table without any (AWS's
     * ConnectedVehicles model leaves the list out too), and sort keys of tables and indexes without one.
     */
    private static final Set<String> OPTIONAL = Set.of("$.DataModel[].ProvisionedCapacitySettings",
            "$.DataModel[].GlobalSecondaryIndexes", "$.DataModel[].KeyAttributes.SortKey",
            "$.DataModel[].GlobalSecondaryIndexes[].KeyAttributes.SortKey",
            "$.DataModel[].TableFacets[].KeyAttributeAlias.SortKeyAlias");

    private static final Set<String> TYPES = Set.of("S", "N", "B", "BOOL", "SS", "NS", "BS", "L", "M");

    private WorkbenchModelShape() {
    }

    /** Asserts the model's structure and content (see the class comment). */
    @SuppressWarnings("unchecked")
    public static void assertImportable(String json) {
        Map<String, Object> model = (Map<String, Object>) new TemplateJson(json).parse();
        Map<String, Map<String, Set<String>>> published = new TreeMap<>();
        Map<String, Set<String>> required = new TreeMap<>();
        for (String resource : PUBLISHED) {
            shape("$", new TemplateJson(read(resource)).parse(), published, required);
        }
        Map<String, Map<String, Set<String>>> ours = new TreeMap<>();
        shape("$", model, ours, new TreeMap<>());
        ours.forEach((path, keys) -> {
            Map<String, Set<String>> allowed = published.get(path);
            assertNotNull(allowed, () -> "no published model has an object at " + path);
            keys.forEach((key, kinds) -> {
                assertTrue(allowed.containsKey(key), () -> path + "." + key + " is in no published model; they have "
                        + allowed.keySet());
                assertTrue(allowed.get(key).containsAll(kinds), () -> path + "." + key + " is " + kinds
                        + " where the published models have " + allowed.get(key));
            });
            for (String key : required.getOrDefault(path, Set.of())) {
                assertTrue(keys.containsKey(key) || OPTIONAL.contains(path + "." + key),
                        () -> path + " lacks " + key + ", which every published model has");
            }
        });
        Map<String, Object> metadata = (Map<String, Object>) model.get("ModelMetadata");
        assertEquals("3.0", metadata.get("Version"));
        assertEquals("Amazon DynamoDB", metadata.get("AWSService"));
        for (Object table : (List<Object>) model.get("DataModel")) {
            assertTable((Map<String, Object>) table);
        }
    }

    @SuppressWarnings("unchecked")
    private static void assertTable(Map<String, Object> table) {
        Map<String, String> declared = new LinkedHashMap<>();
        Map<String, Object> keyAttributes = (Map<String, Object>) table.get("KeyAttributes");
        String partitionKey = declare(declared, (Map<String, Object>) keyAttributes.get("PartitionKey"));
        String sortKey = keyAttributes.containsKey("SortKey")
                ? declare(declared, (Map<String, Object>) keyAttributes.get("SortKey")) : null;
        for (Object attribute : (List<Object>) table.get("NonKeyAttributes")) {
            declare(declared, (Map<String, Object>) attribute);
        }
        for (Object index : (List<Object>) table.getOrDefault("GlobalSecondaryIndexes", List.of())) {
            Map<String, Object> definition = (Map<String, Object>) index;
            for (Object key : ((Map<String, Object>) definition.get("KeyAttributes")).values()) {
                Map<String, Object> attribute = (Map<String, Object>) key;
                assertEquals(attribute.get("AttributeType"), declared.get((String) attribute.get("AttributeName")),
                        () -> "index key " + attribute + " is not declared with its type");
            }
            Map<String, Object> projection = (Map<String, Object>) definition.get("Projection");
            assertTrue(Set.of("ALL", "INCLUDE", "KEYS_ONLY").contains(projection.get("ProjectionType")), projection::toString);
        }
        Set<String> primaryKeys = new HashSet<>();
        int items = 0;
        for (Object facet : (List<Object>) table.getOrDefault("TableFacets", List.of())) {
            Map<String, Object> definition = (Map<String, Object>) facet;
            assertTrue(declared.keySet().containsAll((List<String>) definition.get("NonKeyAttributes")),
                    () -> "facet " + definition.get("FacetName") + " names undeclared attributes");
            Map<String, Object> aliases = (Map<String, Object>) definition.get("KeyAttributeAlias");
            assertEquals(sortKey != null, aliases.containsKey("SortKeyAlias"), "sort-key alias of " + definition.get("FacetName"));
            for (Object item : (List<Object>) definition.get("TableData")) {
                Map<String, Object> attributes = (Map<String, Object>) item;
                attributes.forEach((name, value) -> {
                    assertTrue(declared.containsKey(name), () -> "attribute " + name + " of " + definition.get("FacetName")
                            + " is not declared");
                    assertEquals(declared.get(name), typeOf(value), () -> "attribute " + name + " of "
                            + definition.get("FacetName") + " has another type than declared");
                    assertTrue(name.equals(partitionKey) || name.equals(sortKey)
                            || ((List<String>) definition.get("NonKeyAttributes")).contains(name),
                            () -> "facet " + definition.get("FacetName") + " does not list " + name);
                });
                assertTrue(attributes.containsKey(partitionKey) && (sortKey == null || attributes.containsKey(sortKey)),
                        () -> "an item without its primary key: " + attributes);
                assertTrue(primaryKeys.add(attributes.get(partitionKey) + " / " + attributes.get(sortKey)),
                        () -> "two items with the key " + attributes.get(partitionKey) + " / " + attributes.get(sortKey));
                items++;
            }
        }
        assertTrue(items > 0, "the model has no sample items");
    }

    private static String declare(Map<String, String> declared, Map<String, Object> attribute) {
        String name = (String) attribute.get("AttributeName");
        String type = (String) attribute.get("AttributeType");
        assertTrue(TYPES.contains(type), () -> name + " has type " + type);
        assertEquals(null, declared.put(name, type), () -> name + " is declared twice");
        return name;
    }

    /** The type of a value in DynamoDB's JSON, checking that the value is well-formed. */
    @SuppressWarnings("unchecked")
    static String typeOf(Object json) {
        assertTrue(json instanceof Map<?, ?> map && map.size() == 1, () -> "not a typed value: " + json);
        Map.Entry<String, Object> entry = ((Map<String, Object>) json).entrySet().iterator().next();
        Object value = entry.getValue();
        switch (entry.getKey()) {
            case "S" -> assertTrue(value instanceof String, json::toString);
            case "N" -> new BigDecimal((String) value);
            case "BOOL" -> assertTrue(value instanceof Boolean, json::toString);
            case "B" -> Base64.getDecoder().decode((String) value);
            case "SS", "NS", "BS" -> {
                List<String> elements = (List<String>) value;
                assertFalse(elements.isEmpty(), () -> "an empty set: " + json);
                assertEquals(elements.size(), new HashSet<>(elements).size(), () -> "a set with duplicates: " + json);
            }
            case "L" -> ((List<Object>) value).forEach(WorkbenchModelShape::typeOf);
            case "M" -> ((Map<String, Object>) value).values().forEach(WorkbenchModelShape::typeOf);
            default -> fail("type " + entry.getKey() + " in " + json);
        }
        return entry.getKey();
    }

    /**
     * Records, per path of objects ({@code $.DataModel[].TableFacets[]}), the keys seen and their
     * value kinds, and in {@code required} the keys every object there has. Sample items
     * ({@code TableData}) and aliases are user content: their keys are not compared.
     */
    @SuppressWarnings("unchecked")
    private static void shape(String path, Object value, Map<String, Map<String, Set<String>>> seen,
                              Map<String, Set<String>> required) {
        if (value instanceof List<?> list) {
            list.forEach(element -> shape(path + "[]", element, seen, required));
            return;
        }
        if (!(value instanceof Map<?, ?>) || path.endsWith(".TableData[]") || path.endsWith(".DataAccess")) {
            return;
        }
        Map<String, Object> object = (Map<String, Object>) value;
        Map<String, Set<String>> keys = seen.computeIfAbsent(path, unused -> new TreeMap<>());
        object.forEach((key, element) -> keys.computeIfAbsent(key, unused -> new TreeSet<>()).add(kind(element)));
        Set<String> present = new LinkedHashSet<>(object.keySet());
        required.merge(path, present, (a, b) -> {
            Set<String> both = new TreeSet<>(a);
            both.retainAll(b);
            return both;
        });
        object.forEach((key, element) -> shape(path + "." + key, element, seen, required));
    }

    private static String kind(Object value) {
        return value instanceof Map ? "object" : value instanceof List ? "array" : value instanceof String ? "string"
                : value instanceof Boolean ? "boolean" : "number";
    }

    private static String read(String resource) {
        try (InputStream in = WorkbenchModelShape.class.getClassLoader().getResourceAsStream(resource)) {
            assertNotNull(in, resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An item in DynamoDB's JSON as the SDK's attribute values. */
    @SuppressWarnings("unchecked")
    public static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> attributeValues(
            Map<String, Object> item) {
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values = new LinkedHashMap<>();
        item.forEach((name, value) -> values.put(name, attributeValue(value)));
        return values;
    }

    @SuppressWarnings("unchecked")
    private static software.amazon.awssdk.services.dynamodb.model.AttributeValue attributeValue(Object json) {
        Map.Entry<String, Object> entry = ((Map<String, Object>) json).entrySet().iterator().next();
        Object value = entry.getValue();
        return switch (entry.getKey()) {
            case "S" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS((String) value);
            case "N" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN((String) value);
            case "BOOL" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromBool((Boolean) value);
            case "B" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromB(bytes((String) value));
            case "SS" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromSs((List<String>) value);
            case "NS" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromNs((List<String>) value);
            case "BS" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromBs(
                    ((List<String>) value).stream().map(WorkbenchModelShape::bytes).toList());
            case "L" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromL(
                    ((List<Object>) value).stream().map(WorkbenchModelShape::attributeValue).toList());
            case "M" -> software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromM(
                    attributeValues((Map<String, Object>) value));
            default -> throw new AssertionError("type " + entry.getKey());
        };
    }

    private static software.amazon.awssdk.core.SdkBytes bytes(String base64) {
        return software.amazon.awssdk.core.SdkBytes.fromByteArray(Base64.getDecoder().decode(base64));
    }

    /** The sample items of every facet, in DynamoDB's JSON. */
    @SuppressWarnings("unchecked")
    public static List<Map<String, Object>> items(String json) {
        List<Map<String, Object>> items = new ArrayList<>();
        Map<String, Object> model = (Map<String, Object>) new TemplateJson(json).parse();
        for (Object table : (List<Object>) model.get("DataModel")) {
            for (Object facet : (List<Object>) ((Map<String, Object>) table).getOrDefault("TableFacets", List.of())) {
                ((List<Object>) ((Map<String, Object>) facet).get("TableData"))
                        .forEach(item -> items.add((Map<String, Object>) item));
            }
        }
        return items;
    }
}
