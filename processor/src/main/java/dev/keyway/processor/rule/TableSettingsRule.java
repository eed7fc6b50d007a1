package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableSettingsModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's settings over all its entities' {@code @TableSettings}: each member has one value per
 * table (KW209), and the combinations DynamoDB's CreateTable refuses are errors on the value out of
 * place: a maximum on-demand throughput on a provisioned table (KW201), a provisioned table
 * without both capacities (KW202), capacity on an on-demand table (KW203), and a recovery period
 * without point-in-time recovery, which would be lost (KW205), and a vector index on a provisioned
 * table, which DynamoDB creates on on-demand tables only (KW210).
 */
public final class TableSettingsRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        Map<String, EntityModel> declaredBy = new LinkedHashMap<>();
        for (String member : TableSettingsModel.MEMBERS) {
            EntityModel first = null;
            for (EntityModel entity : table.entities()) {
                Object value = entity.settings().declared().get(member);
                if (value == null) {
                    continue;
                }
                if (first == null) {
                    first = entity;
                    declaredBy.put(member, entity);
                } else if (!value.equals(first.settings().declared().get(member))) {
                    findings.add(Finding.of(Message.TABLE_SETTING_CONFLICT, at(entity, member), table.name(),
                            simple(entity), member, text(value), simple(first),
                            text(first.settings().declared().get(member)), member));
                }
            }
        }
        if (!findings.isEmpty()) {
            return findings;
        }
        TableSettingsModel settings = TableSettingsModel.merge(table.entities().stream().map(EntityModel::settings).toList());
        if (settings.provisioned()) {
            for (String member : List.of("maxReadRequestUnits", "maxWriteRequestUnits")) {
                settings.number(member).ifPresent(units -> findings.add(Finding.of(Message.MAX_THROUGHPUT_ON_PROVISIONED,
                        at(declaredBy.get(member), member), table.name(), simple(declaredBy.get(member)), member, units,
                        simple(declaredBy.get("billing")))));
            }
            List<String> missing = List.of("readCapacityUnits", "writeCapacityUnits").stream()
                    .filter(member -> settings.number(member).isEmpty()).toList();
            if (!missing.isEmpty()) {
                findings.add(Finding.of(Message.PROVISIONED_WITHOUT_CAPACITY, at(declaredBy.get("billing"), "billing"),
                        table.name(), simple(declaredBy.get("billing")), String.join(" or ", missing)));
            }
            table.entities().stream()
                    .flatMap(entity -> entity.vectorIndexes().stream()
                            .map(index -> Finding.of(Message.VECTOR_INDEX_ON_PROVISIONED, at(declaredBy.get("billing"), "billing"),
                                    table.name(), simple(declaredBy.get("billing")), simple(entity), index.name())))
                    .forEach(findings::add);
        } else {
            for (String member : List.of("readCapacityUnits", "writeCapacityUnits")) {
                settings.number(member).ifPresent(units -> findings.add(Finding.of(Message.CAPACITY_ON_DEMAND,
                        at(declaredBy.get(member), member), table.name(), simple(declaredBy.get(member)), member, units,
                        member)));
            }
        }
        if (!settings.on("pointInTimeRecovery")) {
            settings.number("recoveryPeriodInDays").ifPresent(days -> findings.add(Finding.of(
                    Message.RECOVERY_PERIOD_WITHOUT_RECOVERY, at(declaredBy.get("recoveryPeriodInDays"),
                            "recoveryPeriodInDays"), table.name(), simple(declaredBy.get("recoveryPeriodInDays")), days)));
        }
        return findings;
    }

    private static Location at(EntityModel entity, String member) {
        return new Location.OnDeclaration(entity.type().canonicalName(), "TableSettings", member);
    }

    private static String text(Object value) {
        return value instanceof TableSettingsModel.Policy ? "\"" + value + "\"" : String.valueOf(value);
    }
}
