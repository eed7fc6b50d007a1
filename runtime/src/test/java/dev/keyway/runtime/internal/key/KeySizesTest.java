package dev.keyway.runtime.internal.key;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyPart;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's key limits, checked before any request: 2,048 bytes for a partition key, 1,024 for a
 * sort key, in UTF-8 and after encoding, for the table's keys and each index's; the exception
 * names the component whose value made the key too long.
 */
class KeySizesTest {

    /** A table whose GSI1 is keyed on the table's sort key (an inverted index) and GSI2 on its own attributes. */
    private static final TableDefinition TABLE = new TableDefinition("Shop", "PK", Optional.of("SK"), "_type",
            List.of(IndexDefinition.global("GSI1", "SK"), IndexDefinition.global("GSI2", "GSI2PK", "GSI2SK")));

    private static final ItemSchema<Object> ORDER = new KeysOnly("Order", templates("Order", "PK", "CUSTOMER#<customerId>",
            "SK", "ORDER#<placedAt>#<orderId>", "GSI2PK", "STATUS#<status>", "GSI2SK", "<note>"));

    /** Key templates by attribute, each placeholder a string part: all a key-size check reads of them. */
    private static List<KeyTemplate> templates(String entity, String... attributesAndTemplates) {
        List<KeyTemplate> templates = new java.util.ArrayList<>();
        for (int i = 0; i < attributesAndTemplates.length; i += 2) {
            java.util.regex.Matcher placeholder = java.util.regex.Pattern.compile("<([^>]*)>")
                    .matcher(attributesAndTemplates[i + 1]);
            List<KeyPart<?>> parts = new java.util.ArrayList<>();
            while (placeholder.find()) {
                parts.add(KeyPart.ofString(entity, placeholder.group(1)));
            }
            templates.add(KeyTemplate.of(entity, "", attributesAndTemplates[i], attributesAndTemplates[i + 1],
                    parts.toArray(KeyPart<?>[]::new)));
        }
        return templates;
    }

    private static final KeySizes SIZES = KeySizes.of(ORDER);

    private static Map<String, AttributeValue> key(String partition, String sort) {
        return Map.of("PK", AttributeValue.fromS(partition), "SK", AttributeValue.fromS(sort));
    }

    @Test
    void aPartitionKeyUpTo2048BytesPassesAndOneByteMoreNamesItsComponent() {
        String atLimit = "CUSTOMER#" + "c".repeat(2048 - "CUSTOMER#".length());
        assertDoesNotThrow(() -> SIZES.check(key(atLimit, "ORDER#x#o")));
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                () -> SIZES.check(key(atLimit + "c", "ORDER#x#o")));
        assertEquals("Order", error.entityType());
        assertEquals("customerId", error.component());
        assertTrue(error.getMessage().contains("key PK (CUSTOMER#<customerId>) 2049 bytes long in UTF-8, over "
                + "DynamoDB's limit of 2048 bytes for a partition key"), error.getMessage());
    }

    @Test
    void aSortKeyIsLimitedTo1024BytesAndTheLongestComponentIsNamed() {
        String placedAt = KeyCodec.encodeInstant(java.time.Instant.parse("2024-05-01T10:00:00Z"));
        String prefix = "ORDER#" + placedAt + "#";
        assertDoesNotThrow(() -> SIZES.check(key("CUSTOMER#c1", prefix + "o".repeat(1024 - prefix.length()))));
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                () -> SIZES.check(key("CUSTOMER#c1", prefix + "o".repeat(1025 - prefix.length()))));
        assertEquals("orderId", error.component());
        assertTrue(error.getMessage().contains("for a sort key"), error.getMessage());
    }

    @Test
    void bytesAreCountedInUtf8() {
        // 700 characters of three bytes each: 2,100 bytes, though only 709 characters
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                () -> SIZES.check("GSI2PK", "STATUS#" + "\u20AC".repeat(700)));
        assertEquals("status", error.component());
        assertTrue(error.getMessage().contains("2107 bytes"), error.getMessage());
        assertDoesNotThrow(() -> SIZES.check("GSI2PK", "STATUS#" + "\u20AC".repeat(680)));
    }

    @Test
    void anIndexKeyIsCheckedToo() {
        Map<String, AttributeValue> item = Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"),
                "SK", AttributeValue.fromS("ORDER#t#o1"), "GSI2SK", AttributeValue.fromS("n".repeat(1025)));
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class, () -> SIZES.check(item));
        assertEquals("note", error.component());
    }

    /** The table's sort key is also GSI1's partition key: the sort key's smaller limit holds. */
    @Test
    void anAttributeThatIsTwoKeysHasTheSmallerLimit() {
        assertThrows(InvalidKeyValueException.class, () -> SIZES.check("SK", "ORDER#x#" + "o".repeat(1100)));
        assertDoesNotThrow(() -> SIZES.check("PK", "CUSTOMER#" + "c".repeat(1100)));
        assertDoesNotThrow(() -> SIZES.check("description", "d".repeat(100_000)), "not a key");
    }

    @Test
    void withoutATemplateTheAttributeIsNamed() {
        KeySizes sizes = KeySizes.of(new KeysOnly("Legacy", List.of()));
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                () -> sizes.check("PK", "p".repeat(3000)));
        assertEquals("PK", error.component());
    }

    @Test
    void aKeyIsLaidOverItsTemplateBySegments() {
        assertEquals("orderId", KeySizes.component("ORDER#<placedAt>#<orderId>", "ORDER#2024#" + "o".repeat(50)));
        assertEquals("placedAt", KeySizes.component("ORDER#<placedAt>#<orderId>", "ORDER#" + "t".repeat(50) + "#o1"));
        assertEquals("feed", KeySizes.component("FEED#<feed>", "FEED#" + "f".repeat(40) + "#3"), "a shard suffix");
        assertEquals("id", KeySizes.component("A#B#X<id>", "A#B#X" + "i".repeat(10)));
        assertNull(KeySizes.component("PROFILE", "PROFILE"));
        // whatever delimiter the template uses: the values lie between its literals
        assertEquals("user", KeySizes.component("ORG/<org>/USER/<user>", "ORG/o1/USER/" + "u".repeat(50)));
        assertEquals("org", KeySizes.component("ORG/<org>/USER/<user>", "ORG/" + "o".repeat(50) + "/USER/u1"));
        assertEquals("at", KeySizes.component("<day>|<at>", "2024-05-01|" + "t".repeat(30)));
        assertNull(KeySizes.component("<a><b>", "x".repeat(30)), "no literal between: undecidable, so not guessed");
        assertNull(KeySizes.component("ORG/<org>", "org/" + "o".repeat(30)), "a key that does not follow the template");
        assertNull(KeySizes.component(null, "anything"));
    }

    @Test
    void aSortKeyConditionValueOverTheLimitCannotMatchAnyKey() {
        assertDoesNotThrow(() -> KeySizes.checkCondition("Order", "orderId", "o".repeat(1024)));
        InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                () -> KeySizes.checkCondition("Order", "orderId", "o".repeat(1025)));
        assertEquals("orderId", error.component());
    }

    /** A schema of the table that only has key templates: all a key-size check reads. */
    private record KeysOnly(String entityType, List<KeyTemplate> keyTemplates) implements ItemSchema<Object> {

        @Override
        public TableDefinition table() {
            return TABLE;
        }

        @Override
        public Map<String, AttributeValue> toItem(Object value) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Object fromItem(Map<String, AttributeValue> item) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Object value) {
            throw new UnsupportedOperationException();
        }
    }
}
