package dev.keyway.runtime.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The table-definition side of multi-attribute index keys: an index's {@code KeySchema} (partition
 * attributes, then sort attributes) and its entries in the table's {@code AttributeDefinitions},
 * which give one type per attribute name for the whole table.
 */
final class MultiAttributeKeys {

    private MultiAttributeKeys() {
    }

    /**
     * The index's key schema; adds its attributes to {@code definitions}.
     *
     * @throws IllegalArgumentException if an attribute is defined with another type already
     */
    static List<KeySchemaElement> keySchema(IndexDefinition index, Map<String, ScalarAttributeType> definitions) {
        List<KeySchemaElement> keys = new ArrayList<>(index.multiAttributeKey().size());
        for (IndexKeyAttribute attribute : index.multiAttributeKey()) {
            ScalarAttributeType known = definitions.putIfAbsent(attribute.name(), attribute.type());
            if (known != null && known != attribute.type()) {
                throw new IllegalArgumentException("Index " + index.name() + " keys attribute " + attribute.name()
                        + " as " + attribute.type() + ", but the table defines it as " + known + ": DynamoDB's "
                        + "AttributeDefinitions give one type per attribute");
            }
            keys.add(KeySchemaElement.builder().attributeName(attribute.name()).keyType(attribute.role()).build());
        }
        return keys;
    }
}
