package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.Models.entity;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link GeneratedNameRule} with a set of existing types instead of the compiler. */
class GeneratedNameRuleTest {

    @Test
    void aTakenNameIsReportedOnceOnItsClaimant() {
        EntityModel order = entity("Order").pk("O#<id>").model();
        GeneratedNameRule rule = new GeneratedNameRule((near, name) -> {
            assertEquals("t.Order", near); // looked up in the module of the entity
            return Set.of("t.OrderKeys", "t.OrderSchema").contains(name);
        });
        assertEquals(List.of(Finding.of(Message.GENERATED_NAME_TAKEN, Location.entity(order), "Order", "t.OrderKeys")),
                rule.check(List.of(GeneratedNameRule.Claimant.entity(order))));
    }

    @Test
    void aNameTwoClaimantsWouldGenerateIsReportedOnBoth() {
        EntityModel shop = entity("Order").pk("O#<id>").model();
        EntityModel lower = entity("Item").table("shop").pk("I#<id>").model();
        TableModel upperTable = TableModel.of("Shop", List.of(shop));
        TableModel lowerTable = TableModel.of("shop", List.of(lower));
        ClassRef items = new ClassRef("t", List.of("Order"));
        List<Finding> findings = new GeneratedNameRule((near, name) -> false).check(List.of(
                GeneratedNameRule.Claimant.table(upperTable, List.of(shop)),
                GeneratedNameRule.Claimant.table(lowerTable, List.of(lower)),
                GeneratedNameRule.Claimant.collection(new ClassRef("t", List.of("Shop")))));
        assertEquals(List.of(
                Finding.of(Message.GENERATED_NAME_CLASH, Location.entity(shop), "Table \"Shop\"", "t.ShopTable",
                        "Table \"shop\""),
                Finding.of(Message.GENERATED_NAME_CLASH, Location.entity(lower), "Table \"shop\"", "t.ShopTable",
                        "Table \"Shop\"")),
                findings);
        assertEquals("t.OrderCollection", GeneratedNameRule.Claimant.collection(items).names().get(0));
    }

    @Test
    void aTableClaimIsReportedOnEachOfItsEntities() {
        EntityModel a = entity("A").pk("A#<id>").model();
        EntityModel b = entity("B").pk("B#<id>").model();
        TableModel table = TableModel.of("Shop", List.of(a, b));
        assertEquals(List.of(
                Finding.of(Message.GENERATED_NAME_TAKEN, Location.entity(a), "Table \"Shop\"", "t.ShopTable"),
                Finding.of(Message.GENERATED_NAME_TAKEN, Location.entity(b), "Table \"Shop\"", "t.ShopTable")),
                new GeneratedNameRule((near, name) -> name.equals("t.ShopTable"))
                        .check(List.of(GeneratedNameRule.Claimant.table(table, List.of(a, b)))));
    }
}
