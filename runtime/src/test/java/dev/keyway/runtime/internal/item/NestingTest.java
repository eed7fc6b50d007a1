package dev.keyway.runtime.internal.item;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's nesting limit (Developer Guide, "Data types": nested attributes up to 32 levels deep):
 * 31 lists and maps above a scalar are stored, 32 are refused, and so is an empty map as the 32nd.
 */
class NestingTest {

    /** {@code containers} maps and lists, alternately, around {@code leaf}. */
    private static AttributeValue nested(int containers, AttributeValue leaf) {
        AttributeValue value = leaf;
        for (int i = 0; i < containers; i++) {
            value = i % 2 == 0 ? AttributeValue.fromM(Map.of("n", value)) : AttributeValue.fromL(List.of(value));
        }
        return value;
    }

    @Test
    void thirtyOneListsAndMapsAreStored() {
        AttributeValue value = nested(31, AttributeValue.fromS("x"));
        assertSame(value, Nesting.check(value));
        Nesting.check(nested(30, AttributeValue.fromM(Map.of())));
        Nesting.check(nested(31, AttributeValue.fromSs(List.of("a"))));
        Nesting.check(AttributeValue.fromS("scalar"));
        Nesting.check(null);
    }

    @Test
    void theThirtySecondIsRefusedWithItsPath() {
        AttributeValueException error = assertThrows(AttributeValueException.class,
                () -> Nesting.check(nested(32, AttributeValue.fromS("x"))));
        assertEquals("[0].n".repeat(15) + "[0]", error.path());
        assertThrows(AttributeValueException.class, () -> Nesting.check(nested(31, AttributeValue.fromM(Map.of()))));
    }

    @Test
    void aConditionOrUpdateValueIsCheckedToo() {
        Attribute<AttributeValue> raw = new Attribute<>("Doc", "body", "body", value -> value, false);
        InvalidAttributeValueException error = assertThrows(InvalidAttributeValueException.class,
                () -> raw.eq(nested(33, AttributeValue.fromS("x"))));
        assertEquals("Doc", error.entityType());
        assertEquals("body" + ".n[0]".repeat(15) + ".n", error.attribute()); // the 32nd list or map
    }

    @Test
    void aWrittenValueIsCheckedWhenTheCompilerCouldNotBoundIt() {
        ItemWriter nestedWriter = ItemWriter.nested(1);
        AttributeValueException error = assertThrows(AttributeValueException.class,
                () -> nestedWriter.putDeep("tree", 40, depth -> nested(depth, AttributeValue.fromS("x"))));
        assertEquals("tree", error.path().substring(0, 4));
        nestedWriter.putDeep("shallow", 31, depth -> nested(depth, AttributeValue.fromS("x")));
        assertEquals(31, depthOf(nestedWriter.toItem().get("shallow")));
    }

    private static int depthOf(AttributeValue value) {
        if (value.hasM()) {
            return 1 + value.m().values().stream().mapToInt(NestingTest::depthOf).max().orElse(0);
        }
        if (value.hasL()) {
            return 1 + value.l().stream().mapToInt(NestingTest::depthOf).max().orElse(0);
        }
        return 0;
    }
}
