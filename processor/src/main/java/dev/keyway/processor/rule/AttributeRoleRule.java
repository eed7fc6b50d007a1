package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One physical attribute, one meaning, for the keys of a table ({@link TableAttributes}):
 *
 * <ul>
 *   <li>KW062: a key schema (the table's, or an index's) whose partition and sort key are one
 *       attribute, which DynamoDB refuses;
 *   <li>KW064: a local index sorting by the table's own sort key attribute;
 *   <li>KW061: two keys of one entity, or a key and the entity type, writing different text into
 *       one attribute (one would overwrite the other); keys built from the same template the same
 *       way may share one, as an index whose partition key is the table's sort key does;
 *   <li>KW063: an entity that writes every key attribute of an index without declaring the
 *       index: its items are in the index all the same, unchecked against the index's queries.
 * </ul>
 *
 * A component stored in a key attribute is KW021 ({@link ReservedAttributeRule}).
 */
public final class AttributeRoleRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        TableAttributes attributes = table.attributes();
        List<Finding> findings = new ArrayList<>();
        for (EntityModel entity : table.entities()) {
            List<AttributeRole> keys = attributes.roles(entity).stream()
                    .filter(role -> role.kind() != AttributeRole.Kind.COMPONENT).toList();
            Set<AttributeRole> reported = new LinkedHashSet<>();
            for (int later = 1; later < keys.size(); later++) {
                for (int earlier = 0; earlier < later && !reported.contains(keys.get(later)); earlier++) {
                    AttributeRole first = keys.get(earlier);
                    AttributeRole second = keys.get(later);
                    if (first.attribute().equals(second.attribute())) {
                        conflict(table, entity, first, second).ifPresent(finding -> {
                            findings.add(finding);
                            reported.add(second);
                        });
                    }
                }
            }
            undeclaredIndexes(table, attributes, entity, keys, findings);
        }
        return findings;
    }

    /** KW062, KW064 or KW061 for two roles of the entity on one attribute, if they conflict. */
    private static Optional<Finding> conflict(TableEntities table, EntityModel entity, AttributeRole first,
                                              AttributeRole second) {
        if (first.isKey() && second.isKey() && oneKeySchema(first, second)) {
            String schema = second.index().map(index -> "Index \"" + index + "\"").orElse("The table");
            return Optional.of(Finding.of(Message.KEY_SCHEMA_ONE_ATTRIBUTE, second.location(), schema, simple(entity),
                    second.attribute()));
        }
        if (first.kind() == AttributeRole.Kind.SORT_KEY && second.kind() == AttributeRole.Kind.INDEX_SORT_KEY
                && isLocal(entity, second)) {
            return Optional.of(Finding.of(Message.LSI_ON_TABLE_SORT_KEY, second.location(), second.index().get(),
                    simple(entity), second.attribute()));
        }
        if (first.sameText(second)) {
            return Optional.empty();
        }
        // on the type attribute's name where the entity gives it, else on the later of the two roles
        Location at = first.kind() == AttributeRole.Kind.TYPE && entity.typeAttribute().isPresent() ? first.location()
                : second.location();
        return Optional.of(Finding.of(Message.ATTRIBUTE_WRITTEN_TWICE, at, table.name(), simple(entity),
                second.attribute(), first.describe(), second.describe()));
    }

    /** Whether the two keys are the partition and sort key of one key schema: the table's, or one index's. */
    private static boolean oneKeySchema(AttributeRole first, AttributeRole second) {
        if (first.index().equals(second.index())) {
            return true;
        }
        // a local index's key schema is the table's partition key and its own sort key
        return first.kind() == AttributeRole.Kind.PARTITION_KEY && second.kind() == AttributeRole.Kind.INDEX_SORT_KEY
                && isLocal(second.entity(), second);
    }

    private static boolean isLocal(EntityModel entity, AttributeRole role) {
        return role.index().flatMap(entity::index).map(index -> index.local()).orElse(false);
    }

    /** KW063: each index of the table that the entity does not declare but whose every key attribute it writes. */
    private static void undeclaredIndexes(TableEntities table, TableAttributes attributes, EntityModel entity,
                                          List<AttributeRole> keys, List<Finding> findings) {
        Set<String> written = new LinkedHashSet<>();
        keys.forEach(role -> written.add(role.attribute()));
        for (TableAttributes.Index index : attributes.indexes()) {
            if (entity.index(index.name()).isEmpty() && written.containsAll(index.keyAttributes())) {
                String names = "'" + String.join("' and '", index.keyAttributes()) + "'";
                findings.add(Finding.of(Message.UNDECLARED_INDEX_MEMBER, Location.entity(entity), table.name(),
                        simple(entity), names, index.name(), simple(entity), simple(entity)));
            }
        }
    }
}
