package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.Models.entity;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.overlap.Key;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Each table rule on hand-built models: the findings (message, location and arguments) it
 * returns, and none for a design that passes. Compile-testing tests check the same messages
 * end to end, on the exact source position.
 */
class TableRulesTest {

    private static TableEntities shop(EntityModel... entities) {
        return new TableEntities("Shop", List.of(entities));
    }

    @Test
    void keyAttributesAreTheFirstEntitysOnes() {
        EntityModel customer = entity("Customer").pk("CUSTOMER#<id>").sk("PROFILE").model();
        EntityModel order = entity("Order").pk("CUSTOMER#<id>", "pk").sk("ORDER#<orderId>", "sk").model();
        assertEquals(List.of(
                Finding.of(Message.KEY_ATTRIBUTE_CONFLICT, Location.partitionKey(order, "attribute"), "Shop", "Order",
                        "partition key", "pk", "Customer", "PK"),
                Finding.of(Message.KEY_ATTRIBUTE_CONFLICT, Location.sortKey(order, "attribute"), "Shop", "Order",
                        "sort key", "sk", "Customer", "SK")),
                new KeyAttributeRule().check(shop(customer, order)));
        assertEquals(List.of(), new KeyAttributeRule().check(shop(customer, entity("Order").pk("O#<id>").sk("X").model())));
    }

    @Test
    void everyEntityHasASortKeyOrNoneHas() {
        EntityModel customer = entity("Customer").pk("CUSTOMER#<id>").sk("PROFILE").model();
        EntityModel counter = entity("Counter").pk("COUNTER#<id>").model();
        assertEquals(List.of(Finding.of(Message.SORT_KEY_PRESENCE_CONFLICT, Location.entity(counter), "Shop", "Customer",
                "Counter")), new SortKeyPresenceRule().check(shop(customer, counter)));
        assertEquals(List.of(Finding.of(Message.SORT_KEY_PRESENCE_CONFLICT, Location.entity(customer), "Shop", "Customer",
                "Counter")), new SortKeyPresenceRule().check(shop(counter, customer)));
        // the attribute rule leaves the missing sort key to this one
        assertEquals(List.of(), new KeyAttributeRule().check(shop(customer, counter)));
    }

    @Test
    void entityTypesAreDistinct() {
        EntityModel a = entity("Customer").inPackage("a").pk("A#<id>").model();
        EntityModel b = entity("Customer").inPackage("b").pk("B#<id>").model();
        EntityModel c = entity("Client").pk("C#<id>").type("Customer").model();
        assertEquals(List.of(
                Finding.of(Message.DUPLICATE_ENTITY_TYPE, Location.entity(b, "type"), "Customer", "a.Customer",
                        "b.Customer", "Shop"),
                Finding.of(Message.DUPLICATE_ENTITY_TYPE, Location.entity(c, "type"), "Customer", "a.Customer",
                        "t.Client", "Shop")),
                new EntityTypeRule().check(shop(a, b, c)));
    }

    @Test
    void aSharedIndexHasOneKindProjectionShapeAndKeyAttributes() {
        EntityModel order = entity("Order").pk("O#<id>").sk("X").gsi("GSI1", "S#<status>", "<placedAt>")
                .lsi("LSI1", "T#<placedAt>").model();
        EntityModel kind = entity("Kind").pk("K#<id>").sk("X").lsi("GSI1", "K#<placedAt>").model();
        EntityModel projection = entity("Projection").pk("P#<id>").sk("X")
                .gsi("GSI1", "P#<status>", "<at>", "GSI1PK", "GSI1SK", new ProjectionModel(ProjectionModel.Kind.KEYS_ONLY,
                        List.of())).model();
        EntityModel shape = entity("Shape").pk("S#<id>").sk("X").gsi("GSI1", "S#<status>", null).model();
        EntityModel attributes = entity("Attributes").pk("A#<id>").sk("X")
                .gsi("GSI1", "A#<status>", "<at>", "pk1", "sk1", ProjectionModel.ALL).model();
        assertEquals(List.of(
                Finding.of(Message.INDEX_KIND_CONFLICT, Location.index(kind, "GSI1", "index"), "GSI1", "Shop", "global",
                        "Order", "local", "Kind"),
                Finding.of(Message.INDEX_PROJECTION_CONFLICT, Location.index(projection, "GSI1", "projection"), "GSI1", "Shop",
                        ProjectionModel.Kind.ALL, "Order", ProjectionModel.Kind.KEYS_ONLY, "Projection"),
                Finding.of(Message.INDEX_SHAPE_CONFLICT, Location.index(shape, "GSI1", "sortKey"), "GSI1", "Shop", "Order",
                        "Shape"),
                Finding.of(Message.KEY_ATTRIBUTE_CONFLICT, Location.index(attributes, "GSI1", "partitionKeyAttribute"), "Shop",
                        "Attributes", "index GSI1 partition key", "pk1", "Order", "GSI1PK"),
                Finding.of(Message.KEY_ATTRIBUTE_CONFLICT, Location.index(attributes, "GSI1", "sortKeyAttribute"), "Shop",
                        "Attributes", "index GSI1 sort key", "sk1", "Order", "GSI1SK")),
                new SharedIndexRule().check(shop(order, kind, projection, shape, attributes)));
    }

