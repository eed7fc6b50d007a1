package dev.keyway.processor.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random {@code @TableSettings} (issue #26 §4) with the KW code the processor must answer them with,
 * predicted here from DynamoDB's rules independently of the processor: valid settings (on-demand
 * maximums, warm throughput, provisioned capacity, deletion protection, point-in-time recovery,
 * table class, a policy document) and, one time in three, one change DynamoDB refuses. For
 * {@link ProcessorFuzzMutator} (a mutation of a design's entity) and {@code ProcessorFuzzSettingsTest}
 * (which checks the predicted code, and that accepted settings make the table Keyway Local describes).
 *
 * @param members  the annotation's members, e.g. {@code maxReadRequestUnits = 100}
 * @param expected the KW code DynamoDB's rules call for, or null for settings DynamoDB accepts
 */
record ProcessorFuzzSettings(List<String> members, String expected) {

    private static final long[] UNITS = {1, 5, 100, 4_000, 40_000};
    private static final long[] WARM = {1, 12_000, 15_000, 40_000};
    private static final int[] DAYS = {1, 7, 14, 35};

    /** The annotation, e.g. {@code @TableSettings(deletionProtection = true)}. */
    String annotation() {
        return "@TableSettings(" + String.join(", ", members) + ")";
    }

    /** Random settings, invalid one time in three. */
    static ProcessorFuzzSettings random(Random random) {
        List<String> members = new ArrayList<>();
        boolean provisioned = random.nextInt(5) == 0;
        if (provisioned) {
            members.add("billing = TableSettings.Billing.PROVISIONED");
            members.add("readCapacityUnits = " + pick(random, UNITS));
            members.add("writeCapacityUnits = " + pick(random, UNITS));
        } else {
            if (random.nextBoolean()) {
                members.add("maxReadRequestUnits = " + pick(random, UNITS));
            }
            if (random.nextBoolean()) {
                members.add("maxWriteRequestUnits = " + pick(random, UNITS));
            }
        }
        if (random.nextInt(3) == 0) {
            members.add("warmReadUnitsPerSecond = " + pick(random, WARM));
        }
        if (random.nextInt(3) == 0) {
            members.add("warmWriteUnitsPerSecond = " + pick(random, WARM));
        }
        if (random.nextInt(3) == 0) {
            members.add("deletionProtection = " + random.nextBoolean());
        }
        if (random.nextInt(3) == 0) {
            members.add("pointInTimeRecovery = true");
            if (random.nextBoolean()) {
                members.add("recoveryPeriodInDays = " + DAYS[random.nextInt(DAYS.length)]);
            }
        }
        if (random.nextInt(4) == 0) {
            members.add("tableClass = TableSettings.TableClass." + (random.nextBoolean() ? "STANDARD" : "STANDARD_INFREQUENT_ACCESS"));
        }
        if (random.nextInt(5) == 0) {
            members.add("resourcePolicy = \"policies/shop-table.json\"");
        }
        if (random.nextInt(3) != 0) {
            return new ProcessorFuzzSettings(members, null);
        }
        String expected;
        switch (random.nextInt(9)) {
            case 0 -> {
                set(members, pick(random, new String[] {"maxReadRequestUnits", "warmWriteUnitsPerSecond"}),
                        random.nextBoolean() ? "0" : "-1");
                expected = "KW200";
            }
            case 1 -> {
                if (!provisioned) {
                    members.add(0, "billing = TableSettings.Billing.PROVISIONED");
                    set(members, "readCapacityUnits", "5");
                    set(members, "writeCapacityUnits", "5");
                }
                set(members, "maxWriteRequestUnits", "100");
                expected = "KW201";
            }
            case 2 -> {
                members.removeIf(member -> member.startsWith("writeCapacityUnits") || member.startsWith("max"));
                set(members, "billing", "TableSettings.Billing.PROVISIONED");
                set(members, "readCapacityUnits", "5");
                expected = "KW202";
            }
            case 3 -> {
                members.removeIf(member -> member.startsWith("billing"));
                set(members, "readCapacityUnits", "5");
                set(members, "writeCapacityUnits", "5");
                expected = "KW203";
            }
            case 4 -> {
                set(members, "pointInTimeRecovery", "true");
                set(members, "recoveryPeriodInDays", random.nextBoolean() ? "0" : "36");
                expected = "KW204";
            }
            case 5 -> {
                members.removeIf(member -> member.startsWith("pointInTimeRecovery"));
                set(members, "recoveryPeriodInDays", "7");
                expected = "KW205";
            }
            case 6 -> {
                set(members, "resourcePolicy", "\"policies/no-such-policy.json\"");
                expected = "KW206";
            }
            case 7 -> {
                set(members, "resourcePolicy", random.nextBoolean() ? "\"policies/not-json.json\"" : "\"policies/array.json\"");
                expected = "KW207";
            }
            default -> {
                set(members, "resourcePolicy", "\"policies/too-large.json\"");
                expected = "KW208";
            }
        }
        return new ProcessorFuzzSettings(members, expected);
    }

    private static void set(List<String> members, String member, String value) {
        members.removeIf(existing -> existing.startsWith(member + " "));
        members.add(member + " = " + value);
    }

    private static long pick(Random random, long[] values) {
        return values[random.nextInt(values.length)];
    }

    private static String pick(Random random, String[] values) {
        return values[random.nextInt(values.length)];
    }
}
