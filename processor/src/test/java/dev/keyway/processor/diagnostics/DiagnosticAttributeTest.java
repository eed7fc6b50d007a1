package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.shopEntity;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * KW061-KW067: one physical attribute, one meaning. Every attribute an item carries (the table's
 * keys, each index's keys, the type attribute, the time-to-live attribute, the guard items'
 * owner) is written by roles that agree on its text; a key schema has two attributes; an entity
 * whose keys fill an index's attributes declares that index.
 */
class DiagnosticAttributeTest {


    private static Src order(String... annotations) {
        return shopEntity("Order", "String customerId, String orderId, String status, Status state",
                List.of(List.of("@PartitionKey(\"CUSTOMER#<customerId>\")", "@SortKey(\"ORDER#<orderId>\")"),
                        List.of(annotations)).stream().flatMap(List::stream).toArray(String[]::new));
    }

    private static final Src STATUS = Src.of("test.Status", "package test;", "", "public enum Status { OPEN, DONE }");

    // ---- KW061 ATTRIBUTE_WRITTEN_TWICE --------------------------------------------------------

    @Test
    void kw061_anIndexKeyInTheTablesPartitionKeyAttribute() {
        Src source = order("@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", partitionKeyAttribute = \"PK\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation,
                "[KW061] Table Shop: Order writes attribute 'PK' twice with different text, as "
                        + "@PartitionKey(\"CUSTOMER#<customerId>\") and as @Gsi(index = \"GSI1\", partitionKey = "
                        + "\"STATUS#<status>\"), so one would overwrite the other in every item. Store one of them in "
                        + "another attribute, or write the same template into both.",
                source, "@Gsi(", "\"PK\"");
    }

    @Test
    void kw061_twoIndexesSharingAKeyAttributeWithDifferentTemplates() {
        Src source = order(
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                "@Gsi(index = \"GSI2\", partitionKey = \"ORDER#<orderId>\", partitionKeyAttribute = \"GSI1PK\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation,
                "[KW061] Table Shop: Order writes attribute 'GSI1PK' twice with different text, as @Gsi(index = "
                        + "\"GSI1\", partitionKey = \"STATUS#<status>\") and as @Gsi(index = \"GSI2\", partitionKey = "
                        + "\"ORDER#<orderId>\")",
                source, "GSI2", "\"GSI1PK\"");
    }

    @Test
    void kw061_aKeyInTheTypeAttribute() {
        Src source = order("@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", partitionKeyAttribute = \"_type\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation,
                "[KW061] Table Shop: Order writes attribute '_type' twice with different text, as the entity type "
                        + "\"Order\" and as @Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\")",
                source, "@Gsi(", "\"_type\"");
    }

    /**
     * The same template in a partition key and a sort key encodes an enum differently (its name,
     * then its ordinal and name), so the two write different text.
     */
    @Test
    void kw061_anEnumTemplateAsPartitionKeyOnTheTablesSortKey() {
        Src source = shopEntity("Task", "String id, Status state",
                "@PartitionKey(\"TASK#<id>\")",
                "@SortKey(\"STATE#<state>\")",
                "@Gsi(index = \"ByState\", partitionKey = \"STATE#<state>\", partitionKeyAttribute = \"SK\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation, "[KW061] Table Shop: Task writes attribute 'SK' twice with different text",
                source, "@Gsi(", "\"SK\"");
    }

    /** The inverted index of an adjacency list: the index's keys are the table's, swapped, with the same templates. */
    @Test
    void theInvertedIndexWritesTheSameTextAndIsAccepted() {
        Src source = shopEntity("Enrollment", "String studentId, String courseId",
                "@PartitionKey(\"STUDENT#<studentId>\")",
                "@SortKey(\"COURSE#<courseId>\")",
                "@Gsi(index = \"Inverted\", partitionKey = \"COURSE#<courseId>\", partitionKeyAttribute = \"SK\",",
                "     sortKey = \"STUDENT#<studentId>\", sortKeyAttribute = \"PK\")",
                "@AccessPattern(name = \"studentsOf\", index = \"Inverted\")");
        Compilation compilation = compile(source);

        assertThat(compilation).succeeded();
        assertCodeFor(compilation, "Enrollment");
    }

