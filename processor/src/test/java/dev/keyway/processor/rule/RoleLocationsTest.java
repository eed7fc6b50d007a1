package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.Models.entity;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.model.ClassNames;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.TableModel;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What rules build on: the location of each key role (the annotation member that declares it),
 * the generated class names the model carries, and the table model made of its entities.
 */
class RoleLocationsTest {

    private final EntityModel order = entity("Order").pk("O#<id>").sk("X").gsi("GSI1", "S#<status>", "<at>")
            .lsi("LSI1", "T#<at>").model();

    @Test
    void aKeysTemplateAndAttributeAreWhereItsAnnotationDeclaresThem() {
        assertEquals(Location.partitionKey(order, "value"), Location.keyTemplate(order, Optional.empty(), false));
        assertEquals(Location.sortKey(order, "attribute"), Location.keyAttribute(order, Optional.empty(), true));
        assertEquals(Location.index(order, "GSI1", "partitionKey"), Location.keyTemplate(order, Optional.of("GSI1"), false));
        assertEquals(Location.index(order, "GSI1", "sortKeyAttribute"),
                Location.keyAttribute(order, Optional.of("GSI1"), true));
        // a local index's partition key is the table's, declared by @PartitionKey
        assertEquals(Location.partitionKey(order, "attribute"), Location.keyAttribute(order, Optional.of("LSI1"), false));
        assertEquals(Location.index(order, "LSI1", "sortKey"), Location.keyTemplate(order, Optional.of("LSI1"), true));
        assertThrows(IllegalArgumentException.class, () -> Location.keyTemplate(order, Optional.of("GSI9"), false));
    }

    @Test
    void locationsNameTheirOwnerByCanonicalName() {
        assertEquals(new Location.OnDeclaration("t.Order", "Entity", "type"), Location.entity(order, "type"));
        assertEquals(new Location.Component("t.Order", "id", "Attribute", "value"), Location.storedName(order, "id"));
        assertEquals(new Location.AccessPattern("t.Order", "byStatus", 0, "name"),
                Location.accessPattern(order, "byStatus", "name"));
        assertEquals(new Location.OnDeclaration("t.Items", "ItemCollection", "index"),
                Location.collection(new ClassRef("t", List.of("Items")), "index"));
    }

    @Test
    void generatedClassesAreNamedOnce() {
        assertEquals(List.of("t.OrderKeys", "t.OrderSchema", "t.OrderRepository", "t.OrderAsyncRepository"),
                order.generated().canonicalNames());
        EntityModel nested = entity("Counter").inPackage("a.b").pk("C#<id>").model();
        assertEquals(new ClassRef("a.b", List.of("CounterKeys")), nested.generated().keys());
        assertEquals("MyAppProdTable", ClassNames.tableClassName("my-app.prod"));
        assertEquals("T2024Table", ClassNames.tableClassName("2024"));
        assertEquals("TTable", ClassNames.tableClassName("--"));
        // DynamoDB takes table names of 255 characters; a file name holds 255 bytes, the table's files add to it
        String longest = "S" + "a".repeat(254);
        String longestClass = ClassNames.tableClassName(longest);
        assertEquals(125, longestClass.length());
        assertEquals("S" + "a".repeat(110) + "H" + String.format("%08x", longest.hashCode()) + "Table", longestClass);
        assertNotEquals(longestClass, ClassNames.tableClassName("S" + "a".repeat(253) + "b"));
        assertEquals("S" + "a".repeat(119) + "Table", ClassNames.tableClassName("S" + "a".repeat(119)));
        assertEquals(new ClassRef("a", List.of("ShopTable")), ClassNames.table("Shop",
                List.of(new ClassRef("a.b", List.of("X")), new ClassRef("a.c", List.of("Y")))));
        assertEquals(new ClassRef("a.b", List.of("ShopTable")), ClassNames.table("Shop",
                List.of(new ClassRef("", List.of("X")), new ClassRef("a.b", List.of("Y")))));
        assertEquals(new ClassRef("t", List.of("ItemsCollection")), ClassNames.collection(new ClassRef("t", List.of("Items"))));
    }

    @Test
    void aTableIsMadeOfItsEntities() {
        EntityModel refund = entity("Refund").pk("R#<id>").sk("X").ttl("expiresAt", "ttl")
                .gsi("GSI2", "A#<a>", null, "GSI2PK", "GSI2SK", new ProjectionModel(ProjectionModel.Kind.INCLUDE,
                        List.of("a"))).model();
        EntityModel invoice = entity("Invoice").pk("I#<id>").sk("X")
                .gsi("GSI2", "B#<b>", null, "GSI2PK", "GSI2SK", new ProjectionModel(ProjectionModel.Kind.INCLUDE,
                        List.of("b", "a"))).model();
        TableModel table = TableModel.of("Shop", List.of(order, refund, invoice));
        assertEquals(new ClassRef("t", List.of("ShopTable")), table.type());
        assertEquals(List.of("GSI1", "LSI1", "GSI2"), table.indexes().stream().map(TableModel.TableIndex::name).toList());
        assertEquals(List.of("a", "b"), table.indexes().get(2).projection().attributes()); // what any of them includes
        assertEquals(Optional.of("ttl"), table.ttlAttribute());
        assertEquals(Optional.of("SK"), table.sortKeyAttribute());
    }
}
