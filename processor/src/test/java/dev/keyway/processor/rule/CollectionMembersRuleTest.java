package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.Models.entity;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.ProjectionModel;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link CollectionMembersRule} on hand-built models: one finding per member, the first that applies. */
class CollectionMembersRuleTest {

    private static final ClassRef ITEMS = new ClassRef("t", List.of("CustomerItem"));

    private static List<Finding> check(String index, EntityModel... members) {
        return new CollectionMembersRule().check(new CollectionMembers(ITEMS, Optional.ofNullable(index), List.of(members)));
    }

    @Test
    void membersShareTheFirstMembersPartition() {
        EntityModel customer = entity("Customer").pk("CUSTOMER#<id>").sk("PROFILE").model();
        EntityModel order = entity("Order").pk("CUSTOMER#<customerId>").sk("ORDER#<orderId>").model();
        assertEquals(List.of(), check(null, customer, order));

        EntityModel elsewhere = entity("Invoice").table("Billing").pk("CUSTOMER#<id>").sk("INVOICE#<n>").model();
        EntityModel numbered = entity("Visit").pk("CUSTOMER#<id:int>").sk("VISIT").model();
        EntityModel prefixed = entity("Note").pk("CLIENT#<id>").sk("NOTE").model();
        EntityModel sharded = entity("Event").shardedPk("CUSTOMER#<id>", 4).sk("EVENT#<n>").model();
        assertEquals(List.of(
                Finding.of(Message.COLLECTION_TABLES_DIFFER, Location.collection(ITEMS, null), "CustomerItem", "Customer",
                        "Shop", "Invoice", "Billing"),
                Finding.of(Message.COLLECTION_PARTITIONS_DIFFER, Location.collection(ITEMS, null), "CustomerItem", "Customer",
                        "CUSTOMER#<id>", "Visit", "CUSTOMER#<id>"),
                Finding.of(Message.COLLECTION_PARTITIONS_DIFFER, Location.collection(ITEMS, null), "CustomerItem", "Customer",
                        "CUSTOMER#<id>", "Note", "CLIENT#<id>"),
                Finding.of(Message.COLLECTION_OF_SHARDED_PARTITION, Location.collection(ITEMS, null), "CustomerItem", "Event",
                        "CUSTOMER#<id>", 4, "Event")),
                check(null, customer, elsewhere, numbered, prefixed, sharded));
    }

    @Test
    void anIndexedCollectionNeedsTheIndexHoldingWholeItemsOnEveryMember() {
        EntityModel customer = entity("Customer").pk("C#<id>").sk("X").gsi("ByTenant", "TENANT#<tenant>", "C#<id>").model();
        EntityModel order = entity("Order").pk("O#<id>").sk("X").gsi("ByTenant", "TENANT#<tenant>", "O#<id>").model();
        EntityModel missing = entity("Invoice").pk("I#<id>").sk("X").model();
        EntityModel keysOnly = entity("Refund").pk("R#<id>").sk("X").gsi("ByTenant", "TENANT#<tenant>", "R#<id>",
                "ByTenantPK", "ByTenantSK", new ProjectionModel(ProjectionModel.Kind.KEYS_ONLY, List.of())).model();
        assertEquals(List.of(), check("ByTenant", customer, order));
        assertEquals(List.of(
                Finding.of(Message.COLLECTION_INDEX_MISSING, Location.collection(ITEMS, "index"), "CustomerItem", "ByTenant",
                        "Invoice", ""),
                Finding.of(Message.COLLECTION_INDEX_MISSING, Location.collection(ITEMS, "index"), "CustomerItem", "ByTenant",
                        "Refund", " holding whole items")),
                check("ByTenant", customer, missing, keysOnly));
    }
}
