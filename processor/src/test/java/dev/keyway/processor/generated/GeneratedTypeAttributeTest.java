package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.resource;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A table whose items store their entity type under another name ({@code @Entity(typeAttribute)},
 * named by one entity for the table): the definition, every schema's items, the projection of a
 * keys-only index and the design artifacts all use it, and {@code _type} is an ordinary attribute.
 */
class GeneratedTypeAttributeTest {

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.adopt.Order", """
                        @Entity(table = "Legacy", typeAttribute = "entityType", type = "order")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<orderId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<orderId>",
                             projection = Projection.KEYS_ONLY)
                        public record Order(String customerId, String orderId, String status, String _type) {}
                        """),
                source("t.adopt.Customer", """
                        @Entity(table = "Legacy", type = "customer")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("PROFILE")
                        public record Customer(String customerId, String name) {}
                        """));
    }

    @Test
    void theTableDefinitionNamesTheAttributeAndProjectsItIntoAKeysOnlyIndex() {
        TableDefinition definition = (TableDefinition) classes.staticField("t.adopt.LegacyTable", "DEFINITION");
        assertEquals("entityType", definition.typeAttribute());
        CreateTableRequest request = definition.createTableRequest("Legacy");
        assertEquals(java.util.List.of("entityType"), request.globalSecondaryIndexes().get(0).projection().nonKeyAttributes());
    }

    @Test
    void everyEntityOfTheTableWritesItsTypeThere() {
        ItemSchema<Object> orders = classes.schema("t.adopt.Order");
        ItemSchema<Object> customers = classes.schema("t.adopt.Customer");
        Map<String, AttributeValue> order = orders.toItem(classes.record("t.adopt.Order", "c-1", "o-1", "OPEN", "kept"));
        assertEquals(AttributeValue.fromS("order"), order.get("entityType"));
        assertEquals(AttributeValue.fromS("kept"), order.get("_type"), "an ordinary component now");
        Map<String, AttributeValue> customer = customers.toItem(classes.record("t.adopt.Customer", "c-1", "Ada"));
        assertEquals(AttributeValue.fromS("customer"), customer.get("entityType"));
        assertFalse(customer.containsKey("_type"));
    }

    @Test
    void readingChecksTheTypeInThatAttribute() {
        ItemSchema<Object> orders = classes.schema("t.adopt.Order");
        Map<String, AttributeValue> item = new LinkedHashMap<>(orders.toItem(
                classes.record("t.adopt.Order", "c-1", "o-1", "OPEN", null)));
        assertEquals(classes.record("t.adopt.Order", "c-1", "o-1", "OPEN", null), orders.fromItem(item));
        item.put("entityType", AttributeValue.fromS("customer"));
        ItemDecodeException wrong = assertThrows(ItemDecodeException.class, () -> orders.fromItem(item));
        assertTrue(wrong.getMessage().contains("the item is a customer, not a order"), wrong.getMessage());
    }

    @Test
    void theDesignArtifactsNameTheAttribute() {
        String sheet = resource(classes.compilation(), "t/adopt/LegacyTable.md");
        assertTrue(sheet.contains("| entity type | `entityType` | S |"), sheet);
        String cfn = resource(classes.compilation(), "t/adopt/LegacyTable.cfn.json").replaceAll("\\s+", "");
        assertTrue(cfn.contains("\"NonKeyAttributes\":[\"entityType\"]"), cfn);
        String workbench = resource(classes.compilation(), "t/adopt/LegacyTable.workbench.json");
        assertTrue(workbench.contains("\"entityType\""), workbench);
        String html = resource(classes.compilation(), "t/adopt/LegacyTable.html");
        assertTrue(html.contains("entityType"), html);
    }
}
