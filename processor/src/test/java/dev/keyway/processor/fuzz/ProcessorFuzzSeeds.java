package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.collection;
import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.enumeration;
import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.record;

import java.util.List;

/**
 * The valid designs {@link ProcessorFuzzTest} mutates, modelled on the integration tests'
 * designs: several entities per table, overloaded and sparse global indexes, local indexes with
 * projections, sharded keys, item collections, versions, time to live, unique values, nested
 * records, enums, optionals and collections. Each seed compiles without errors.
 */
final class ProcessorFuzzSeeds {

    private ProcessorFuzzSeeds() {
    }

    static List<ProcessorFuzzDesign> all() {
        return List.of(shop(), catalog(), bankAndWrites(), typesAndClub(), ledgerAndFlat());
    }

    /**
     * Customers, orders, refunds and device events in "Shop", a GSI shared by three entities, an item collection, a
     * multi-attribute index (issue #26 §1) whose access pattern the oracle queries in every variant that keeps it.
     */
    static ProcessorFuzzDesign shop() {
        return new ProcessorFuzzDesign("shop").add(
                record("Customer", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<id>")
                        @SortKey("PROFILE")
                        @Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "CUSTOMER")
                        @AccessPattern(name = "byEmail", index = "GSI1")
                        """, "String id, String email, @Attribute(\"fullName\") String name, @Version long version")
                        .implementing("CustomerItem"),
                record("Order", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<placedAt>#<orderId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
                        @AccessPattern(name = "ordersOf")
                        @AccessPattern(name = "byStatus", index = "GSI1", descending = true)
                        """, "String customerId, String orderId, Instant placedAt, Status status, BigDecimal total, "
                        + "List<LineItem> lines, @Ttl Instant expiresAt, Optional<String> coupon")
                        .implementing("CustomerItem"),
                record("Refund", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("REFUND#<refundId>")
                        @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<requestedAt>")
                        @AccessPattern(name = "refundsOf")
                        @AccessPattern(name = "refundsByStatus", index = "GSI1")
                        @MultiAttributeGsi(index = "ByStatusAmount", partitionKey = {"status"}, sortKey = {"requestedAt", "amount"})
                        @AccessPattern(name = "refundsByStatusAndTime", index = "ByStatusAmount")
                        """, "String customerId, String refundId, Status status, Instant requestedAt, BigDecimal amount"),
                record("DeviceEvent", """
                        @Entity(table = "Shop", type = "Event")
                        @PartitionKey("DEVICE#<deviceId>")
                        @SortKey("EVENT#<severity>#<sequence>")
                        @Gsi(index = "GSI2", partitionKey = "DAY#<day>", sortKey = "READING#<reading>#<deviceId>")
                        @AccessPattern(name = "eventsOf")
                        @AccessPattern(name = "readingsOn", index = "GSI2")
                        """, "String deviceId, Severity severity, long sequence, LocalDate day, BigDecimal reading, String message"),
                collection("CustomerItem", "@ItemCollection", "Customer", "Order"),
                enumeration("Status", "PLACED", "PAID", "SHIPPED", "DELIVERED", "CANCELLED"),
                enumeration("Severity", "DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"),
                record("LineItem", "", "String sku, int quantity, BigDecimal unitPrice"));
    }

    /** Products with a local index and projections, a sharded feed, an adjacency list and a collection on an index. */
    static ProcessorFuzzDesign catalog() {
        return new ProcessorFuzzDesign("catalog").add(
                record("Product", """
                        @Entity(table = "Catalog")
                        @PartitionKey("CATEGORY#<category>")
                        @SortKey("PRODUCT#<sku>")
                        @Lsi(index = "LSI1", sortKey = "PRICE#<price>#<sku>")
                        @Gsi(index = "GSI2", partitionKey = "NAME#<name>", sortKey = "PRODUCT", projection = Projection.KEYS_ONLY)
                        @Gsi(index = "GSI3", partitionKey = "ADDED#<addedOn>", sortKey = "<sku>", projection = Projection.INCLUDE, include = {"name"})
                        @AccessPattern(name = "inCategory")
                        @AccessPattern(name = "byPrice", index = "LSI1", consistentRead = true)
                        @AccessPattern(name = "byName", index = "GSI2")
                        @AccessPattern(name = "addedOn", index = "GSI3")
                        """, "String category, String sku, String name, BigDecimal price, int stock, LocalDate addedOn, "
                        + "String description"),
                record("Course", """
                        @Entity(table = "Catalog")
                        @PartitionKey("COURSE#<courseId>")
                        @SortKey("COURSE")
                        @Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "COURSE")
                        """, "String courseId, String title").implementing("CourseRoster"),
                record("Post", """
                        @Entity(table = "Catalog")
                        @PartitionKey(value = "FEED#<feed>", shards = 4, shardBy = "postId")
                        @SortKey("POST#<postedAt>#<postId>")
                        @Gsi(index = "GSI4", partitionKey = "TAG#<tag>", sortKey = "<postedAt>#<postId>", shards = 8)
                        @AccessPattern(name = "feed")
                        @AccessPattern(name = "byTag", index = "GSI4")
                        """, "String feed, String postId, Instant postedAt, String tag, String text"),
                record("Enrollment", """
                        @Entity(table = "Catalog")
                        @PartitionKey("STUDENT#<studentId>")
                        @SortKey("COURSE#<courseId>")
                        @Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "STUDENT#<studentId>")
                        @AccessPattern(name = "coursesOf")
                        @AccessPattern(name = "studentsOf", index = "Inverted")
                        """, "String studentId, String courseId, LocalDate since").implementing("CourseRoster"),
                collection("CourseRoster", "@ItemCollection(index = \"Inverted\")", "Course", "Enrollment"));
    }

    /** Two tables: versioned accounts, transfers and expiring holds; profiles, counters, pointers and sessions. */
    static ProcessorFuzzDesign bankAndWrites() {
        return new ProcessorFuzzDesign("bank").add(
                record("Account", """
                        @Entity(table = "Bank")
                        @PartitionKey("ACCOUNT#<id>")
                        @SortKey("ACCOUNT")
                        """, "String id, String owner, long balance, @Version long version"),
                record("Transfer", """
                        @Entity(table = "Bank")
                        @PartitionKey("ACCOUNT#<from>")
                        @SortKey("TRANSFER#<transferId>")
                        @AccessPattern(name = "transfersOf")
                        """, "String from, String transferId, String to, long amount"),
                record("Hold", """
                        @Entity(table = "Bank")
                        @PartitionKey("ACCOUNT#<accountId>")
                        @SortKey("HOLD#<holdId>")
                        """, "String accountId, String holdId, long amount, @Ttl Instant expiresAt"),
                record("Profile", """
                        @Entity(table = "Writes")
                        @PartitionKey("PROFILE#<id>")
                        @SortKey("PROFILE")
                        @Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "PROFILE")
                        @Gsi(index = "GSI2", partitionKey = "TEAM#<team>", sortKey = "<role>#<name>")
                        @AccessPattern(name = "byEmail", index = "GSI1")
                        @AccessPattern(name = "byTeam", index = "GSI2")
                        """, "String id, String email, String team, String role, String name, Set<String> tags, "
                        + "List<String> history, int logins, @Version long version"),
                record("Counter", """
                        @Entity(table = "Writes")
                        @PartitionKey("COUNTER#<name>")
                        @SortKey("COUNTER")
                        """, "String name, long value"),
                record("Pointer", """
                        @Entity(table = "Writes")
                        @PartitionKey("DEVICE#<deviceId>")
                        @SortKey("LATEST")
                        """, "String deviceId, long latestSequence, String latestValue"),
                record("Session", """
                        @Entity(table = "Writes")
                        @PartitionKey("SESSION#<id>")
                        @SortKey("SESSION")
                        @Gsi(index = "GSI1", partitionKey = "USER#<user>", sortKey = "SESSION#<id>")
                        @AccessPattern(name = "sessionsOf", index = "GSI1")
                        """, "String id, String user, @Ttl Instant expiresAt"));
    }

    /** Every stored type (nested, recursive and optional records, enums, sets, maps) and unique values. */
    static ProcessorFuzzDesign typesAndClub() {
        return new ProcessorFuzzDesign("types").add(
                record("Everything", """
                        @Entity(table = "Types")
                        @PartitionKey("THING#<id>")
                        @SortKey("V#<version>")
                        @Gsi(index = "ByColor", partitionKey = "COLOR#<color>", sortKey = "<day>#<rank>")
                        @AccessPattern(name = "byColor", index = "ByColor")
                        @AccessPattern(name = "versions")
                        """, "UUID id, int version, String text, boolean flag, Boolean boxedFlag, byte tiny, Byte boxedTiny, "
                        + "short small, Short boxedSmall, int number, Integer boxedNumber, long big, Long boxedBig, "
                        + "float ratio, Float boxedRatio, double measure, Double boxedMeasure, BigDecimal money, "
                        + "BigInteger huge, Instant at, LocalDate day, LocalDateTime local, Color color, byte[] bytes, "
                        + "SdkBytes sdkBytes, ByteBuffer buffer, List<String> names, List<List<Integer>> matrix, "
                        + "Set<String> tags, Set<Integer> counts, Set<BigDecimal> prices, Set<SdkBytes> blobs, "
                        + "Map<String, Integer> scores, Map<String, List<Point>> paths, Point origin, Tree tree, "
                        + "Optional<String> nickname, Optional<Point> home, Optional<Integer> rank, "
                        + "@Attribute(\"renamed\") String storedElsewhere")
                        .nest(enumeration("Color", "RED", "GREEN", "BLUE"),
                                record("Point", "", "double x, double y, String label"),
                                record("Tree", "", "String name, List<Tree> children")),
                record("Member", """
                        @Entity(table = "Club")
                        @PartitionKey("MEMBER#<id>")
                        @SortKey("MEMBER")
                        """, "String id, @Unique String email, @Unique Optional<String> handle, String name, "
                        + "@Version long version, Everything.Point address"));
    }

    /**
     * Two more tables: "Ledger" with a sharded primary key, a local index with INCLUDE projection
     * and custom attribute, a sharded KEYS_ONLY index and a sparse index on an optional; "Flat"
     * without sort keys, with renamed key attributes and an index without a sort key.
     */
    static ProcessorFuzzDesign ledgerAndFlat() {
        return new ProcessorFuzzDesign("ledger").add(
                record("LedgerEntry", """
                        @Entity(table = "Ledger", type = "Entry")
                        @PartitionKey(value = "ACCOUNT#<account>", shards = 3, shardBy = "entryId")
                        @SortKey("ENTRY#<bookedAt>#<entryId>")
                        @Lsi(index = "ByAmount", sortKey = "AMOUNT#<amount>#<entryId>", sortKeyAttribute = "amountKey", projection = Projection.INCLUDE, include = {"memo", "kind"})
                        @Gsi(index = "ByKind", partitionKey = "KIND#<kind>", sortKey = "<bookedAt>#<seq>", shards = 4, shardBy = "entryId", projection = Projection.KEYS_ONLY)
                        @Gsi(index = "ByRef", partitionKey = "REF#<reference>", sortKey = "ENTRY#<seq>")
                        @AccessPattern(name = "entriesOf", descending = true, consistentRead = true)
                        @AccessPattern(name = "byAmount", index = "ByAmount", consistentRead = true)
                        @AccessPattern(name = "byKind", index = "ByKind", descending = true)
                        @AccessPattern(name = "byReference", index = "ByRef")
                        """, "String account, UUID entryId, LocalDateTime bookedAt, BigInteger seq, BigDecimal amount, "
                        + "Kind kind, Optional<String> reference, String memo, @Version Integer version, @Ttl Long expiresAt"),
                record("Balance", """
                        @Entity(table = "Ledger")
                        @PartitionKey("BALANCE#<account>")
                        @SortKey("BALANCE#<currency>")
                        @Gsi(index = "ByRef", partitionKey = "IBAN#<iban>", sortKey = "BALANCE#<currency>")
                        @AccessPattern(name = "balancesOf", consistentRead = true)
                        @AccessPattern(name = "byIban", index = "ByRef")
                        """, "String account, String currency, BigDecimal balance, @Unique String iban, @Version long version, "
                        + "Map<String, Set<Long>> limits"),
                enumeration("Kind", "DEBIT", "CREDIT"),
                record("User", """
                        @Entity(table = "Flat")
                        @PartitionKey(value = "USER#<userId>", attribute = "id")
                        @Gsi(index = "ByEmail", partitionKey = "EMAIL#<email>", partitionKeyAttribute = "emailKey")
                        @AccessPattern(name = "byEmail", index = "ByEmail")
                        """, "String userId, Optional<String> email, @Attribute(\"displayName\") String name, "
                        + "Map<String, List<Integer>> scores, Set<Long> ids, Optional<Address> address")
                        .nest(record("Address", "", "String street, Optional<String> city, List<String> lines")),
                record("Team", """
                        @Entity(table = "Flat")
                        @PartitionKey(value = "TEAM#<teamId>#<region>", attribute = "id")
                        @Gsi(index = "ByEmail", partitionKey = "TEAMMAIL#<mail>", partitionKeyAttribute = "emailKey")
                        @AccessPattern(name = "teamsByMail", index = "ByEmail")
                        """, "UUID teamId, Kind region, Optional<String> mail, List<String> members, Optional<Integer> size, "
                        + "User.Address office"));
    }

    /**
     * A large valid design: {@code entities} entities spread over {@code tables} tables named
     * {@code Large0}..., each with a primary key sharing a partition per table (every seventh
     * sharded instead), an overloaded and a sparse global index, a local index, four access
     * patterns, nested records, enums, optionals, collections, versions, TTLs and unique values,
     * and one item collection per table.
     */
    static ProcessorFuzzDesign large(int entities, int tables) {
        ProcessorFuzzDesign design = new ProcessorFuzzDesign("large");
        List<List<String>> collections = new java.util.ArrayList<>();
        for (int t = 0; t < tables; t++) {
            collections.add(new java.util.ArrayList<>());
        }
        for (int i = 0; i < entities; i++) {
            int t = i % tables;
            String name = String.format(java.util.Locale.ROOT, "Thing%02d", i);
            boolean sharded = i % 7 == 6;
            String partitionKey = sharded
                    ? "@PartitionKey(value = \"FEED" + i + "#<id>\", shards = 4, shardBy = \"n\")"
                    : "@PartitionKey(\"ACCOUNT#<id>\")";
            ProcessorFuzzDesign.Unit unit = record(name, "@Entity(table = \"Large" + t + "\")\n"
                    + partitionKey + "\n"
                    + "@SortKey(\"E" + i + "#<at>#<n>\")\n"
                    + "@Gsi(index = \"GSI1\", partitionKey = \"OWNER#<owner>\", sortKey = \"E" + i + "#<at>\")\n"
                    + "@Gsi(index = \"GSI2\", partitionKey = \"TAG#<tag>\", sortKey = \"<amount>\", projection = Projection.KEYS_ONLY)\n"
                    + "@Lsi(index = \"LSI1\", sortKey = \"AMOUNT" + i + "#<amount>#<n>\")\n"
                    + "@AccessPattern(name = \"items\", descending = " + (i % 2 == 0) + ")\n"
                    + "@AccessPattern(name = \"byOwner\", index = \"GSI1\")\n"
                    + "@AccessPattern(name = \"byTag\", index = \"GSI2\")\n"
                    + "@AccessPattern(name = \"byAmount\", index = \"LSI1\", consistentRead = true)\n",
                    "String id, String owner, Instant at, long n, BigDecimal amount, Optional<String> tag, Level level, "
                            + "List<Detail> details, Map<String, Integer> counts, Set<String> labels, "
                            + (i % 3 == 0 ? "@Version long version, " : "int version, ")
                            + "@Ttl Instant expiresAt"
                            + (i % 5 == 0 ? ", @Unique String code" : ", String code")
                            + (i % 4 == 0 ? ", Optional<Note> note" : ""));
            if (i % 4 == 0) {
                unit.nest(record("Note", "", "String text, List<Note> replies"));
            }
            if (!sharded && collections.get(t).size() < 4) {
                collections.get(t).add(name);
                unit.implementing("Large" + t + "Items");
            }
            design.add(unit);
        }
        for (int t = 0; t < tables; t++) {
            design.add(collection("Large" + t + "Items", "@ItemCollection", collections.get(t).toArray(String[]::new)));
        }
        design.add(enumeration("Level", "LOW", "MEDIUM", "HIGH"),
                record("Detail", "", "String key, Optional<Integer> weight, List<String> notes"));
        return design;
    }

    /**
     * Minimal designs the fuzzer found breaking the processor or, accepted, failing against
     * the database (those named "oracle: ..."), kept as a regression corpus: each is checked and,
     * when accepted, run like a random variant, so each fails until its bug is fixed. The
     * description says what went wrong. A design whose name starts with "unnamed-package" is
     * compiled in the unnamed package. Bugs the fuzzer found, all fixed: checked on every run.
     */
    static List<ProcessorFuzzDesign> regressions() {
        return found();
    }

    /**
     * Bugs the fuzzer found that are still open, checked only with {@code -Dkeyway.fuzz.openBugs=true}:
     * none today. A new find goes here until it is fixed, then into {@link #found()}.
     */
    static List<ProcessorFuzzDesign> openBugs() {
        return List.of();
    }

    /** Every bug the fuzzer found. */
    private static List<ProcessorFuzzDesign> found() {
        return List.of(
                new ProcessorFuzzDesign("user type named like a generated XKeys: KW099 FilerException").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                """, "String id, String name"),
                        record("CustomerKeys", "", "String a")),
                new ProcessorFuzzDesign("user type named like the generated table class: KW099, then generated code uses it").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                """, "String id, String name"),
                        record("ShopTable", "", "String a")),
                new ProcessorFuzzDesign("user type named like the generated item collection class: KW099 FilerException").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                @SortKey("PROFILE")
                                """, "String id").implementing("CustomerItem"),
                        record("Order", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<customerId>")
                                @SortKey("ORDER#<orderId>")
                                """, "String customerId, String orderId").implementing("CustomerItem"),
                        collection("CustomerItem", "@ItemCollection", "Customer", "Order"),
                        record("CustomerItemCollection", "", "String a")),
                new ProcessorFuzzDesign("nested entity with the simple name of another entity: both want CounterKeys").add(
                        record("Counter", """
                                @Entity(table = "Bank")
                                @PartitionKey("COUNTER#<name>")
                                """, "String name, long value"),
                        record("Account", """
                                @Entity(table = "Bank")
                                @PartitionKey("ACCOUNT#<id>")
                                """, "String id").nest(record("Counter", """
                                @Entity(table = "Bank", type = "AccountCounter")
                                @PartitionKey("ACCOUNTCOUNTER#<name>")
                                """, "String name, long value"))),
                new ProcessorFuzzDesign("tables \"Shop\" and \"shop\" in one package: both want ShopTable").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                """, "String id"),
                        record("Order", """
                                @Entity(table = "shop")
                                @PartitionKey("ORDER#<id>")
                                """, "String id")),
                new ProcessorFuzzDesign("a type named Override in the package: generated @Override means it").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                """, "String id, long version"),
                        record("Override", "", "String a")),
                new ProcessorFuzzDesign("a type named Long in the package: generated NumberAttribute<Long> means it").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                """, "String id, long version"),
                        record("Long", "", "String a")),
                new ProcessorFuzzDesign("item collection on a GSI that one entity shards: collection calls the key method without a shard").add(
                        record("Course", """
                                @Entity(table = "Catalog")
                                @PartitionKey("COURSE#<courseId>")
                                @SortKey("COURSE")
                                @Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "COURSE", shards = 8, shardBy = "title")
                                """, "String courseId, String title").implementing("CourseRoster"),
                        record("Enrollment", """
                                @Entity(table = "Catalog")
                                @PartitionKey("STUDENT#<studentId>")
                                @SortKey("COURSE#<courseId>")
                                @Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "STUDENT#<studentId>")
                                """, "String studentId, String courseId").implementing("CourseRoster"),
                        collection("CourseRoster", "@ItemCollection(index = \"Inverted\")", "Course", "Enrollment")),
                new ProcessorFuzzDesign("item collection whose first entity shards its primary key: no diagnostic, broken call").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey(value = "CUSTOMER#<id>", shards = 4, shardBy = "id")
                                @SortKey("PROFILE")
                                """, "String id").implementing("CustomerItem"),
                        record("Order", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<customerId>")
                                @SortKey("ORDER#<orderId>")
                                """, "String customerId, String orderId").implementing("CustomerItem"),
                        collection("CustomerItem", "@ItemCollection", "Customer", "Order")),
                new ProcessorFuzzDesign("key component named shard in a sharded partition key: partitionKey(String shard, int shard)").add(
                        record("Post", """
                                @Entity(table = "Catalog")
                                @PartitionKey(value = "FEED#<shard>", shards = 4, shardBy = "postId")
                                @SortKey("POST#<postedAt>#<postId>")
                                @AccessPattern(name = "feed")
                                """, "String shard, String postId, Instant postedAt, String text")),
                new ProcessorFuzzDesign("key component named Map: the parameter hides java.util.Map in Map.of(...)").add(
                        record("Session", """
                                @Entity(table = "Writes")
                                @PartitionKey("SESSION#<Map>")
                                @SortKey("SESSION")
                                """, "String Map, String user")),
                regressionInSubpackage(),
                // Found by the oracle (then run against DynamoDB Local): accepted designs that failed at run time.
                new ProcessorFuzzDesign("oracle: a query on a KEYS_ONLY or INCLUDE index of an entity with @Ttl filtered on "
                        + "the TTL attribute the index lacks: DynamoDB refused every such query").add(
                        record("Session", """
                                @Entity(table = "Sessions")
                                @PartitionKey("SESSION#<id>")
                                @SortKey("SESSION")
                                @Gsi(index = "ByUser", partitionKey = "USER#<user>", sortKey = "<id>", projection = Projection.KEYS_ONLY)
                                @Lsi(index = "ByStart", sortKey = "START#<startedAt>", projection = Projection.INCLUDE, include = {"user"})
                                @AccessPattern(name = "sessionsOf", index = "ByUser")
                                @AccessPattern(name = "byStart", index = "ByStart")
                                """, "String id, String user, Instant startedAt, @Ttl Instant expiresAt")),
                new ProcessorFuzzDesign("oracle: a float or double holding -0.0: put returned -0.0, every read 0.0").add(
                        record("Reading", """
                                @Entity(table = "Readings")
                                @PartitionKey("SENSOR#<sensor>")
                                @SortKey("READING")
                                """, "String sensor, double value, Float ratio, List<Double> history")),
                new ProcessorFuzzDesign("oracle: a map with an empty key reached DynamoDB, which refused the write untyped").add(
                        record("Scores", """
                                @Entity(table = "Scores")
                                @PartitionKey("PLAYER#<player>")
                                """, "String player, Map<String, Integer> points")),
                new ProcessorFuzzDesign("oracle: table = CatalogTable.NAME, a constant of the class Keyway generates for the "
                        + "table, was read as \"<error>\": an ErrorTable named \"<error>\", which DynamoDB refuses").add(
                        record("Product", """
                                @Entity(table = "Catalog")
                                @PartitionKey("PRODUCT#<sku>")
                                """, "String sku, String name"),
                        record("Post", """
                                @Entity(table = CatalogTable.NAME)
                                @PartitionKey("POST#<id>")
                                """, "String id, String text")),
                new ProcessorFuzzDesign("oracle: an access-pattern name holding U+FEFF, a character javac ignores in names, "
                        + "was accepted: the repository's method was named without it").add(
                        record("Customer", """
                                @Entity(table = "Shop")
                                @PartitionKey("CUSTOMER#<id>")
                                @SortKey("PROFILE")
                                @AccessPattern(name = "by\uFEFFId")
                                """, "String id, String name")),
                new ProcessorFuzzDesign("an Optional component in an index key beside a component encoded once: toItem passed "
                        + "the Optional itself to the key part, generated code did not compile").add(
                        record("LedgerEntry", """
                                @Entity(table = "Ledger")
                                @PartitionKey("ACCOUNT#<account>")
                                @SortKey("ENTRY#<bookedAt>#<entryId>")
                                @Lsi(index = "ByAmount", sortKey = "AMOUNT#<amount>#<entryId>")
                                @AccessPattern(name = "byAmount", index = "ByAmount")
                                """, "String account, UUID entryId, LocalDateTime bookedAt, Optional<String> amount")),
                new ProcessorFuzzDesign("a recursive record under 30 lists and maps: nests 32 where its recursion stops, "
                        + "was accepted though DynamoDB refuses every item holding a tree there (now KW093)").add(
                        record("Forest", """
                                @Entity(table = "Docs")
                                @PartitionKey("FOREST#<id>")
                                """, "String id, " + nested(30, "Tree") + " trees")
                                .nest(record("Tree", "", "String name, List<Tree> children"))),
                new ProcessorFuzzDesign("lists and maps at DynamoDB's limit: 31 around a string, 29 around a recursive "
                        + "record, stored and read back").add(
                        record("Forest", """
                                @Entity(table = "Docs")
                                @PartitionKey("FOREST#<id>")
                                """, "String id, " + nested(31, "String") + " leaves, " + nested(29, "Tree") + " trees")
                                .nest(record("Tree", "", "String name, List<Tree> children"))),
                new ProcessorFuzzDesign("item collection members writing the partition key's component in other key formats "
                        + "(raw and upper-cased in one): accepted, the collection missed the other member's items (now KW054)").add(
                        record("Course", """
                                @Entity(table = "Catalog")
                                @PartitionKey("COURSE#<courseId>")
                                @SortKey("COURSE")
                                """, "String courseId, String title").implementing("CourseRoster"),
                        record("Enrollment", """
                                @Entity(table = "Catalog")
                                @PartitionKey("COURSE#<courseId>")
                                @SortKey("STUDENT#<studentId>")
                                """, "String studentId, @KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String courseId")
                                .implementing("CourseRoster"),
                        collection("CourseRoster", "@ItemCollection", "Course", "Enrollment")),
                new ProcessorFuzzDesign("an Optional holding an empty set: stored as nothing, read back as an empty "
                        + "Optional (the oracle expected the empty set); now refused, KW020: the two cannot be told "
                        + "apart when stored").add(
                        record("Bag", """
                                @Entity(table = "Bags")
                                @PartitionKey("BAG#<id>")
                                """, "String id, Optional<Set<SdkBytes>> blobs, Optional<Set<String>> tags")));
    }

    /** {@code count} lists and maps, taking turns, around {@code inner}. */
    private static String nested(int count, String inner) {
        String type = inner;
        for (int level = 0; level < count; level++) {
            type = level % 2 == 0 ? "List<" + type + ">" : "Map<String, " + type + ">";
        }
        return type;
    }

    /** Entities of one table in the unnamed package and in a.b: the table class goes to the unnamed package. */
    private static ProcessorFuzzDesign regressionInSubpackage() {
        ProcessorFuzzDesign design = new ProcessorFuzzDesign(
                "unnamed-package entity and a.b entity in one table: table class in the unnamed package, unreachable from a.b").add(
                record("Counter", """
                        @Entity(table = "Writes")
                        @PartitionKey("COUNTER#<name>")
                        """, "String name, long value"),
                record("Pointer", """
                        @Entity(table = "Writes")
                        @PartitionKey("DEVICE#<deviceId>")
                        """, "String deviceId, long latestSequence"));
        design.unit("Pointer").subpackage = "a.b";
        return design;
    }
}
