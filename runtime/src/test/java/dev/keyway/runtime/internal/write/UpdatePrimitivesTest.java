package dev.keyway.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.PreparedWrite;
import dev.keyway.runtime.schema.EntitySchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which primitive components an update leaves unset, the condition that the item exists that it
 * then carries, the refusals of removing a primitive, and the message of a failure on a missing
 * item. No request is sent.
 */
class UpdatePrimitivesTest {

    /** {@code STOCK#<id>}; {@code quantity} is stored as {@code qty}. */
    record Stock(String id, int quantity, boolean active, String note, long version) {
    }

    static final NumberAttribute<Integer> QUANTITY = new NumberAttribute<>("Stock", "quantity", "qty",
            value -> AttributeValue.fromN(Integer.toString(value)), false);
    static final Attribute<Boolean> ACTIVE = new Attribute<>("Stock", "active", "active", AttributeValue::fromBool, false);
    static final StringAttribute NOTE = new StringAttribute("Stock", "note", "note", false);
    static final StringAttribute ID = new StringAttribute("Stock", "id", "id", true);

    static final class StockSchema extends EntitySchema<Stock> {

        StockSchema() {
            super("Stock", List.of("id", "qty", "active", "version"), List.of("qty", "active", "version"));
        }

        @Override
        public TableDefinition table() {
            return new TableDefinition("Shop", "PK", Optional.empty(), "_type", List.of(), Optional.empty());
        }

        @Override
        public Map<String, AttributeValue> toItem(Stock value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Stock fromItem(Map<String, AttributeValue> item) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Stock value) {
            return Map.of("PK", AttributeValue.fromS("STOCK#" + value.id()));
        }

        @Override
        public Optional<String> versionAttribute() {
            return Optional.of("version");
        }
    }

    private final DynamoDbClient client = new DynamoDbClient() {
        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    };
    private final EntityOperations<Stock> table = new EntityOperations<>(client, "Shop", new StockSchema());

    private UpdateSpec<Stock> update() {
        return new UpdateSpec<>(table, Map.of("PK", AttributeValue.fromS("STOCK#s1")), Map.of(ID, "s1"));
    }

    /** The rendered conditions of the update, as a request would carry them. */
    private static String conditions(UpdateSpec<Stock> update) {
        Expressions expressions = new Expressions();
        List<Condition> conditions = new ArrayList<>();
        update.expression(expressions, conditions);
        String rendered = EntityOperations.render(conditions, expressions);
        if (rendered == null) {
            return "";
        }
        Map<String, String> names = new HashMap<>(expressions.names());
        for (Map.Entry<String, String> name : names.entrySet()) {
            rendered = rendered.replace(name.getKey(), name.getValue());
        }
        return rendered;
    }

    @Test
    void theVersionAndTheKeyComponentsAreNeverUnset() {
        assertEquals(List.of("qty", "active"), update().unsetPrimitives());
    }

    @Test
    void setSetIfAbsentAndCountersGiveAPrimitiveAValue() {
        UpdateSpec<Stock> set = update();
        set.set(QUANTITY, 3);
        assertEquals(List.of("active"), set.unsetPrimitives());
        set.setIfAbsent(ACTIVE, true);
        assertEquals(List.of(), set.unsetPrimitives());

        UpdateSpec<Stock> counted = update();
        counted.arithmetic(QUANTITY, 1, "+");
        counted.set(ACTIVE, false);
        assertEquals(List.of(), counted.unsetPrimitives());

        UpdateSpec<Stock> decremented = update();
        decremented.arithmetic(QUANTITY, 1, "-");
        assertEquals(List.of("active"), decremented.unsetPrimitives());
    }

    @Test
    void otherChangesLeaveThePrimitivesUnset() {
        UpdateSpec<Stock> update = update();
        update.set(NOTE, "restocked");
        assertEquals(List.of("qty", "active"), update.unsetPrimitives());
        assertEquals(List.of("qty", "active"), update.cannotCreateWithout());
    }

    @Test
    void anUpdateLeavingAPrimitiveUnsetRequiresTheItem() {
        UpdateSpec<Stock> update = update();
        update.set(QUANTITY, 3);
        assertEquals("(attribute_exists(PK))", conditions(update));
    }

    @Test
    void anUpdateSettingEveryPrimitiveMayCreateTheItem() {
        UpdateSpec<Stock> update = update();
        update.arithmetic(QUANTITY, 1, "+");
        update.set(ACTIVE, true);
        assertEquals("", conditions(update));
        assertEquals(List.of(), update.cannotCreateWithout());
    }

    @Test
    void theUsersConditionIsKeptAndTheItemRequiredBesides() {
        UpdateSpec<Stock> update = update();
        update.when(NOTE.eq("x"));
        assertEquals("(note = :v) AND (attribute_exists(PK))", conditions(update).replaceAll(":v\\d+", ":v"));
    }

