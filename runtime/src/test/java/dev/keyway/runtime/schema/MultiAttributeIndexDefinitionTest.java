package dev.keyway.runtime.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Developer Guide, "Multi-attribute keys pattern": a global index's key schema lists up to four HASH
 * attributes, then up to four RANGE attributes, each defined in AttributeDefinitions with its type
 * (S, N or B), one type per attribute for the whole table.
 */
class MultiAttributeIndexDefinitionTest {

    private static final IndexDefinition BY_TENANT = IndexDefinition.multiAttribute("ByTenant", List.of(
            IndexKeyAttribute.partition("tenant", ScalarAttributeType.S),
            IndexKeyAttribute.partition("region", ScalarAttributeType.S),
            IndexKeyAttribute.sort("round", ScalarAttributeType.N),
            IndexKeyAttribute.sort("hash", ScalarAttributeType.B)));

    @Test
    void createTableListsHashThenRangeWithTypedDefinitions() {
        CreateTableRequest request = new TableDefinition("Esports", "PK", Optional.of("SK"), "_type",
                List.of(IndexDefinition.global("GSI1", "GSI1PK"), BY_TENANT)).createTableRequest("Esports");
        GlobalSecondaryIndex index = request.globalSecondaryIndexes().get(1);
        assertEquals(List.of("tenant:HASH", "region:HASH", "round:RANGE", "hash:RANGE"), index.keySchema().stream()
                .map(key -> key.attributeName() + ":" + key.keyTypeAsString()).toList());
        assertEquals(List.of("PK:S", "SK:S", "GSI1PK:S", "tenant:S", "region:S", "round:N", "hash:B"),
                request.attributeDefinitions().stream()
                        .map(definition -> definition.attributeName() + ":" + definition.attributeTypeAsString()).toList());
    }

    @Test
    void oneTypePerAttribute() {
        IndexDefinition other = IndexDefinition.multiAttribute("ByRound", List.of(
                IndexKeyAttribute.partition("round", ScalarAttributeType.S)));
        TableDefinition table = new TableDefinition("Esports", "PK", Optional.empty(), "_type", List.of(BY_TENANT, other));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> table.createTableRequest("Esports"));
        assertTrue(refused.getMessage().contains("keys attribute round as S, but the table defines it as N"),
                refused.getMessage());
    }

    @Test
    void countsAndOrderAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> IndexDefinition.multiAttribute("None", List.of(
                IndexKeyAttribute.sort("round", ScalarAttributeType.N))));
        assertThrows(IllegalArgumentException.class, () -> IndexDefinition.multiAttribute("Five", List.of(
                IndexKeyAttribute.partition("a", ScalarAttributeType.S), IndexKeyAttribute.partition("b", ScalarAttributeType.S),
                IndexKeyAttribute.partition("c", ScalarAttributeType.S), IndexKeyAttribute.partition("d", ScalarAttributeType.S),
                IndexKeyAttribute.partition("e", ScalarAttributeType.S))));
        assertThrows(IllegalArgumentException.class, () -> IndexDefinition.multiAttribute("Mixed", List.of(
                IndexKeyAttribute.partition("a", ScalarAttributeType.S), IndexKeyAttribute.sort("b", ScalarAttributeType.S),
                IndexKeyAttribute.partition("c", ScalarAttributeType.S))));
    }

    @Test
    void keySchemaTextJoinsTheAttributes() {
        assertEquals("tenant + region / round + hash", KeySchemaText.of(BY_TENANT));
        assertEquals("tenant + region / round + hash", KeySchemaText.of(List.of(
                KeySchemaElement.builder().attributeName("tenant").keyType("HASH").build(),
                KeySchemaElement.builder().attributeName("region").keyType("HASH").build(),
                KeySchemaElement.builder().attributeName("round").keyType("RANGE").build(),
                KeySchemaElement.builder().attributeName("hash").keyType("RANGE").build())));
        assertEquals("GSI1PK / GSI1SK", KeySchemaText.of(IndexDefinition.global("GSI1", "GSI1PK", "GSI1SK")));
        assertEquals(List.of("tenant", "region", "round", "hash"), BY_TENANT.keyAttributes());
    }
}
