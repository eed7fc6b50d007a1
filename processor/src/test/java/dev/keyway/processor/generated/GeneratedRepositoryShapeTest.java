package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.condition;
import static dev.keyway.processor.support.GeneratedClasses.conditions;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.querySpec;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import dev.keyway.runtime.internal.query.SortKeyCondition.Operator;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The generated repository's API, seen through reflection: constructors, key-ordered get/delete,
 * and one typed query class per sort-key level of each access pattern. Queries are built against
 * a client that fails on any call, so none of this touches DynamoDB; the request each query would
 * send is read from its {@code QuerySpec}.
 */
class GeneratedRepositoryShapeTest {

    private static final Instant PLACED = Instant.parse("2024-05-01T10:00:00Z");
    private static final String REPOSITORY = "t.repo.OrderRepository";

    private static GeneratedClasses classes;
    private static Object orders;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.repo.Status", "public enum Status { PLACED, PAID, SHIPPED }"),
                source("t.repo.Order", """
                        @Entity(table = "Repo")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<placedAt>#<orderId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
                        @Gsi(index = "GSI2", partitionKey = "SKU#<sku>")
                        @Gsi(index = "GSI3", partitionKey = "REGION#<region>#<status>", sortKey = "BATCH#<limit>#<orderId>")
                        @AccessPattern(name = "ordersOf")
                        @AccessPattern(name = "byStatus", index = "GSI1", descending = true)
                        @AccessPattern(name = "bySku", index = "GSI2")
                        @AccessPattern(name = "byRegion", index = "GSI3")
                        public record Order(String customerId, String orderId, Instant placedAt, Status status,
                                            String sku, String region, int limit) {}
                        """),
                // Key components in an order unlike the record's: get(b, a, c).
                source("t.repo.Mixed", """
                        @Entity(table = "Repo")
                        @PartitionKey("A#<b>#<a>")
                        @SortKey("S#<a>#<c>")
                        public record Mixed(long c, int a, String other, String b) {}
                        """));
        orders = classes.construct(REPOSITORY, noCallsClient());
    }

    private Class<?> nested(String simpleName) {
        return classes.type(REPOSITORY + "$" + simpleName);
    }

    /** The public methods a generated class declares itself (not inherited ones, not bridges). */
    private static Set<String> declaredMethods(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(method -> !method.isSynthetic() && !method.isBridge() && Modifier.isPublic(method.getModifiers()))
                .map(Method::getName)
                .collect(Collectors.toSet());
    }

    private static Method method(Class<?> type, String name, Class<?>... parameters) {
        try {
            return type.getMethod(name, parameters);
        } catch (NoSuchMethodException e) {
            throw new AssertionError(type.getName() + " has no public " + name + Arrays.toString(parameters)
                    + "; it declares " + declaredMethods(type), e);
        }
    }


    private static void assertCondition(Operator operator, String first, String second, SortKeyCondition condition) {
        assertEquals(new SortKeyCondition(operator, first, second), condition);
    }

    // ---- repository ------------------------------------------------------------------------

    @Test
    void constructorsTakeAClientAndOptionallyATableName() throws Exception {
        Class<?> repository = classes.type(REPOSITORY);
        assertTrue(Modifier.isPublic(repository.getConstructor(DynamoDbClient.class).getModifiers()));
        assertTrue(Modifier.isPublic(repository.getConstructor(DynamoDbClient.class, String.class).getModifiers()));
        assertEquals("Repo", call(orders, "tableName"));
        assertEquals("Repo-test", call(classes.construct(REPOSITORY, noCallsClient(), "Repo-test"), "tableName"));
    }

    @Test
    void writeMethodsTakeTheRecordAndReturnItAsStored() {
        // put, create, delete(record) and createTable are EntityRepository<Order>'s: typed by the superclass.
        Class<?> order = classes.type("t.repo.Order");
        Class<?> repository = classes.type(REPOSITORY);
        java.lang.reflect.ParameterizedType superclass = (java.lang.reflect.ParameterizedType) repository.getGenericSuperclass();
        assertEquals(dev.keyway.runtime.EntityRepository.class, superclass.getRawType());
        assertEquals(order, superclass.getActualTypeArguments()[0]);
        java.lang.reflect.TypeVariable<?> record = dev.keyway.runtime.EntityRepository.class.getTypeParameters()[0];
        assertEquals(record, method(repository, "put", Object.class).getGenericReturnType());
        assertEquals(record, method(repository, "put", Object.class, dev.keyway.runtime.attribute.Condition.class).getGenericReturnType());
        assertEquals(record, method(repository, "create", Object.class).getGenericReturnType());
        assertEquals(record, method(repository, "delete", Object.class).getGenericParameterTypes()[0]);
        assertEquals(void.class, method(repository, "delete", Object.class, dev.keyway.runtime.attribute.Condition.class).getReturnType());
        method(repository, "createTable");
    }

    @Test
    void getAndDeleteTakeKeyComponentsInTemplateOrder() {
        Class<?> repository = classes.type(REPOSITORY);
        assertEquals(Optional.class, method(repository, "get", String.class, Instant.class, String.class).getReturnType());
        assertEquals(void.class, method(repository, "delete", String.class, Instant.class, String.class).getReturnType());

        // PK "A#<b>#<a>" then SK "S#<a>#<c>": b, a (first seen in the partition key), c.
        Class<?> mixed = classes.type("t.repo.MixedRepository");
        method(mixed, "get", String.class, int.class, long.class);
        method(mixed, "delete", String.class, int.class, long.class);
        method(classes.type("t.repo.MixedKeys"), "primaryKey", String.class, int.class, long.class);
    }

    // ---- access patterns -------------------------------------------------------------------

    @Test
    void accessPatternTakesThePartitionKeyComponents() {
        Class<?> repository = classes.type(REPOSITORY);
        Class<?> status = classes.type("t.repo.Status");
        assertEquals(nested("OrdersOfQuery"), method(repository, "ordersOf", String.class).getReturnType());
        assertEquals(nested("ByStatusQuery"), method(repository, "byStatus", status).getReturnType());
        assertEquals(nested("BySkuQuery"), method(repository, "bySku", String.class).getReturnType());
        assertEquals(nested("ByRegionQuery"), method(repository, "byRegion", String.class, status).getReturnType());
        for (String query : Set.of("OrdersOfQuery", "OrdersOfQuery$WithPlacedAt", "ByStatusQuery", "BySkuQuery",
                "ByRegionQuery", "ByRegionQuery$WithLimit")) {
            assertTrue(Query.class.isAssignableFrom(nested(query)), query);
            assertTrue(Modifier.isPublic(nested(query).getModifiers()), query);
        }
    }

    @Test
    void eachSortKeyLevelOffersOneAccessorOfItsComponentsConditions() {
        // One accessor per level, returning the runtime's conditions; eq on a non-last component leads to the next level.
        Class<?> first = nested("OrdersOfQuery");
        assertEquals(Set.of("placedAt"), declaredMethods(first));
        assertEquals("dev.keyway.runtime.OrderedKeyRange<t.repo.Order, java.time.Instant, t.repo.OrderRepository$OrdersOfQuery"
                + "$WithPlacedAt>", method(first, "placedAt").getGenericReturnType().getTypeName());
        assertEquals(Set.of("eq", "between", "lt", "le", "gt", "ge"), conditions(first, "placedAt"));
        // The last component's eq is the whole key: a Query; a String component also takes beginsWith.
        Class<?> second = nested("OrdersOfQuery$WithPlacedAt");
        assertEquals(Set.of("orderId"), declaredMethods(second));
        assertEquals("dev.keyway.runtime.OrderedPrefixKeyRange<t.repo.Order, dev.keyway.runtime.Query<t.repo.Order>>",
                method(second, "orderId").getGenericReturnType().getTypeName());
        assertEquals(Set.of("eq", "between", "lt", "le", "gt", "ge", "beginsWith"), conditions(second, "orderId"));
    }

    @Test
    void singleComponentSortKeyAndIndexWithoutSortKey() {
        assertEquals("dev.keyway.runtime.OrderedKeyRange<t.repo.Order, java.time.Instant, dev.keyway.runtime.Query<t.repo.Order>>",
                method(nested("ByStatusQuery"), "placedAt").getGenericReturnType().getTypeName());
        assertFalse(conditions(nested("ByStatusQuery"), "placedAt").contains("beginsWith"));
        assertEquals(Set.of(), declaredMethods(nested("BySkuQuery")));
    }

    @Test
    void componentNamedLimitGetsLimitKey() {
        Class<?> byRegion = nested("ByRegionQuery");
        assertEquals(Set.of("limitKey"), declaredMethods(byRegion));
        assertEquals("dev.keyway.runtime.OrderedKeyRange<t.repo.Order, java.lang.Integer, t.repo.OrderRepository$ByRegionQuery"
                + "$WithLimit>", method(byRegion, "limitKey").getGenericReturnType().getTypeName());
        // limit(int) keeps its meaning, the page size, and comes from the runtime, not from the component.
        assertFalse(declaredMethods(byRegion).contains("limit"));
        assertTrue(method(byRegion, "limit", int.class).getDeclaringClass().getName().startsWith("dev.keyway.runtime."));
    }

    // ---- the requests queries would send ---------------------------------------------------

    @Test
    void primaryIndexQueryKeepsToTheEntitysSortKeyPrefix() {
        QuerySpec<?> spec = querySpec(call(orders, "ordersOf", "c1"));
        assertEquals("Order.ordersOf", spec.patternId());
        assertNull(spec.indexName());
        assertEquals("PK", spec.partitionKeyAttribute());
        assertEquals("CUSTOMER#c1", spec.partitionKey());
        assertEquals("SK", spec.sortKeyAttribute());
        assertCondition(Operator.BEGINS_WITH, "ORDER#", null, spec.sortKey());
        assertFalse(spec.typeFilter());
        assertFalse(spec.descending());
    }

    @Test
    void equalityChainsNarrowTheSortKey() {
        Object placedAt = condition(call(orders, "ordersOf", "c1"), "placedAt", "eq", PLACED);
        assertCondition(Operator.BEGINS_WITH, "ORDER#2024-05-01T10:00:00.000000000Z#", null, querySpec(placedAt).sortKey());
        assertCondition(Operator.EQUAL, "ORDER#2024-05-01T10:00:00.000000000Z#o1", null,
                querySpec(condition(placedAt, "orderId", "eq", "o1")).sortKey());
        assertCondition(Operator.BEGINS_WITH, "ORDER#2024-05-01T10:00:00.000000000Z#o$231", null,
                querySpec(condition(placedAt, "orderId", "beginsWith", "o#1")).sortKey());
        Object between = condition(call(orders, "ordersOf", "c1"), "placedAt", "between", PLACED, PLACED.plusSeconds(60));
        assertCondition(Operator.BETWEEN, "ORDER#2024-05-01T10:00:00.000000000Z#",
                "ORDER#2024-05-01T10:01:00.000000000Z#" + "\uDBFF\uDFFF", querySpec(between).sortKey());
    }

    @Test
    void indexQueriesReadTheIndexAndFilterOnTypeWhenTheKeyCannot() {
        Object shipped = classes.constant("t.repo.Status", "SHIPPED");
        QuerySpec<?> byStatus = querySpec(call(orders, "byStatus", shipped));
        assertEquals("GSI1", byStatus.indexName());
        assertEquals("GSI1PK", byStatus.partitionKeyAttribute());
        assertEquals("STATUS#SHIPPED", byStatus.partitionKey());
        assertNull(byStatus.sortKey()); // the sort key has no literal prefix to keep other entities out ...
        assertTrue(byStatus.typeFilter()); // ... so the type attribute does
        assertTrue(byStatus.descending());

        QuerySpec<?> bySku = querySpec(call(orders, "bySku", "x"));
        assertNull(bySku.sortKeyAttribute());
        assertNull(bySku.sortKey());
        assertTrue(bySku.typeFilter());

        Object region = condition(call(orders, "byRegion", "eu", shipped), "limitKey", "eq", 5);
        assertEquals("REGION#eu#SHIPPED", querySpec(region).partitionKey());
        assertCondition(Operator.BEGINS_WITH, "BATCH#00000000005#", null, querySpec(region).sortKey());
        assertFalse(querySpec(region).typeFilter());
        Object limited = call(region, "limit", 20);
        assertEquals(nested("ByRegionQuery$WithLimit"), limited.getClass()); // options keep the query's own class
        assertEquals(20, querySpec(limited).limit());
        assertCondition(Operator.BEGINS_WITH, "BATCH#00000000005#", null, querySpec(limited).sortKey());
    }
}
