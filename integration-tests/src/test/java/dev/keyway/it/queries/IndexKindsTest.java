package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.Enrollment;
import dev.keyway.it.catalog.EnrollmentRepository;
import dev.keyway.it.catalog.Product;
import dev.keyway.it.catalog.ProductRepository;
import dev.keyway.it.catalog.ProductSchema;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** Local indexes, projected global indexes, selected attributes and an inverted many-to-many index. */
class IndexKindsTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static final LocalDate DAY = LocalDate.of(2024, 5, 1);

    private DynamoDbClient client;
    private ProductRepository products;
    private EnrollmentRepository enrollments;
    private final List<Product> tools = new ArrayList<>();

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        products = new ProductRepository(client);
        enrollments = new EnrollmentRepository(client);
        products.createTable();
        String[] prices = {"19.99", "4.5", "120", "7.25", "4.5"};
        for (int i = 0; i < prices.length; i++) {
            Product product = new Product("tools", "sku-" + i, "Tool " + i, new BigDecimal(prices[i]), i,
                    DAY.plusDays(i % 2), "A very long description " + i);
            products.put(product);
            tools.add(product);
        }
        products.put(new Product("garden", "sku-9", "Tool 1", new BigDecimal("3"), 1, DAY, "same name, other category"));
    }

    @Test
    void createTableCreatesLocalAndProjectedIndexes() {
        TableDescription table = client.describeTable(request -> request.tableName("Catalog")).table();
        assertEquals("LSI1", table.localSecondaryIndexes().get(0).indexName());
        var byName = table.globalSecondaryIndexes().stream().filter(index -> index.indexName().equals("GSI2"))
                .findFirst().orElseThrow();
        assertEquals(ProjectionType.INCLUDE, byName.projection().projectionType(), "KEYS_ONLY plus the type attribute");
        assertEquals(List.of("_type"), byName.projection().nonKeyAttributes());
        var added = table.globalSecondaryIndexes().stream().filter(index -> index.indexName().equals("GSI3"))
                .findFirst().orElseThrow();
        assertEquals(List.of("name", "_type"), added.projection().nonKeyAttributes());
    }

    @Test
    void aLocalIndexSortsAPartitionAnotherWayWithStrongConsistency() {
        List<Product> byPrice = new ArrayList<>(tools);
        byPrice.sort(Comparator.comparing(Product::price).thenComparing(Product::sku));
        assertEquals(byPrice, products.byPrice("tools").page().items());
        assertEquals(byPrice.subList(0, 3),
                products.byPrice("tools").price().le(new BigDecimal("7.25")).page().items());
        assertEquals(List.of(byPrice.get(4)), products.byPrice("tools").descending().limit(1).page().items());
    }

    @Test
    void aKeysOnlyIndexReturnsWholeRecordsFetchedFromTheTable() {
        List<Product> found = products.byName("Tool 1").page().items();
        assertEquals(2, found.size());
        assertTrue(found.contains(tools.get(1)), "the whole record, description included");
    }

    @Test
    void anIncludeIndexReturnsWholeRecordsAndPagesThroughThem() {
        List<Product> addedOnDay = tools.stream().filter(product -> product.addedOn().equals(DAY)).toList();
        var query = products.addedOn(DAY).limit(1);
        var first = query.page();
        List<Product> read = new ArrayList<>(first.items());
        var next = first;
        while (next.cursor().isPresent()) {
            next = query.page(next.cursor().get());
            read.addAll(next.items());
        }
        assertEquals(3, addedOnDay.size());
        assertEquals(4, read.size(), "three tools and the garden product were added that day");
        assertTrue(read.containsAll(addedOnDay));
    }

    @Test
    void selectReadsOnlySomeAttributes() {
        List<Product> partial = products.inCategory("tools").select(ProductSchema.NAME).page().items();
        assertEquals(5, partial.size());
        assertEquals("Tool 0", partial.get(0).name());
        assertEquals(0, partial.get(0).stock(), "a primitive is always read");
        assertNull(partial.get(0).description(), "not selected");
        assertEquals(tools.get(0).sku(), partial.get(0).sku(), "key components are always read");
        assertThrows(UnsupportedOperationException.class, () -> products.byName("Tool 1").select(ProductSchema.NAME));
    }

    @Test
    void consistentReadsAreRefusedOnAGlobalIndexButNotALocalOne() {
        assertThrows(UnsupportedOperationException.class, () -> products.byName("Tool 1").consistentRead());
        assertEquals(5, products.byPrice("tools").consistentRead().page().items().size());
    }

    @Test
    void aCourseAndItsStudentsInOneQueryOfTheInvertedIndex() {
        new dev.keyway.it.catalog.CourseRepository(client).put(new dev.keyway.it.catalog.Course("math", "Mathematics"));
        for (String student : new String[] {"bob", "ann"}) {
            enrollments.put(new Enrollment(student, "math", DAY));
        }
        enrollments.put(new Enrollment("ann", "art", DAY));
        List<dev.keyway.it.catalog.CourseRoster> roster =
                new dev.keyway.it.catalog.CourseRosterCollection(client).query("math").page().items();
        assertEquals(List.of(new dev.keyway.it.catalog.Course("math", "Mathematics"), new Enrollment("ann", "math", DAY),
                new Enrollment("bob", "math", DAY)), roster);
    }

    @Test
    void anInvertedIndexReadsAManyToManyRelationshipBothWays() {
        String[][] pairs = {{"ann", "math"}, {"ann", "art"}, {"bob", "math"}, {"cy", "math"}, {"cy", "art"}};
        for (String[] pair : pairs) {
            enrollments.put(new Enrollment(pair[0], pair[1], DAY));
        }
        assertEquals(List.of("art", "math"),
                enrollments.coursesOf("ann").page().items().stream().map(Enrollment::courseId).toList());
        assertEquals(List.of("ann", "bob", "cy"),
                enrollments.studentsOf("math").page().items().stream().map(Enrollment::studentId).toList());
        assertEquals(List.of("ann", "cy"),
                enrollments.studentsOf("art").page().items().stream().map(Enrollment::studentId).toList());
    }
}
