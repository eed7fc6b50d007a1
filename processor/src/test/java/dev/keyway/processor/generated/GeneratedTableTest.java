package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;

/**
 * One table class per table, however many entities share it: its name, package and a
 * definition with every index any of its entities declares.
 */
class GeneratedTableTest {

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.shop.Status", "public enum Status { PLACED, SHIPPED }"),
                source("t.shop.Customer", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<id>")
                        @SortKey("PROFILE")
                        @Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "CUSTOMER")
                        public record Customer(String id, String email) {}
                        """),
                source("t.shop.Order", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<orderId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<orderId>")
                        @Gsi(index = "GSI2", partitionKey = "SKU#<sku>")
                        @Gsi(index = "byRegion", partitionKey = "REGION#<region>", sortKey = "<orderId>",
                             partitionKeyAttribute = "regionPk", sortKeyAttribute = "regionSk")
                        public record Order(String customerId, String orderId, Status status, String sku, String region) {}
                        """),
                // Two sibling packages: the table class goes to the package they share.
                source("a.b.c.Alpha", """
                        @Entity(table = "my-app.prod")
                        @PartitionKey(value = "ALPHA#<id>", attribute = "pk")
                        public record Alpha(String id) {}
                        """),
                source("a.b.d.Beta", """
                        @Entity(table = "my-app.prod")
                        @PartitionKey(value = "BETA#<id>", attribute = "pk")
                        public record Beta(String id) {}
                        """));
    }

    private static TableDefinition definition(String tableClass) {
        return (TableDefinition) classes.staticField(tableClass, "DEFINITION");
    }

    @Test
    void oneTableClassPerTable() {
        Set<String> tables = classes.compilation().generatedSourceFiles().stream()
                .map(JavaFileObject::getName)
                .filter(name -> name.endsWith("Table.java"))
                .map(name -> name.substring(name.indexOf("/", 1) + 1))
                .collect(Collectors.toSet());
        assertEquals(Set.of("t/shop/ShopTable.java", "a/b/MyAppProdTable.java"), tables);
    }

    @Test
    void sharedTableListsEveryIndexOfEveryEntity() {
        TableDefinition shop = definition("t.shop.ShopTable");
        assertEquals("Shop", classes.staticField("t.shop.ShopTable", "NAME"));
        assertEquals("Shop", shop.name());
        assertEquals("PK", shop.partitionKeyAttribute());
        assertEquals(Optional.of("SK"), shop.sortKeyAttribute());
        assertEquals("_type", shop.typeAttribute());
        assertEquals(Set.of(IndexDefinition.global("GSI1", "GSI1PK", "GSI1SK"), IndexDefinition.global("GSI2", "GSI2PK"),
                IndexDefinition.global("byRegion", "regionPk", "regionSk")), Set.copyOf(shop.indexes()));

        CreateTableRequest request = shop.createTableRequest("Shop-test");
        assertEquals(Set.of("GSI1", "GSI2", "byRegion"),
                request.globalSecondaryIndexes().stream().map(GlobalSecondaryIndex::indexName).collect(Collectors.toSet()));
    }

    @Test
    void everyEntityOfTheTableUsesTheOneDefinition() {
        assertSame(definition("t.shop.ShopTable"), classes.schema("t.shop.Customer").table());
        assertSame(definition("t.shop.ShopTable"), classes.schema("t.shop.Order").table());
        assertSame(definition("a.b.MyAppProdTable"), classes.schema("a.b.c.Alpha").table());
        assertSame(definition("a.b.MyAppProdTable"), classes.schema("a.b.d.Beta").table());
    }

    @Test
    void tableNameBecomesAClassNameAndStaysTheDefaultName() {
        TableDefinition prod = definition("a.b.MyAppProdTable");
        assertEquals(new TableDefinition("my-app.prod", "pk", Optional.empty(), "_type", List.of()), prod);
        assertEquals("my-app.prod", call(classes.construct("a.b.c.AlphaRepository", noCallsClient()), "tableName"));
        assertEquals("my-app.prod", call(classes.construct("a.b.d.BetaRepository", noCallsClient()), "tableName"));
    }

    @Test
    void customKeyAttributesAreUsedInItems() {
        var item = classes.schema("a.b.c.Alpha").toItem(classes.record("a.b.c.Alpha", "x"));
        assertEquals(Set.of("pk", "_type", "id"), item.keySet());
        assertEquals("ALPHA#x", item.get("pk").s());
        var order = classes.schema("t.shop.Order").toItem(classes.record("t.shop.Order", "c1", "o1",
                classes.constant("t.shop.Status", "SHIPPED"), "sku1", "eu"));
        assertEquals("REGION#eu", order.get("regionPk").s());
        assertEquals("o1", order.get("regionSk").s());
    }
}
