package dev.keyway.processor.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The table settings one {@code @TableSettings} declares, or a table's settings merged from its
 * entities' declarations: only the members written, by member name ({@code "billing"},
 * {@code "maxReadRequestUnits"}, ...), each with its value (a {@code Long}, {@code Integer},
 * {@code Boolean}, an enum constant's name, or for {@code "resourcePolicy"} a {@link Policy}).
 * A member left out leaves the setting to DynamoDB's default.
 *
 * @param declared the members written, in declaration order
 */
public record TableSettingsModel(Map<String, Object> declared) {

    /** No settings: DynamoDB's defaults. */
    public static final TableSettingsModel NONE = new TableSettingsModel(Map.of());

    /** The members in the order the annotation declares them (and the generated code and fragment list them). */
    public static final List<String> MEMBERS = List.of("billing", "readCapacityUnits", "writeCapacityUnits",
            "maxReadRequestUnits", "maxWriteRequestUnits", "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond",
            "deletionProtection", "pointInTimeRecovery", "recoveryPeriodInDays", "tableClass", "resourcePolicy");

    /** DynamoDB's default recovery period when point-in-time recovery is on without one. */
    public static final int DEFAULT_RECOVERY_DAYS = 35;

    /**
     * A resource-based policy document read at compile time.
     *
     * @param path     the resource path the annotation names
     * @param text     the document as written
     * @param document the document parsed: maps, lists, strings, numbers ({@code BigDecimal}),
     *                 booleans and {@code null}, for the CloudFormation fragment
     */
    public record Policy(String path, String text, Map<String, Object> document) {

        /** Policies are the same when they name the same document. */
        @Override
        public boolean equals(Object other) {
            return other instanceof Policy policy && policy.path.equals(path);
        }

        @Override
        public int hashCode() {
            return path.hashCode();
        }

        @Override
        public String toString() {
            return path;
        }
    }

    public TableSettingsModel {
        declared = Collections.unmodifiableMap(new LinkedHashMap<>(declared));
    }

    /** The table's settings from its entities' declarations: for each member, the first entity's that declares it. */
    public static TableSettingsModel merge(List<TableSettingsModel> declarations) {
        Map<String, Object> merged = new LinkedHashMap<>();
        for (String member : MEMBERS) {
            declarations.stream().map(settings -> settings.declared.get(member)).filter(value -> value != null)
                    .findFirst().ifPresent(value -> merged.put(member, value));
        }
        return new TableSettingsModel(merged);
    }

    /** Whether nothing is declared. */
    public boolean isEmpty() {
        return declared.isEmpty();
    }

    /** Whether the table has provisioned capacity ({@code billing = PROVISIONED}). */
    public boolean provisioned() {
        return "PROVISIONED".equals(declared.get("billing"));
    }

    /** A declared number ({@code readCapacityUnits}, {@code maxReadRequestUnits}, {@code recoveryPeriodInDays}...). */
    public Optional<Long> number(String member) {
        Object value = declared.get(member);
        return value instanceof Number number ? Optional.of(number.longValue()) : Optional.empty();
    }

    /** Whether a declared flag is on ({@code deletionProtection}, {@code pointInTimeRecovery}). */
    public boolean on(String member) {
        return Boolean.TRUE.equals(declared.get(member));
    }

    /** The declared table class, e.g. {@code STANDARD_INFREQUENT_ACCESS}. */
    public Optional<String> tableClass() {
        return Optional.ofNullable((String) declared.get("tableClass"));
    }

    /** The declared resource policy. */
    public Optional<Policy> resourcePolicy() {
        return Optional.ofNullable((Policy) declared.get("resourcePolicy"));
    }

    /** The recovery period when point-in-time recovery is on. */
    public Optional<Integer> recoveryDays() {
        return on("pointInTimeRecovery")
                ? Optional.of(number("recoveryPeriodInDays").map(Long::intValue).orElse(DEFAULT_RECOVERY_DAYS))
                : Optional.empty();
    }
}
