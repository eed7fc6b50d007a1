package dev.keyway.processor.fuzz;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Issue #24 §4 for {@link ProcessorFuzzTest}: a table of legacy-key entities added to a variant,
 * built only from valid uses of the adoption features (so that the processor accepts it and the
 * oracle runs it): hierarchical sort keys read per level with {@code filterOnType}
 * ({@code ORDER#00001} beside {@code ORDER#00001#ITEM#sku}), instants as ISO-8601 text of a
 * declared precision (ranges and descending access patterns where the precision is fixed), a
 * {@code @Convert}ed integer kept as zero-padded text in key and attribute
 * ({@code @KeyFormat(digits)}), and {@code @Entity(componentsFromKeys = true)}.
 *
 * <p>Chosen by a {@link Random} of its own (seeded from the variant's seed), after the variant's
 * mutations: the mutated seed part of a variant is the design it was before this class existed,
 * and one variant in {@value #ONE_IN} gains the table ({@code -Dkeyway.fuzz.adoption=false}: none).
 */
final class ProcessorFuzzAdoption {

    /** One variant in this many gains an adoption table. */
    static final int ONE_IN = 4;

    /** Mixed into the variant's seed, so that this choice draws no number from the variant's own generator. */
    private static final long SALT = 0x2404_4b57_a11eL;

    /** Precisions of {@code @KeyFormat(precision)} whose text orders as time does. */
    static final List<String> ORDERED = List.of("KEYWAY", "SECONDS", "MILLIS", "MICROS", "NANOS");

    private final Random random;
    private final String table;
    private final List<String> features = new ArrayList<>();
    private final List<Unit> units = new ArrayList<>();
    private final String typeAttribute;

    private ProcessorFuzzAdoption(Random random, String table) {
        this.random = random;
        this.table = table;
        this.typeAttribute = random.nextInt(4) == 0 ? "kind" : null;
    }

    /**
     * Adds the adoption table to one variant in {@value #ONE_IN}; returns what it added (for the
     * variant's list of mutations), empty when nothing.
     */
    static List<String> maybeAdd(ProcessorFuzzDesign design, long variantSeed, String tag) {
        // Spread first: the first draw of Randoms seeded with consecutive numbers barely differs in its high bits.
        Random random = new Random(Long.rotateLeft(variantSeed * 0x9E3779B97F4A7C15L, 31) ^ SALT);
        if (random.nextInt(ONE_IN) != 0 || !Boolean.parseBoolean(System.getProperty("keyway.fuzz.adoption", "true"))) {
            return List.of();
        }
        return add(design, random, "Legacy" + tag);
    }

    /** Adds one adoption table, named {@code table}, with at least one of the features; returns what it added. */
    static List<String> add(ProcessorFuzzDesign design, Random random, String table) {
        return add(design, random, table, false);
    }

    /** As {@link #add(ProcessorFuzzDesign, Random, String)}; with {@code every}, each of the four features. */
    static List<String> add(ProcessorFuzzDesign design, Random random, String table, boolean every) {
        ProcessorFuzzAdoption adoption = new ProcessorFuzzAdoption(random, table);
        boolean hierarchy = random.nextInt(2) == 0 || every;
        boolean instants = random.nextInt(2) == 0 || every;
        boolean converted = random.nextInt(2) == 0 || every;
        boolean fromKeys = random.nextInt(2) == 0 || every;
        if (!hierarchy && !instants && !converted && !fromKeys) {
            int one = random.nextInt(4);
            hierarchy = one == 0;
            instants = one == 1;
            converted = one == 2;
            fromKeys = one == 3;
        }
        if (hierarchy) {
            adoption.hierarchy();
        }
        if (instants) {
            adoption.instants();
        }
        if (converted) {
            adoption.converted();
        }
        if (fromKeys) {
            adoption.componentsFromKeys();
        }
        for (Unit unit : adoption.units) {
            if (design.hasType(unit.name)) {
                return List.of(); // a mutation named a type so: leave the variant as it is
            }
        }
        design.add(adoption.units.toArray(Unit[]::new));
        return List.of("adoption table " + table + ": " + String.join(", ", adoption.features));
    }

    private String entity(String... more) {
        StringBuilder entity = new StringBuilder("@Entity(table = ").append(ProcessorFuzzDesign.quote(table));
        if (typeAttribute != null) {
            entity.append(", typeAttribute = ").append(ProcessorFuzzDesign.quote(typeAttribute));
        }
        for (String member : more) {
            entity.append(", ").append(member);
        }
        return entity.append(')').toString();
    }

    private String precision(boolean orderedOnly) {
        List<String> all = new ArrayList<>(ORDERED);
        if (!orderedOnly) {
            all.add("VARIABLE");
        }
        return all.get(random.nextInt(all.size()));
    }

    private static String instant(String precision) {
        return "@KeyFormat(precision = KeyFormat.Precision." + precision + ") Instant";
    }

    /** A padded-text converter for the box ({@code Integer} or {@code Long}) and width, once per design. */
    private String converter(String box, int digits) {
        String name = "LegacyPad" + digits + box;
        if (units.stream().noneMatch(unit -> unit.name.equals(name))) {
            Unit converter = new Unit(name, ProcessorFuzzDesign.Kind.CLASS);
            converter.interfaces.add("dev.keyway.runtime.schema.AttributeConverter<" + box + ">");
            String attributeValue = "software.amazon.awssdk.services.dynamodb.model.AttributeValue";
            converter.body = "public " + attributeValue + " toAttribute(" + box + " value) {\n"
                    + "    return " + attributeValue + ".fromS(String.format(\"%0" + digits + "d\", value));\n"
                    + "}\n"
                    + "public " + box + " fromAttribute(" + attributeValue + " value) {\n"
                    + "    return " + box + ".valueOf(value.s());\n"
                    + "}\n";
            units.add(converter);
        }
        return name;
    }

    /** An ordered key component: zero-padded (plain or converted) or an instant of a fixed precision. */
    private String orderedComponent(String name) {
        int digits = 3 + random.nextInt(8);
        return switch (random.nextInt(3)) {
            case 0 -> "@KeyFormat(digits = " + digits + ") int " + name;
            case 1 -> {
                String box = random.nextBoolean() ? "Integer" : "Long";
                yield "@Convert(" + converter(box, digits) + ".class) @KeyFormat(digits = " + digits + ") " + box + " " + name;
            }
            default -> instant(precision(true)) + " " + name;
        };
    }

    /** §4.1: two levels of one sort-key hierarchy, each read by a pattern that filters on the type attribute. */
    private void hierarchy() {
        String orderId = orderedComponent("orderId");
        String sku = random.nextBoolean() ? "@KeyFormat(raw = true) String sku" : "String sku";
        boolean descending = random.nextBoolean();
        units.add(ProcessorFuzzDesign.record("LegacyOrder", entity() + "\n"
                + "@PartitionKey(\"CUST#<customerId>\")\n@SortKey(\"ORDER#<orderId>\")\n"
                + "@AccessPattern(name = \"ordersOf\", filterOnType = true" + (descending ? ", descending = true" : "") + ")",
                "String customerId, " + orderId + ", String status, Optional<Integer> total"));
        units.add(ProcessorFuzzDesign.record("LegacyLine", entity() + "\n"
                + "@PartitionKey(\"CUST#<customerId>\")\n@SortKey(\"ORDER#<orderId>#ITEM#<sku>\")\n"
                + "@AccessPattern(name = \"linesOf\", filterOnType = true)",
                "String customerId, " + orderId + ", " + sku + ", int quantity"));
        features.add("filterOnType hierarchy (" + orderId + (descending ? ", descending" : "") + ")");
    }

    /** §4.2: instants as ISO-8601 text; ranges and descending where the precision is fixed, and in an index. */
    private void instants() {
        String at = precision(false);
        boolean ordered = !at.equals("VARIABLE");
        boolean descending = ordered && random.nextBoolean();
        String day = precision(false);
        boolean byDayDescending = ordered && random.nextBoolean();
        units.add(ProcessorFuzzDesign.record("LegacyLogin", entity() + "\n"
                + "@PartitionKey(\"USER#<userId>\")\n@SortKey(\"LOGIN#<at>\")\n"
                + "@Gsi(index = \"ByDay\", partitionKey = \"DAY#<day>\", sortKey = \"<at>\")\n"
                + "@AccessPattern(name = \"loginsOf\"" + (descending ? ", descending = true" : "") + ")\n"
                + "@AccessPattern(name = \"onDay\", index = \"ByDay\"" + (byDayDescending ? ", descending = true" : "") + ")",
                "String userId, " + instant(at) + " at, " + instant(day) + " day, String from"));
        features.add("instants: at " + at + (descending ? " descending" : "") + ", day " + day
                + (byDayDescending ? ", by day descending" : ""));
    }

    /** §4.3: a converted integer box kept as zero-padded text in its key, an index's sort key and its attribute. */
    private void converted() {
        int digits = 1 + random.nextInt(12);
        String box = digits > 9 || random.nextBoolean() ? "Long" : "Integer";
        boolean descending = random.nextBoolean();
        units.add(ProcessorFuzzDesign.record("LegacyInvoice", entity() + "\n"
                + "@PartitionKey(\"INVOICE#<number>\")\n@SortKey(\"INVOICE\")\n"
                + "@Gsi(index = \"ByCustomer\", partitionKey = \"CUSTOMER#<customer>\", sortKey = \"<number>\")\n"
                + "@AccessPattern(name = \"ofCustomer\", index = \"ByCustomer\"" + (descending ? ", descending = true" : "") + ")",
                "@Convert(" + converter(box, digits) + ".class) @KeyFormat(digits = " + digits + ") " + box
                        + " number, String customer"));
        features.add("converted " + box + " digits = " + digits + (descending ? " descending" : ""));
    }

    /** Key component forms that read back exactly (KW146 refuses the others). */
    private static final List<String> EXACT = List.of("@KeyFormat(raw = true) String", "String", "@KeyFormat(digits = 6) int",
            "long", "UUID", "LocalDate", "@KeyFormat(precision = KeyFormat.Precision.MILLIS) Instant", "Integer");

    /** §4.4: components kept only inside keys. */
    private void componentsFromKeys() {
        String org = EXACT.get(random.nextInt(EXACT.size()));
        String user = EXACT.get(random.nextInt(EXACT.size()));
        String since = EXACT.get(random.nextInt(EXACT.size()));
        units.add(ProcessorFuzzDesign.record("LegacyMember", entity("componentsFromKeys = true") + "\n"
                + "@PartitionKey(\"ORG#<orgId>\")\n@SortKey(\"USER#<userId>#<since>\")\n"
                + "@AccessPattern(name = \"membersOf\")",
                org + " orgId, " + user + " userId, " + since + " since, String role"));
        features.add("componentsFromKeys (" + org + ", " + user + ", " + since + ")");
    }
}