    @Test
    void timeToLiveIsOneAttributePerTable() {
        EntityModel session = entity("Session").pk("S#<id>").ttl("expiresAt", "ttl").model();
        EntityModel token = entity("Token").pk("T#<id>").ttl("expires", "expiry").model();
        EntityModel plain = entity("Plain").pk("P#<id>").model();
        assertEquals(List.of(Finding.of(Message.TTL_ATTRIBUTE_CONFLICT, Location.component(token, "expires"), "Shop",
                "Token", "expiry", "Session", "ttl")), new TtlAttributeRule().check(shop(plain, session, token)));
    }

    @Test
    void noComponentIsStoredUnderAKeyOrTypeAttribute() {
        EntityModel order = entity("Order").pk("O#<id>").sk("X").gsi("GSI1", "S#<status>", "<at>").model();
        EntityModel clash = entity("Clash").pk("C#<id>").sk("X")
                .component("type", "_type", Models.STRING)
                .component("sortKey", "SK", Models.STRING)
                .component("indexKey", "GSI1SK", Models.STRING)
                .component("fine", "GSI2PK", Models.STRING).model();
        assertEquals(List.of(
                Finding.of(Message.RESERVED_ATTRIBUTE_NAME, Location.storedName(clash, "type"), "type", "_type", "Shop"),
                Finding.of(Message.RESERVED_ATTRIBUTE_NAME, Location.storedName(clash, "sortKey"), "sortKey", "SK", "Shop"),
                Finding.of(Message.RESERVED_ATTRIBUTE_NAME, Location.storedName(clash, "indexKey"), "indexKey", "GSI1SK",
                        "Shop")),
                new ReservedAttributeRule().check(shop(order, clash)));
    }

    @Test
    void keyOverlapsAreReportedWithTheirTemplates() {
        EntityModel alpha = entity("Alpha").pk("T#<tenant>").sk("ITEM<id>").pattern("items", null).model();
        EntityModel beta = entity("Beta").pk("T#<tenant>").sk("ITEM<id>").model();
        EntityModel gamma = entity("Gamma").pk("T#<tenant>").sk("ITEMS#<id>").model();
        assertEquals(List.of(
                Finding.of(Message.KEY_COLLISION, Location.partitionKey(beta, "value"), "Shop", "Beta", "T#<tenant>",
                        "ITEM<id>", "Alpha", "T#<tenant>", "ITEM<id>"),
                Finding.of(Message.QUERY_OVERLAP, Location.accessPattern(alpha, "items", "name"), "Shop", "items", "Alpha",
                        "T#<tenant>", "ITEM", "Gamma", "T#<tenant> / ITEMS#<id>", "items")),
                new KeyOverlapRule().check(shop(alpha, beta, gamma)));
    }

