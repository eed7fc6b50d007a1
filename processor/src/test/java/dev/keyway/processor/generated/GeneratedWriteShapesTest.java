package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.accessor;
import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.ComparableAttribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What the write side generates, run without DynamoDB: the schema's typed attribute constants,
 * conditions rendered as placeholders, derived index keys, @Version and @Ttl support, and the
 * repository's put/delete/update, whose {@link Update} is built (and its expression rendered)
 * against a client that fails on any call.
 */
class GeneratedWriteShapesTest {

    private static final Instant PLACED = Instant.parse("2024-05-01T10:00:00Z");
    private static final String ORDER = "t.write.Order";

    private static GeneratedClasses classes;
    private static ItemSchema<Object> orders;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.write.Status", "public enum Status { PLACED, PAID, SHIPPED }"),
                source("t.write.Line", "public record Line(String sku, int qty) {}"),
                source(ORDER, """
                        @Entity(table = "Writes")
                        @PartitionKey("CUSTOMER#<customerID>")
                        @SortKey("ORDER#<placedAt>#<orderId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
                        @Gsi(index = "GSI2", partitionKey = "ORDERS", sortKey = "TOTAL#<total>")
                        @Gsi(index = "GSI3", partitionKey = "REGION#<region>#<day>")
                        public record Order(String customerID, String orderId, Instant placedAt, Status status,
                                            BigDecimal total, String region, LocalDate day, String note,
                                            Set<String> tags, List<Integer> scores, Optional<String> coupon,
                                            Optional<Integer> rank, int quantity, Long weight, BigInteger serial,
                                            LocalDateTime shippedAt, UUID reference, Map<String, String> meta,
                                            boolean gift, Line line, @Version long version, @Ttl Instant expiresAt) {

                            static Order sample(long version, Instant expiresAt) {
                                return new Order("c1", "o1", Instant.parse("2024-05-01T10:00:00Z"), Status.PAID,
                                        new BigDecimal("19.90"), "eu", LocalDate.of(2024, 5, 2), "note",
                                        Set.of("a"), List.of(1), Optional.of("SAVE"), Optional.empty(), 2, 3L,
                                        BigInteger.TEN, null, null, Map.of(), true, new Line("s", 1), version, expiresAt);
                            }
                        }
                        """),
                // Components named like the schema's own constants.
                source("t.write.Clash", """
                        @Entity(table = "Writes")
                        @PartitionKey("CLASH#<id>")
                        @SortKey("CLASH")
                        public record Clash(String id, String instance, String entityType, String typeValue,
                                            @Version int version) {}
                        """),
                source("t.write.Boxed", """
                        @Entity(table = "Versions")
                        @PartitionKey("B#<id>")
                        public record Boxed(String id, String name, @Version Long version) {}
                        """),
                source("t.write.BoxedInt", """
                        @Entity(table = "Versions")
                        @PartitionKey("BI#<id>")
                        public record BoxedInt(String id, @Version Integer revision, String name) {}
                        """),
                source("t.write.Plain", """
                        @Entity(table = "Versions")
                        @PartitionKey("P#<id>")
                        public record Plain(String id, String name) {}
                        """),
                source("t.write.Session", """
                        @Entity(table = "Sessions")
                        @PartitionKey("S#<id>")
                        public record Session(String id, @Ttl @Attribute("ttl") long expiry) {}
                        """));
        orders = classes.schema(ORDER);
    }

    // ---- helpers ---------------------------------------------------------------------------

    private static Object order(long version, Instant expiresAt) {
        return classes.call(ORDER, "sample", version, expiresAt);
    }

    /** {@code XSchema.NAME}, asserting it is a public static final constant. */
    @SuppressWarnings("unchecked")
    private static Attribute<Object> attribute(String entity, String constant) {
        Field field = field(entity + "Schema", constant);
        int modifiers = field.getModifiers();
        assertTrue(Modifier.isPublic(modifiers) && Modifier.isStatic(modifiers) && Modifier.isFinal(modifiers),
                () -> constant + " is not public static final");
        return (Attribute<Object>) classes.staticField(entity + "Schema", constant);
    }

    private static Field field(String className, String name) {
        try {
            return classes.type(className).getField(name);
        } catch (NoSuchFieldException e) {
            throw new AssertionError(className + " has no public field " + name + "; it has " + Arrays.stream(
                    classes.type(className).getFields()).map(Field::getName).collect(Collectors.toList()), e);
        }
    }

    /** The declared type of a schema constant, e.g. {@code NumberAttribute<BigDecimal>}, without packages. */
    private static String declaredType(String entity, String constant) {
        Type type = field(entity + "Schema", constant).getGenericType();
        return type.getTypeName().replaceAll("\\b(?:[a-z][a-zA-Z0-9_]*\\.)+(?=[A-Z])", "");
    }

    private static Object status(String name) {
        return classes.constant("t.write.Status", name);
    }

    private static Object repository(String entity) {
        return classes.construct(entity + "Repository", noCallsClient());
    }

    @SuppressWarnings("unchecked")
    private static Update<Object> update(String customer, Instant placedAt, String orderId) {
        return (Update<Object>) call(repository(ORDER), "update", customer, placedAt, orderId);
    }

    /** An update's expression with its placeholders resolved: clauses by keyword (SET, REMOVE, ADD, DELETE). */
    private record Rendered(String raw, Expressions expressions, Map<String, List<String>> clauses) {
        List<String> clauses(String keyword) {
            return clauses.getOrDefault(keyword, List.of());
        }
    }

    private static Rendered render(Update<?> update) {
        Expressions expressions = new Expressions();
        String raw = GeneratedClasses.updateSpec(update).expression(expressions, new ArrayList<>());
        Map<String, List<String>> clauses = new LinkedHashMap<>();
        // The raw text holds only keywords and placeholders, so splitting it is safe; values come after.
        for (String section : raw.split(" (?=(?:SET|REMOVE|ADD|DELETE) )")) {
            int space = section.indexOf(' ');
            clauses.put(section.substring(0, space), Arrays.stream(section.substring(space + 1).split(", "))
                    .map(clause -> resolve(clause, expressions))
                    .collect(Collectors.toList()));
        }
        return new Rendered(raw, expressions, clauses);
    }

    /** Placeholders replaced by the names and values they stand for. */
    private static String resolve(String text, Expressions expressions) {
        Matcher matcher = Pattern.compile("#n\\d+|:v\\d+").matcher(text);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String placeholder = matcher.group();
            String replacement = placeholder.startsWith("#") ? expressions.names().get(placeholder)
                    : show(expressions.values().get(placeholder));
            assertTrue(replacement != null, () -> "unregistered placeholder " + placeholder + " in " + text);
            matcher.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return matcher.appendTail(out).toString();
    }

    private static String show(AttributeValue value) {
        return value.s() != null ? value.s() : value.n() != null ? value.n() : value.toString();
    }

    private static String keys(String method, Object... arguments) {
        return (String) classes.call(ORDER + "Keys", method, arguments);
    }

    private static String stored(String constant, Object value) {
        return show(attribute("t.write.Order", constant).toValue(value));
    }

    // ---- attribute constants ---------------------------------------------------------------

    @Test
    void everyComponentHasAConstantOfItsStoredType() {
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("CUSTOMER_ID", "StringAttribute");
        expected.put("ORDER_ID", "StringAttribute");
        expected.put("PLACED_AT", "ComparableAttribute<Instant>");
        expected.put("STATUS", "Attribute<Status>");
        expected.put("TOTAL", "NumberAttribute<BigDecimal>");
        expected.put("REGION", "StringAttribute");
        expected.put("DAY", "ComparableAttribute<LocalDate>");
        expected.put("NOTE", "StringAttribute");
        expected.put("TAGS", "CollectionAttribute<Set<String>, String>");
        expected.put("SCORES", "CollectionAttribute<List<Integer>, Integer>");
        expected.put("COUPON", "StringAttribute"); // Optional<E>: the E reference
        expected.put("RANK", "NumberAttribute<Integer>");
        expected.put("QUANTITY", "NumberAttribute<Integer>");
        expected.put("WEIGHT", "NumberAttribute<Long>");
        expected.put("SERIAL", "NumberAttribute<BigInteger>");
        expected.put("SHIPPED_AT", "ComparableAttribute<LocalDateTime>");
        expected.put("REFERENCE", "Attribute<UUID>");
        expected.put("META", "Attribute<Map<String, String>>");
        expected.put("GIFT", "Attribute<Boolean>");
        expected.put("LINE", "Attribute<Line>");
        expected.put("VERSION", "NumberAttribute<Long>");
        expected.put("EXPIRES_AT", "ComparableAttribute<Instant>");
        assertAll(expected.entrySet().stream().map(entry -> () -> {
            assertEquals(entry.getValue(), declaredType(ORDER, entry.getKey()), entry.getKey());
            String rawName = entry.getValue().replaceAll("<.*", "");
            assertEquals(rawName, attribute(ORDER, entry.getKey()).getClass().getSimpleName(), entry.getKey());
        }));
    }

    @Test
    void constantsNameTheirComponentAndStoredAttribute() {
        Attribute<Object> customer = attribute(ORDER, "CUSTOMER_ID");
        assertEquals("customerID", customer.component());
        assertEquals("customerID", customer.name());
        assertEquals("Order", customer.entityType());
        assertEquals("placedAt", attribute(ORDER, "PLACED_AT").component());
        assertEquals("shippedAt", attribute(ORDER, "SHIPPED_AT").component());
        assertEquals("ttl", attribute("t.write.Session", "EXPIRY").name());
    }

    @Test
    void onlyPrimaryKeyComponentsAreKeyComponents() {
        Set<String> keyComponents = Set.of("CUSTOMER_ID", "PLACED_AT", "ORDER_ID");
        for (Field field : classes.type(ORDER + "Schema").getFields()) {
            if (Attribute.class.isAssignableFrom(field.getType())) {
                assertEquals(keyComponents.contains(field.getName()), attribute(ORDER, field.getName()).keyComponent(),
                        field.getName());
            }
        }
        assertFalse(attribute(ORDER, "STATUS").keyComponent(), "an index-key component is not a primary-key one");
    }

    @Test
    void collectionsKnowWhetherTheyAreSets() {
        assertTrue(((CollectionAttribute<?, ?>) attribute(ORDER, "TAGS")).isSet());
        assertFalse(((CollectionAttribute<?, ?>) attribute(ORDER, "SCORES")).isSet());
    }

    @Test
    void ttlConstantsAreComparable() {
        assertInstanceOf(ComparableAttribute.class, attribute(ORDER, "EXPIRES_AT"));
        assertInstanceOf(ComparableAttribute.class, attribute("t.write.Session", "EXPIRY")); // @Ttl long: a number
        assertEquals(AttributeValue.fromN("1714557600"),
                attribute(ORDER, "EXPIRES_AT").toValue(Instant.parse("2024-05-01T10:00:00.999Z")));
    }

    @Test
    void componentsNamedLikeSchemaConstantsGetTheAttributeSuffix() {
        String clash = "t.write.Clash";
        assertInstanceOf(classes.type(clash + "Schema"), classes.staticField(clash + "Schema", "INSTANCE"));
        assertEquals("Clash", classes.staticField(clash + "Schema", "ENTITY_TYPE"));
        assertEquals("instance", attribute(clash, "INSTANCE_ATTRIBUTE").component());
        assertEquals("entityType", attribute(clash, "ENTITY_TYPE_ATTRIBUTE").component());
        assertEquals("typeValue", attribute(clash, "TYPE_VALUE_ATTRIBUTE").component());
        assertInstanceOf(StringAttribute.class, attribute(clash, "INSTANCE_ATTRIBUTE"));
    }

    // ---- conditions ------------------------------------------------------------------------

    @Test
    @SuppressWarnings("unchecked")
    void conditionsRenderNamesAndValuesAsPlaceholders() {
        Attribute<Object> status = attribute(ORDER, "STATUS");
        ComparableAttribute<Object> total = (ComparableAttribute<Object>) (Object) attribute(ORDER, "TOTAL");
        Condition condition = status.eq(status("SHIPPED")).and(total.gt(new BigDecimal("10.5")));

        Expressions expressions = new Expressions();
        assertEquals("(#n0 = :v0) AND (#n1 > :v1)", condition.render(expressions));
        assertEquals(Map.of("#n0", "status", "#n1", "total"), expressions.names());
        assertEquals(Map.of(":v0", AttributeValue.fromS("SHIPPED"), ":v1", AttributeValue.fromN("10.5")),
                expressions.values());
    }

    @Test
    void valuesThatLookLikeExpressionSyntaxStayInTheValues() {
        String hostile = "x) OR (#n0 = :v0";
        Condition condition = attribute(ORDER, "REGION").eq(hostile)
                .or(((StringAttribute) (Object) attribute(ORDER, "NOTE")).beginsWith("#:)"));

        Expressions expressions = new Expressions();
        String text = condition.render(expressions);
        assertEquals("(#n0 = :v0) OR (begins_with(#n1, :v1))", text);
        assertEquals(Map.of("#n0", "region", "#n1", "note"), expressions.names());
        assertEquals(Map.of(":v0", AttributeValue.fromS(hostile), ":v1", AttributeValue.fromS("#:)")),
                expressions.values());
    }

    // ---- derived keys ----------------------------------------------------------------------

    @Test
    void derivedKeysAreTheIndexKeysBuiltFromComponents() {
        Map<String, ItemSchema.DerivedKey> derived = orders.derivedKeys().stream()
                .collect(Collectors.toMap(ItemSchema.DerivedKey::attribute, Function.identity()));
        // Every index key is listed, the constant GSI2PK "ORDERS" too: an update entering a sparse
        // index writes both of its keys.
        assertEquals(Set.of("GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "GSI3PK"), derived.keySet());
        assertDerived(derived.get("GSI2PK"), "ORDERS", List.of(), Map.of(), "ORDERS");
        assertEquals("GSI2", derived.get("GSI2SK").index());

        assertDerived(derived.get("GSI1PK"), "STATUS#<status>", List.of("status"),
                Map.of("status", status("SHIPPED")), keys("gsi1PartitionKey", status("SHIPPED")));
        assertDerived(derived.get("GSI1SK"), "<placedAt>", List.of("placedAt"),
                Map.of("placedAt", PLACED), keys("gsi1SortKey", PLACED));
        assertDerived(derived.get("GSI2SK"), "TOTAL#<total>", List.of("total"),
                Map.of("total", new BigDecimal("19.90")), keys("gsi2SortKey", new BigDecimal("19.90")));
        LocalDate day = LocalDate.of(2024, 5, 2);
        assertDerived(derived.get("GSI3PK"), "REGION#<region>#<day>", List.of("region", "day"),
                Map.of("region", "eu", "day", day), keys("gsi3PartitionKey", "eu", day));
    }

    private static void assertDerived(ItemSchema.DerivedKey key, String template, List<String> components,
                                      Map<String, Object> values, String expected) {
        assertEquals(template, key.template(), key.attribute());
        assertEquals(components, key.components(), key.attribute());
        assertEquals(expected, key.build().apply(values), key.attribute());
    }

    @Test
    void entitiesWithoutIndexesDeriveNoKeys() {
        assertEquals(List.of(), classes.schema("t.write.Plain").derivedKeys());
    }

    // ---- @Version --------------------------------------------------------------------------

    @Test
    void versionOfEveryTypeIsReadAndReplaced() {
        Object order = order(7, null);
        assertEquals(Optional.of("version"), orders.versionAttribute());
        assertEquals(7L, orders.versionOf(order));
        assertWithVersion(orders, order, 8, "version");

        ItemSchema<Object> clash = classes.schema("t.write.Clash");
        Object clashing = classes.record("t.write.Clash", "k", "i", "e", "t", 3);
        assertEquals(3L, clash.versionOf(clashing));
        assertWithVersion(clash, clashing, 4, "version");
        assertEquals(4, accessor(clash.withVersion(clashing, 4), "version")); // an int again

        ItemSchema<Object> boxed = classes.schema("t.write.Boxed");
        assertEquals(0L, boxed.versionOf(classes.record("t.write.Boxed", "b", "n", null)), "null Long is version 0");
        Object boxedRecord = classes.record("t.write.Boxed", "b", "n", 5L);
        assertEquals(5L, boxed.versionOf(boxedRecord));
        assertWithVersion(boxed, boxedRecord, 6, "version");

        ItemSchema<Object> boxedInt = classes.schema("t.write.BoxedInt");
        assertEquals(Optional.of("revision"), boxedInt.versionAttribute());
        assertEquals(0L, boxedInt.versionOf(classes.record("t.write.BoxedInt", "b", null, "n")), "null Integer is 0");
        Object boxedIntRecord = classes.record("t.write.BoxedInt", "b", 9, "n");
        assertEquals(9L, boxedInt.versionOf(boxedIntRecord));
        assertWithVersion(boxedInt, boxedIntRecord, 10, "revision");
    }

    /** {@code withVersion} changes the version component and keeps every other one. */
    private static void assertWithVersion(ItemSchema<Object> schema, Object record, long version, String component) {
        Object changed = schema.withVersion(record, version);
        assertNotSame(record, changed);
        assertEquals(version, schema.versionOf(changed));
        for (var recordComponent : record.getClass().getRecordComponents()) {
            if (!recordComponent.getName().equals(component)) {
                assertEquals(accessor(record, recordComponent.getName()), accessor(changed, recordComponent.getName()),
                        recordComponent.getName());
            }
        }
    }

    @Test
    void entityWithoutVersionHasNone() {
        ItemSchema<Object> plain = classes.schema("t.write.Plain");
        Object record = classes.record("t.write.Plain", "p", "n");
        assertEquals(Optional.empty(), plain.versionAttribute());
        assertThrows(UnsupportedOperationException.class, () -> plain.versionOf(record));
        assertThrows(UnsupportedOperationException.class, () -> plain.withVersion(record, 1));
    }

    // ---- @Ttl ------------------------------------------------------------------------------

    @Test
    void ttlInstantIsStoredAsEpochSecondsAndReadBack() {
        Map<String, AttributeValue> item = orders.toItem(order(1, Instant.parse("2024-05-01T10:00:00.750Z")));
        assertEquals(AttributeValue.fromN("1714557600"), item.get("expiresAt"), "fractions are dropped");
        assertEquals(Instant.parse("2024-05-01T10:00:00Z"), accessor(orders.fromItem(item), "expiresAt"));
        assertEquals(Optional.of("expiresAt"), orders.ttlAttribute());
        assertFalse(orders.toItem(order(1, null)).containsKey("expiresAt"), "no expiry: no attribute");
    }

    @Test
    void ttlLongIsStoredAsANumberUnderItsAttribute() {
        ItemSchema<Object> sessions = classes.schema("t.write.Session");
        Object session = classes.record("t.write.Session", "s1", 1714557600L);
        Map<String, AttributeValue> item = sessions.toItem(session);
        assertEquals(AttributeValue.fromN("1714557600"), item.get("ttl"));
        assertEquals(session, sessions.fromItem(item));
        assertEquals(Optional.of("ttl"), sessions.ttlAttribute());
    }

    @Test
    void tableDefinitionsNameTheTtlAttribute() {
        assertEquals(Optional.of("expiresAt"), definition("t.write.WritesTable").ttlAttribute());
        assertEquals(Optional.of("ttl"), definition("t.write.SessionsTable").ttlAttribute());
        assertEquals(Optional.empty(), definition("t.write.VersionsTable").ttlAttribute());
        assertEquals(Optional.empty(), classes.schema("t.write.Plain").ttlAttribute());
    }

    private static TableDefinition definition(String tableClass) {
        return (TableDefinition) classes.staticField(tableClass, "DEFINITION");
    }

    // ---- repository ------------------------------------------------------------------------

    @Test
    void writeMethodsTakeTheRecord() throws Exception {
        Class<?> repository = classes.type(ORDER + "Repository");
        Class<?> order = classes.type(ORDER);
        // put and delete(record) are EntityRepository<Order>'s.
        assertEquals(order, ((ParameterizedType) repository.getGenericSuperclass()).getActualTypeArguments()[0]);
        assertEquals(Object.class, repository.getMethod("put", Object.class).getReturnType());
        assertEquals(void.class, repository.getMethod("delete", Object.class, Condition.class).getReturnType());
        // The primary-key components in template order: partition key, then sort key.
        Method update = repository.getMethod("update", String.class, Instant.class, String.class);
        assertEquals(Update.class, update.getReturnType());
        assertEquals(order, ((ParameterizedType) update.getGenericReturnType()).getActualTypeArguments()[0]);
    }

    @Test
    void repositoryIsARepositoryOfItsTable() {
        Object repository = repository(ORDER);
        assertInstanceOf(Repository.class, repository);
        assertEquals("Writes", ((Repository<?>) repository).tableName());
        EntityOperations<?> table = RuntimeAccess.operations((Repository<?>) repository);
        assertSame(orders, table.schema());
    }

    // ---- update ----------------------------------------------------------------------------

    @Test
    @SuppressWarnings("unchecked")
    void updateRefusesKeyComponentsAndTheVersion() {
        Update<Object> update = update("c1", PLACED, "o1");
        assertThrows(IllegalArgumentException.class, () -> update.set(attribute(ORDER, "ORDER_ID"), "o2"));
        assertThrows(IllegalArgumentException.class, () -> update.set(attribute(ORDER, "PLACED_AT"), PLACED));
        assertThrows(IllegalArgumentException.class, () -> update.remove(attribute(ORDER, "CUSTOMER_ID")));
        assertThrows(IllegalArgumentException.class, () -> update.set(attribute(ORDER, "VERSION"), 5L));
        assertThrows(IllegalArgumentException.class,
                () -> update.increment((NumberAttribute<Long>) (Object) attribute(ORDER, "VERSION"), 1L));
    }

    @Test
    void updateExpressionSetsRewritesIndexKeysAndIncrementsTheVersion() {
        Update<Object> update = update("c1", PLACED, "o1")
                .set(attribute(ORDER, "STATUS"), status("SHIPPED"))
                .set(attribute(ORDER, "NOTE"), "gift, wrapped")
                .remove(attribute(ORDER, "COUPON"));
        Rendered rendered = render(update);

        List<String> set = rendered.clauses("SET");
        for (String clause : List.of(
                "status = SHIPPED",
                "note = gift, wrapped", // split on the raw text, so a comma in a value is harmless
                "GSI1PK = " + keys("gsi1PartitionKey", status("SHIPPED")),
                "_type = Order", // with the key components, an upsert creates a readable item
                "customerID = c1",
                "placedAt = " + stored("PLACED_AT", PLACED),
                "orderId = o1")) {
            assertTrue(set.contains(clause), () -> "no SET " + clause + " in " + set);
        }
        // Nothing else changes: the other index keys are built from components the update leaves alone.
        assertTrue(set.stream().noneMatch(clause -> clause.startsWith("GSI2") || clause.startsWith("GSI3")), set::toString);
        assertEquals(List.of("coupon"), rendered.clauses("REMOVE"));
        assertEquals(List.of("version 1"), rendered.clauses("ADD"));
        assertEquals(List.of(), rendered.clauses("DELETE"));
        assertTrue(rendered.raw().startsWith("SET "), rendered.raw());
        for (String value : List.of("SHIPPED", "gift", "c1", "o1", "Order")) {
            assertFalse(rendered.raw().contains(value), () -> value + " is in the expression text: " + rendered.raw());
        }
    }

    @Test
    void updateOfAllComponentsOfAnIndexKeyRewritesIt() {
        LocalDate day = LocalDate.of(2024, 6, 1);
        Rendered rendered = render(update("c1", PLACED, "o1")
                .set(attribute(ORDER, "REGION"), "us")
                .set(attribute(ORDER, "DAY"), day));
        assertTrue(rendered.clauses("SET").contains("GSI3PK = " + keys("gsi3PartitionKey", "us", day)),
                () -> "SET " + rendered.clauses("SET"));
    }

    @Test
    void updateOfPartOfAnIndexKeyNamesTheMissingComponents() {
        Update<Object> update = update("c1", PLACED, "o1").set(attribute(ORDER, "REGION"), "us");
        IncompleteKeyUpdateException e = assertThrows(IncompleteKeyUpdateException.class, () -> render(update));
        assertEquals(List.of("day"), e.missing());
        assertEquals("GSI3PK", e.keyAttribute());
        assertEquals("Order", e.entityType());
        assertTrue(e.getMessage().contains("REGION#<region>#<day>"), e.getMessage());
    }

    @Test
    void removingAnIndexKeyComponentRemovesTheKey() {
        Rendered rendered = render(update("c1", PLACED, "o1").remove(attribute(ORDER, "REGION")));
        assertEquals(Set.of("region", "GSI3PK"), Set.copyOf(rendered.clauses("REMOVE")));
    }

    @Test
    void updateOfAnEntityWithoutVersionAddsNothing() {
        @SuppressWarnings("unchecked")
        Update<Object> update = (Update<Object>) call(repository("t.write.Plain"), "update", "p1");
        Rendered rendered = render(update.set(attribute("t.write.Plain", "NAME"), "n"));
        assertEquals(List.of(), rendered.clauses("ADD"));
        assertEquals(Set.of("name = n", "_type = Plain", "id = p1"), Set.copyOf(rendered.clauses("SET")));
    }

    /**
     * toItem writes an index's partition and sort key together, and neither when a component is
     * missing (a sparse index). An update that gives an item the missing component must write
     * the whole index key too, or the item gets one key attribute of the index without the other
     * and stays out of the index, unlike the same record put: GSI1 ({@code STATUS#<status>} /
     * {@code <placedAt>}) needs GSI1SK, which the update can build from the primary-key component
     * it knows; GSI2 ({@code ORDERS} / {@code TOTAL#<total>}) needs its constant GSI2PK.
     */
    @Test
    void updateEnteringASparseIndexWritesBothOfItsKeys() {
        Rendered status = render(update("c1", PLACED, "o1").set(attribute(ORDER, "STATUS"), status("SHIPPED")));
        BigDecimal total = new BigDecimal("42");
        Rendered totalled = render(update("c1", PLACED, "o1").set(attribute(ORDER, "TOTAL"), total));
        assertAll(
                () -> assertTrue(status.clauses("SET").contains("GSI1PK = " + keys("gsi1PartitionKey", status("SHIPPED"))),
                        () -> "SET " + status.clauses("SET")),
                () -> assertTrue(status.clauses("SET").contains("GSI1SK = " + keys("gsi1SortKey", PLACED)),
                        () -> "setting status writes GSI1PK but not GSI1SK: SET " + status.clauses("SET")),
                () -> assertTrue(totalled.clauses("SET").contains("GSI2SK = " + keys("gsi2SortKey", total)),
                        () -> "SET " + totalled.clauses("SET")),
                () -> assertTrue(totalled.clauses("SET").contains("GSI2PK = ORDERS"),
                        () -> "setting total writes GSI2SK but not the constant GSI2PK: SET " + totalled.clauses("SET")));
    }
}
