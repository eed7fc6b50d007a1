package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;

/**
 * DynamoDB reads time to live from one attribute per table: every {@code @Ttl} of a table is
 * stored under one name (KW041), and no other component stores a number there (KW065), which
 * DynamoDB would read as an expiry time and delete its items by; nor a converted one, whose
 * converter may write a number that only the value tells.
 */
public final class TtlAttributeRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        EntityModel first = null;
        for (EntityModel entity : table.entities()) {
            if (entity.ttl().isEmpty()) {
                continue;
            }
            ComponentModel ttl = entity.ttl().get();
            if (first == null) {
                first = entity;
            } else if (!first.ttl().get().attribute().equals(ttl.attribute())) {
                findings.add(Finding.of(Message.TTL_ATTRIBUTE_CONFLICT, Location.component(entity, ttl.name()), table.name(),
                        simple(entity), ttl.attribute(), simple(first), first.ttl().get().attribute()));
            }
        }
        if (first == null) {
            return findings;
        }
        String attribute = first.ttl().get().attribute();
        for (EntityModel entity : table.entities()) {
            for (ComponentModel component : entity.components()) {
                if (!component.attribute().equals(attribute) || entity.ttl().map(ComponentModel::name)
                        .equals(java.util.Optional.of(component.name()))) {
                    continue;
                }
                String how = storedAsNumber(component.type()) ? "as a number"
                        : component.type().keyType() instanceof ValueType.ConvertedType converted
                                ? "through " + converted.converter().simpleName() + ", which may write a number,"
                                : null;
                if (how != null) {
                    findings.add(Finding.of(Message.TTL_ATTRIBUTE_SHARED, Location.storedName(entity, component.name()),
                            table.name(), simple(entity), component.name(), how, attribute, simple(first)));
                }
            }
        }
        return findings;
    }

    /** Whether the value is stored as a DynamoDB number, which time to live reads. */
    static boolean storedAsNumber(ValueType type) {
        ValueType value = type.keyType();
        return value instanceof ValueType.ScalarType scalar
                && (scalar.scalar().numeric() || scalar.scalar() == Scalar.EPOCH_SECONDS);
    }
}
