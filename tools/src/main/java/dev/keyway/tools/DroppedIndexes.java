package dev.keyway.tools;

import dev.keyway.runtime.schema.IndexDefinition;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The indexes dropped from the whole design whose key attributes items may still hold, and which
 * attributes those are. The check learns them from two sources, and never from attribute names
 * alone (an attribute called {@code GSI9PK} may be other code's):
 * <ul>
 *   <li>the live table's description: an index the table has and no entity declares, keyed on
 *       the attributes its key schema names, unless the check was told to leave it to other code
 *       ({@link TableCheck#leaveIndexes});</li>
 *   <li>the indexes named to the check ({@link TableCheck#droppedIndexes}), for one already deleted
 *       from the live table: keyed on {@code <index>PK} and {@code <index>SK}, the names Keyway gives
 *       an index's keys, or on the attributes given.</li>
 * </ul>
 * The attributes are those {@code backfill().dropIndexKeys(index[, attributes])} removes, so the
 * fix the check names removes exactly what it reports. Immutable.
 */
final class DroppedIndexes {

    static final DroppedIndexes NONE = new DroppedIndexes(Map.of());

    /** Named indexes with their attributes; an empty list: the live index's, else {@code <index>PK/SK}. */
    private final Map<String, List<String>> named;

    private DroppedIndexes(Map<String, List<String>> named) {
        this.named = named;
    }

    /**
     * These indexes as well, with their key attributes (none given: the live index's, else
     * {@code <index>PK}, {@code <index>SK}).
     *
     * @throws IllegalArgumentException if the design declares the index
     */
    DroppedIndexes with(TableDefinition design, String index, List<String> attributes) {
        Objects.requireNonNull(index, "index");
        if (design.indexes().stream().anyMatch(declared -> declared.name().equals(index))) {
            throw new IllegalArgumentException("the design declares index " + index + ": its keys are checked as "
                    + "designed; name only an index no entity declares any more");
        }
        attributes.forEach(attribute -> Objects.requireNonNull(attribute, "attribute"));
        Map<String, List<String>> all = new LinkedHashMap<>(named);
        all.put(index, List.copyOf(attributes));
        return new DroppedIndexes(all);
    }

    /**
     * The dropped indexes of this live table, each with the attributes the check looks for: the
     * named ones, and the live indexes of no entity that are not left to other code.
     */
    Map<String, List<String>> resolve(TableDefinition design, TableDescription live, Set<String> leftIndexes) {
        Map<String, List<String>> liveUndeclared = new LinkedHashMap<>();
        live.globalSecondaryIndexes().forEach(index -> liveUndeclared.put(index.indexName(), names(index.keySchema())));
        live.localSecondaryIndexes().forEach(index -> liveUndeclared.put(index.indexName(), names(index.keySchema())));
        for (IndexDefinition declared : design.indexes()) {
            liveUndeclared.remove(declared.name());
        }
        Map<String, List<String>> dropped = new LinkedHashMap<>();
        named.forEach((index, attributes) -> dropped.put(index, !attributes.isEmpty() ? attributes
                : liveUndeclared.getOrDefault(index, List.of(index + "PK", index + "SK"))));
        liveUndeclared.forEach((index, attributes) -> {
            if (!leftIndexes.contains(index)) {
                dropped.putIfAbsent(index, attributes);
            }
        });
        return dropped;
    }

    private static List<String> names(List<KeySchemaElement> keys) {
        List<String> names = new ArrayList<>();
        keys.forEach(key -> names.add(key.attributeName()));
        return names;
    }
}
