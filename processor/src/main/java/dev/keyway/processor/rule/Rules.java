package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import java.util.ArrayList;
import java.util.List;

/**
 * The registered rules, in the order they report. A new rule is a class implementing
 * {@link TableRule} or {@link CollectionRule}, a catalogue entry in {@code Message}, and one line here.
 */
public final class Rules {

    /** What every table's entities are checked for, once each entity is valid on its own. */
    public static final List<TableRule> TABLE = List.of(
            new KeyAttributeRule(),
            new SortKeyPresenceRule(),
            new EntityTypeRule(),
            new TypeAttributeRule(),
            new SharedIndexRule(),
            new AttributeRoleRule(),
            new TtlAttributeRule(),
            new StreamRule(),
            new TableSettingsRule(),
            new VectorIndexRule(),
            new ReservedAttributeRule(),
            new UniqueGuardRule(),
            new TableLimitsRule(),
            new MultiAttributeIndexRule(),
            new NameLengthRule(),
            new KeyOverlapRule(),
            new GuardOverlapRule(),
            new NestingDepthRule());

    /** What every item collection is checked for, once its members are valid entities. */
    public static final List<CollectionRule> COLLECTION = List.of(
            new CollectionMembersRule(), new MultiAttributeCollectionRule());

    private Rules() {
    }

    /** The findings of every table rule. */
    public static List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        TABLE.forEach(rule -> findings.addAll(rule.check(table)));
        return findings;
    }

    /** The findings of every collection rule. */
    public static List<Finding> check(CollectionMembers collection) {
        List<Finding> findings = new ArrayList<>();
        COLLECTION.forEach(rule -> findings.addAll(rule.check(collection)));
        return findings;
    }
}
