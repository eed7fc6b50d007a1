package dev.keyway.tools;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * What a {@link TableCheck} found: how many items it read, per entity how many items it matched
 * and how many of those are as designed, and every difference, described once with a count and
 * examples. {@link #toText()} is for a terminal, {@link #toJson()} for programs.
 *
 * @param table       the live table's name
 * @param design      the design's table name ({@code @Entity(table)})
 * @param itemsRead   how many items were read
 * @param wholeTable  whether every item was read (else a sample of {@code itemsRead})
 * @param entities    per entity type: items matched and items as designed (items past their
 *                    {@code @Ttl} aside)
 * @param keywayItems    items Keyway itself writes: {@code @Unique} guards, checkpoints, processed-change
 *                       markers; never a difference
 * @param otherCodeItems items left to other code by {@link TableCheck#leaveTypes} or
 *                       {@link TableCheck#leaveKeyPrefixes}; never a difference
 * @param expiredItems   items of an entity past their {@code @Ttl}, which reads and backfills leave to
 *                       DynamoDB's time to live; never a difference
 * @param differences every difference, those of the description first
 */
public record TableCheckReport(String table, String design, long itemsRead, boolean wholeTable,
                               List<EntityCount> entities, long keywayItems, long otherCodeItems, long expiredItems,
                               List<TableDifference> differences) {

    /**
     * The items of one entity type.
     *
     * @param entity   the entity type
     * @param items    the items read that are this entity's (by type attribute, or by keys without one)
     * @param designed those of them that differ in nothing
     */
    public record EntityCount(String entity, long items, long designed) {
    }

    private static final JsonMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    public TableCheckReport {
        entities = List.copyOf(entities);
        differences = List.copyOf(differences);
    }

    /** Whether the live table is as designed: no difference at all. */
    public boolean clean() {
        return differences.isEmpty();
    }

    /** The differences of one kind. */
    public List<TableDifference> differences(TableDifference.Kind kind) {
        return differences.stream().filter(difference -> difference.kind() == kind).toList();
    }

    /** The number of items with differences of one kind, over every entity and index. */
    public long count(TableDifference.Kind kind) {
        return differences(kind).stream().mapToLong(TableDifference::count).sum();
    }

    /** The report as JSON: this record's components, the differences with their kinds by name. */
    public String toJson() {
        Map<String, Object> json = new java.util.LinkedHashMap<>();
        json.put("table", table);
        json.put("design", design);
        json.put("itemsRead", itemsRead);
        json.put("wholeTable", wholeTable);
        json.put("clean", clean());
        json.put("entities", entities);
        json.put("keywayItems", keywayItems);
        json.put("otherCodeItems", otherCodeItems);
        json.put("expiredItems", expiredItems);
        json.put("differences", differences);
        return JSON.writeValueAsString(json);
    }

    /** The report for a terminal: a summary line, the table's differences, then each entity's and the rest. */
    public String toText() {
        StringBuilder out = new StringBuilder();
        out.append("Table ").append(table).append(" (design ").append(design).append("): ")
                .append(itemsRead).append(itemsRead == 1 ? " item" : " items").append(" read")
                .append(wholeTable ? " (the whole table)" : " (a sample)").append('\n');
        List<TableDifference> description = differences.stream().filter(d -> d.kind().ofDescription()).toList();
        if (!description.isEmpty()) {
            out.append("  Table description\n");
            description.forEach(difference -> line(out, difference));
        }
        for (EntityCount entity : entities) {
            out.append("  ").append(entity.entity()).append(": ").append(entity.items())
                    .append(entity.items() == 1 ? " item, " : " items, ").append(entity.designed()).append(" as designed\n");
            differences.stream().filter(d -> !d.kind().ofDescription() && entity.entity().equals(d.entity()))
                    .forEach(difference -> line(out, difference));
        }
        if (keywayItems + otherCodeItems + expiredItems > 0) {
            out.append("  Not checked: ").append(keywayItems).append(" of Keyway's own (unique guards, checkpoints), ")
                    .append(otherCodeItems).append(" left to other code, ").append(expiredItems)
                    .append(" past their time to live\n");
        }
        List<TableDifference> others = differences.stream()
                .filter(d -> !d.kind().ofDescription() && d.entity() == null).toList();
        if (!others.isEmpty()) {
            out.append("  Items of no entity\n");
            others.forEach(difference -> line(out, difference));
        }
        out.append(clean() ? "As designed: no differences.\n"
                : differences.size() + (differences.size() == 1 ? " difference" : " differences") + " ("
                + differences.stream().map(d -> d.kind().name()).distinct().collect(Collectors.joining(", ")) + ").\n");
        return out.toString();
    }

    private static void line(StringBuilder out, TableDifference difference) {
        out.append("    - ").append(difference.kind().description());
        if (difference.index() != null) {
            out.append(" [").append(difference.index()).append(']');
        }
        out.append(": ");
        if (!difference.kind().ofDescription()) {
            out.append(difference.count()).append(difference.detail() != null ? "; " : "");
        }
        if (difference.detail() != null) {
            out.append(difference.detail());
        }
        if (!difference.examples().isEmpty()) {
            out.append("\n      e.g. ").append(String.join("\n           ", difference.examples()));
        }
        out.append("\n      fix: ").append(difference.fix()).append('\n');
    }
}