    @Test
    void anUpdateThatAlreadyRequiresTheItemIsLeftAsItIs() {
        UpdateSpec<Stock> onlyIfExists = update();
        onlyIfExists.onlyIfExists();
        assertEquals(List.of(), onlyIfExists.cannotCreateWithout());
        assertEquals("(attribute_exists(PK))", conditions(onlyIfExists), "once");

        UpdateSpec<Stock> versioned = update();
        versioned.expectVersion(3);
        assertEquals(List.of(), versioned.cannotCreateWithout());
        assertEquals("(version = :v1)", conditions(versioned).replaceAll(":v\\d+", ":v1"));
    }

    @Test
    void versionZeroExpectsNoItemSoAPrimitiveUnsetIsRefusedBeforeTheRequest() {
        UpdateSpec<Stock> update = update();
        update.expectVersion(0);
        assertEquals(List.of("qty", "active"), update.cannotCreateWithout());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> conditions(update));
        assertEquals("Stock: an update expecting version 0 (no item yet) can only create the item, and it leaves "
                + "unset qty, active, the attribute(s) of primitive components, without which an item cannot be read; "
                + "set them in the update, or create the item with put or create", refused.getMessage());
        update.set(QUANTITY, 1);
        update.set(ACTIVE, true);
        assertEquals("(attribute_not_exists(PK))", conditions(update));
    }

    @Test
    void removingAPrimitiveOrSettingItToNullIsRefusedWhenAdded() {
        UpdateSpec<Stock> update = update();
        IllegalArgumentException removed = assertThrows(IllegalArgumentException.class, () -> update.remove(QUANTITY));
        assertEquals("Stock.quantity (qty) is a primitive component, which every item must hold to be read: it cannot "
                + "be removed or set to null; set it to a value instead", removed.getMessage());
        assertThrows(IllegalArgumentException.class, () -> update.set(ACTIVE, null));
        update.set(QUANTITY, 1); // the refusals changed nothing
        update.set(ACTIVE, true);
        update.remove(NOTE);
        assertEquals(List.of(), update.unsetPrimitives());
    }

    @Test
    void aFailureOnAMissingItemSaysWhyAndOnAStoredItemIsTheUsualOne() {
        UpdateSpec<Stock> update = update();
        update.set(NOTE, "x");
        PreparedWrite<Stock> write = PreparedWrite.ofUpdate(update.key(), List.of(), update);
        KeywayException missing = table.conditionFailure(write, Map.of(), null);
        assertInstanceOf(ConditionFailedException.class, missing);
        assertEquals("The update of Stock PK=STOCK#s1 did not happen: the item does not exist, and this update cannot "
                + "create it because it leaves unset qty, active, the attribute(s) of primitive components, without "
                + "which an item cannot be read; set them in the update, or create the item with put or create",
                missing.getMessage());

        KeywayException stored = table.conditionFailure(write, Map.of("PK", AttributeValue.fromS("STOCK#s1")), null);
        assertEquals("The condition of the write to Stock PK=STOCK#s1 did not hold", stored.getMessage(),
                "the item exists: the user's condition failed");
    }

    @Test
    void aVersionZeroUpdateFindingAnItemIsAVersionConflict() {
        UpdateSpec<Stock> update = update();
        update.expectVersion(0);
        PreparedWrite<Stock> write = PreparedWrite.ofUpdate(update.key(), List.of(), update);
        assertInstanceOf(VersionConflictException.class, table.conditionFailure(write,
                Map.of("PK", AttributeValue.fromS("STOCK#s1"), "version", AttributeValue.fromN("2")), null));
        assertFalse(table.conditionFailure(write, Map.of(), null) instanceof VersionConflictException);
        assertTrue(table.conditionFailure(write, Map.of(), null).getMessage().contains("the item does not exist"));
    }

    @Test
    void aFailedVersionConditionAloneIsAConflictWhateverTheReturnedItemShows() {
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("STOCK#s1"));
        Condition version = expressions -> "version = :v";
        PreparedWrite<Stock> put = new PreparedWrite<>(key, List.of(version), 4L, null, false);
        Map<String, AttributeValue> returned = Map.of("PK", AttributeValue.fromS("STOCK#s1"),
                "version", AttributeValue.fromN("4"));
        assertInstanceOf(VersionConflictException.class, table.conditionFailure(put, returned, null),
                "only the version condition can have failed");
        PreparedWrite<Stock> conditional = new PreparedWrite<>(key,
                List.of(expressions -> "attribute_exists(note)", version), 4L, null, false);
        assertFalse(table.conditionFailure(conditional, returned, null) instanceof VersionConflictException,
                "the user's condition failed: the stored version is the expected one");
    }
}