    @Test
    void guardItemsOfUniqueValuesAreComparedWithEveryEntitysKeys() {
        EntityModel customer = entity("Customer").pk("CUSTOMER#<id>").sk("PROFILE").unique("email").model();
        EntityModel forged = entity("Forged").pk("_unique#<a>#<b>#<c>").sk("<s>").model();
        EntityModel shadow = entity("Shadow").pk("_unique#Customer#email#<c>").sk("_unique").model();
        EntityModel fine = entity("Fine").pk("_unique#<a>#<b>").sk("<s>").model();
        assertEquals(List.of(
                Finding.of(Message.GUARD_KEY_COLLISION, Location.partitionKey(forged, "value"), "Shop", "Forged",
                        "_unique#<a>#<b>#<c>", "<s>", "Customer", "email", "_unique#Customer#email#<email> / _unique",
                        new Key("_unique#Customer#email#", Optional.of("_unique")), "Forged"),
                Finding.of(Message.GUARD_KEY_COLLISION, Location.partitionKey(shadow, "value"), "Shop", "Shadow",
                        "_unique#Customer#email#<c>", "_unique", "Customer", "email",
                        "_unique#Customer#email#<email> / _unique", new Key("_unique#Customer#email#", Optional.of("_unique")),
                        "Shadow")),
                new GuardOverlapRule().check(shop(customer, fine, forged, shadow)));
        assertEquals(List.of(), new GuardOverlapRule().check(shop(customer, fine)));
        // Without @Unique values there are no guard items to meet.
        assertEquals(List.of(), new GuardOverlapRule().check(shop(fine, forged,
                entity("Plain").pk("CUSTOMER#<id>").sk("PROFILE").model())));
    }

    @Test
    void aTableWithoutSortKeyHasGuardItemsWithoutOne() {
        EntityModel user = entity("User").pk("USER#<id>").unique("email").model();
        EntityModel raw = entity("Raw").pk("<x>#<y>#<z>#<w>").model();
        assertEquals(List.of(Finding.of(Message.GUARD_KEY_COLLISION, Location.partitionKey(raw, "value"), "Shop", "Raw",
                        "<x>#<y>#<z>#<w>", "no sort key", "User", "email", "_unique#User#email#<email>",
                        new Key("_unique#User#email#", Optional.empty()), "Raw")),
                new GuardOverlapRule().check(shop(user, raw)));
    }

    @Test
    void anAccessPatternWithoutTypeFilterMayNotReadGuardItems() {
        EntityModel user = entity("User").pk("USER#<id>").sk("<kind>").unique("email")
                .gsi("Inverted", "<kind>", "_<id>", "SK", "PK", ProjectionModel.ALL).pattern("byKind", "Inverted").model();
        assertEquals(List.of(Finding.of(Message.GUARD_QUERY_OVERLAP, Location.accessPattern(user, "byKind", "name"), "Shop",
                        "byKind", "User", "<kind>", "_", "User", "email", "_unique#User#email#<email> / _unique",
                        new Key("_unique", Optional.of("_unique#User#email#")))),
                new GuardOverlapRule().check(shop(user)));
        EntityModel typed = entity("User").pk("USER#<id>").sk("<kind>").unique("email")
                .gsi("Inverted", "<kind>", "USER#<id>", "SK", "PK", ProjectionModel.ALL).pattern("byKind", "Inverted").model();
        assertEquals(List.of(), new GuardOverlapRule().check(shop(typed)));
    }

    @Test
    void entitiesOfTheSameSimpleNameAreNamedInFull() {
        EntityModel a = entity("Item").inPackage("a").pk("I#<id>").model();
        EntityModel b = entity("Item").inPackage("b").pk("I#<id>").type("OtherItem").model();
        assertEquals(List.of(Finding.of(Message.KEY_COLLISION, Location.partitionKey(b, "value"), "Shop", "b.Item", "I#<id>",
                "no sort key", "a.Item", "I#<id>", "no sort key")), new KeyOverlapRule().check(shop(a, b)));
    }

    @Test
    void aValidTableHasNoFindings() {
        EntityModel customer = entity("Customer").pk("CUSTOMER#<id>").sk("PROFILE").gsi("GSI1", "EMAIL#<email>", "CUSTOMER")
                .pattern("byEmail", "GSI1").ttl("expiresAt", "ttl").model();
        EntityModel order = entity("Order").pk("CUSTOMER#<customerId>").sk("ORDER#<placedAt:Instant>#<orderId>")
                .gsi("GSI1", "STATUS#<status>", "<placedAt:Instant>").pattern("ordersOf", null).model();
        assertEquals(List.of(), Rules.check(shop(customer, order)));
    }
}