    // ---- KW062 KEY_SCHEMA_ONE_ATTRIBUTE ---------------------------------------------------------

    @Test
    void kw062_theTablesPartitionAndSortKeyInOneAttribute() {
        Src source = shopEntity("Order", "String customerId, String orderId",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(value = \"ORDER#<orderId>\", attribute = \"PK\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW062] The table of Order stores its partition key and its sort key in one attribute 'PK', but a "
                        + "DynamoDB key schema needs two attributes. Name the sort key's attribute differently.",
                source, "@SortKey(", "\"PK\"");
    }

    @Test
    void kw062_anIndexsPartitionAndSortKeyInOneAttribute() {
        Src source = order("@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", sortKey = \"<orderId>\",",
                "     sortKeyAttribute = \"GSI1PK\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation,
                "[KW062] Index \"GSI1\" of Order stores its partition key and its sort key in one attribute 'GSI1PK'",
                source, "sortKeyAttribute", "\"GSI1PK\"");
    }

    @Test
    void kw062_aLocalIndexSortingByTheTablesPartitionKeyAttribute() {
        Src source = order("@Lsi(index = \"ByStatus\", sortKey = \"STATUS#<status>\", sortKeyAttribute = \"PK\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation,
                "[KW062] Index \"ByStatus\" of Order stores its partition key and its sort key in one attribute 'PK'",
                source, "@Lsi(", "\"PK\"");
    }

    // ---- KW063 UNDECLARED_INDEX_MEMBER ----------------------------------------------------------

    @Test
    void kw063_anEntityWhoseKeysFillAnIndexItDoesNotDeclare() {
        Src enrollment = shopEntity("Enrollment", "String studentId, String courseId",
                "@PartitionKey(\"STUDENT#<studentId>\")",
                "@SortKey(\"COURSE#<courseId>\")",
                "@Gsi(index = \"Inverted\", partitionKey = \"COURSE#<courseId>\", partitionKeyAttribute = \"SK\",",
                "     sortKey = \"STUDENT#<studentId>\", sortKeyAttribute = \"PK\")");
        Src student = shopEntity("Student", "String studentId, String name",
                "@PartitionKey(\"STUDENT#<studentId>\")",
                "@SortKey(\"PROFILE\")");
        Compilation compilation = compile(enrollment, student);

        assertOnlyError(compilation,
                "[KW063] Table Shop: Student writes 'SK' and 'PK', the key attributes of index \"Inverted\", so "
                        + "DynamoDB puts its items in that index although Student does not declare it, and other "
                        + "entities' queries there could read them. Declare the index on Student with the templates it "
                        + "writes there, or store the index's keys in attributes of their own.",
                student, "@Entity(", "@Entity(");
        assertCodeFor(compilation, "Enrollment");
    }

    @Test
    void kw063_declaringTheIndexWithTheSameTemplates_isAccepted() {
        Src enrollment = shopEntity("Enrollment", "String studentId, String courseId",
                "@PartitionKey(\"STUDENT#<studentId>\")",
                "@SortKey(\"COURSE#<courseId>\")",
                "@Gsi(index = \"Inverted\", partitionKey = \"COURSE#<courseId>\", partitionKeyAttribute = \"SK\",",
                "     sortKey = \"STUDENT#<studentId>\", sortKeyAttribute = \"PK\")");
        Src student = shopEntity("Student", "String studentId, String name",
                "@PartitionKey(\"STUDENT#<studentId>\")",
                "@SortKey(\"PROFILE\")",
                "@Gsi(index = \"Inverted\", partitionKey = \"PROFILE\", partitionKeyAttribute = \"SK\",",
                "     sortKey = \"STUDENT#<studentId>\", sortKeyAttribute = \"PK\")");
        Compilation compilation = compile(enrollment, student);

        assertThat(compilation).succeeded();
    }

    // ---- KW064 LSI_ON_TABLE_SORT_KEY ------------------------------------------------------------

    @Test
    void kw064_aLocalIndexOnTheTablesSortKeyAttribute() {
        Src source = order("@Lsi(index = \"ByOrder\", sortKey = \"ORDER#<orderId>\", sortKeyAttribute = \"SK\")");
        Compilation compilation = compile(source, STATUS);

        assertOnlyError(compilation,
                "[KW064] @Lsi \"ByOrder\" of Order sorts by 'SK', the table's own sort key attribute, so it would be "
                        + "the table over again. Store its sort key in an attribute of its own (sortKeyAttribute).",
                source, "@Lsi(", "\"SK\"");
    }

    // ---- KW065 TTL_ATTRIBUTE_SHARED -------------------------------------------------------------

    @Test
    void kw065_aPlainNumberStoredWhereTimeToLiveReads() {
        Src session = shopEntity("Session", "String id, @Ttl long expiresAt", "@PartitionKey(\"SESSION#<id>\")",
                "@SortKey(\"S\")");
        Src counter = Src.of("test.Counter",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"COUNTER#<id>\")",
                "@SortKey(\"C\")",
                "public record Counter(String id,",
                "                      long expiresAt) {",
                "}");
        Compilation compilation = compile(session, counter);

        assertOnlyError(compilation,
                "[KW065] Table Shop: Counter stores component 'expiresAt' as a number in 'expiresAt', the attribute "
                        + "DynamoDB's time to live reads (the @Ttl of Session), so DynamoDB would delete its items once "
                        + "that number passes as epoch seconds. Store it under another name with @Attribute(\"...\"), "
                        + "or mark it @Ttl.",
                counter, "long expiresAt", "expiresAt");
        assertCodeFor(compilation, "Session");
    }

    @Test
    void kw065_aConvertedValueStoredWhereTimeToLiveReads() {
        Src session = shopEntity("Session", "String id, @Ttl long expiresAt", "@PartitionKey(\"SESSION#<id>\")",
                "@SortKey(\"S\")");
        Src money = Src.of("test.Money",
                "package test;",
                "",
                "import dev.keyway.runtime.schema.AttributeConverter;",
                "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
                "",
                "public record Money(long cents) {",
                "    public static final class Cents implements AttributeConverter<Money> {",
                "        public AttributeValue toAttribute(Money money) { return AttributeValue.fromN(\"\" + money.cents()); }",
                "        public Money fromAttribute(AttributeValue value) { return new Money(Long.parseLong(value.n())); }",
                "    }",
                "}");
        Src price = Src.of("test.Price",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"PRICE#<id>\")",
                "@SortKey(\"P\")",
                "public record Price(String id,",
                "                    @Convert(Money.Cents.class) Money expiresAt) {",
                "}");
        Compilation compilation = compile(session, money, price);

        assertOnlyError(compilation,
                "[KW065] Table Shop: Price stores component 'expiresAt' through Cents, which may write a number, in "
                        + "'expiresAt', the attribute DynamoDB's time to live reads (the @Ttl of Session), so DynamoDB "
                        + "would delete its items once that number passes as epoch seconds. Store it under another "
                        + "name with @Attribute(\"...\"), or mark it @Ttl.",
                price, "Money expiresAt", "expiresAt");
    }

    // ---- KW066 GUARD_OWNER_ATTRIBUTE / KW067 RESERVED_ENTITY_TYPE -----------------------------

    @Test
    void kw066_anIndexKeyInTheGuardItemsOwnerAttribute() {
        Src source = shopEntity("Member", "String id, @Unique String email, String team",
                "@PartitionKey(\"MEMBER#<id>\")",
                "@SortKey(\"M\")",
                "@Gsi(index = \"ByTeam\", partitionKey = \"TEAM#<team>\", partitionKeyAttribute = \"owner\")");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW066] Table Shop: Member stores @Gsi(index = \"ByTeam\", partitionKey = \"TEAM#<team>\") in 'owner', "
                        + "where the guard items of Member's @Unique values record their owner's key, so a guard item "
                        + "would overwrite or enter it. Name the attribute differently.",
                source, "@Gsi(", "\"owner\"");
    }

    @Test
    void kw067_theGuardItemsEntityType() {
        Src source = Src.of("test.Odd",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\", type = \"_Unique\")",
                "@PartitionKey(\"ODD#<id>\")",
                "public record Odd(String id) {",
                "}");
        Compilation compilation = compile(source);

        assertOnlyError(compilation,
                "[KW067] Entity type \"_Unique\" of Odd is the type Keyway stores in its @Unique guard items, so their "
                        + "items could not be told apart. Give Odd another @Entity(type = \"...\").",
                source, "@Entity(", "\"_Unique\"");
    }
}
