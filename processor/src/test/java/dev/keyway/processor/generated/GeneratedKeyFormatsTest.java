package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.condition;
import static dev.keyway.processor.support.GeneratedClasses.conditions;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.querySpec;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import dev.keyway.runtime.internal.query.SortKeyCondition.Operator;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Generated code for {@code @KeyFormat} components and keys with another delimiter: the keys are
 * the text other code wrote ({@code PRODUCT#42/en/1.2.5/000017}), the stored attributes keep the
 * values as given, key templates read components back, and queries offer ranges only where keys
 * sort by the value.
 */
class GeneratedKeyFormatsTest {

    private static final LocalDate DAY = LocalDate.of(2024, 5, 1);
    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.formats.Semver", """
                        public record Semver(int major, int minor, int patch) {
                            public static Semver parse(String text) {
                                String[] parts = text.split("\\\\.", -1);
                                if (parts.length != 3) {
                                    throw new IllegalArgumentException("not a version: " + text);
                                }
                                return new Semver(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
                                        Integer.parseInt(parts[2]));
                            }
                            @Override
                            public String toString() {
                                return major + "." + minor + "." + patch;
                            }
                        }
                        """),
                source("t.formats.SemverKey", """
                        public final class SemverKey implements dev.keyway.runtime.key.KeyConverter<Semver> {
                            public String toKey(Semver version) { return version.toString(); }
                            public Semver fromKey(String text) { return Semver.parse(text); }
                        }
                        """),
                source("t.formats.Level", "public enum Level { LOW, HIGH, Urgent }"),
                source("t.formats.Comment", """
                        @Entity(table = "Comments")
                        @PartitionKey("PRODUCT#<productId>")
                        @SortKey(value = "PRODUCT#<productId>/<language>/<version>/<commentId>", delimiter = '/')
                        @Gsi(index = "ByAuthor", partitionKey = "AUTHOR#<author>", sortKey = "<postedOn>#<commentId>")
                        @AccessPattern(name = "commentsOf")
                        @AccessPattern(name = "byAuthor", index = "ByAuthor", descending = true)
                        public record Comment(@KeyFormat(raw = true) int productId,
                                              @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String language,
                                              @KeyFormat(converter = SemverKey.class) Semver version,
                                              @KeyFormat(digits = 6) long commentId,
                                              @KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) String author,
                                              LocalDate postedOn, String text) {}
                        """),
                source("t.formats.Sku", """
                        public final class Sku {
                            private final String code;
                            public Sku(String code) { this.code = code; }
                            public String code() { return code; }
                            @Override public boolean equals(Object o) { return o instanceof Sku s && s.code.equals(code); }
                            @Override public int hashCode() { return code.hashCode(); }
                        }
                        """),
                source("t.formats.SkuStorage", """
                        public final class SkuStorage implements dev.keyway.runtime.schema.AttributeConverter<Sku> {
                            public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttribute(Sku sku) {
                                return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(sku.code());
                            }
                            public Sku fromAttribute(software.amazon.awssdk.services.dynamodb.model.AttributeValue value) {
                                return new Sku(value.s());
                            }
                        }
                        """),
                source("t.formats.SkuKey", """
                        public final class SkuKey implements dev.keyway.runtime.key.KeyConverter<Sku> {
                            public String toKey(Sku sku) { return "sku-" + sku.code(); }
                            public Sku fromKey(String text) {
                                if (!text.startsWith("sku-")) { throw new IllegalArgumentException(text); }
                                return new Sku(text.substring(4));
                            }
                        }
                        """),
                source("t.formats.Stock", """
                        @Entity(table = "Stock")
                        @PartitionKey("ITEM#<sku>")
                        public record Stock(@Convert(SkuStorage.class) @KeyFormat(converter = SkuKey.class) Sku sku, int count) {}
                        """),
                source("t.formats.Ticket", """
                        @Entity(table = "Tickets")
                        @PartitionKey(value = "QUEUE|<queue>", delimiter = '|')
                        @SortKey(value = "TICKET|<level>|<title>", delimiter = '|')
                        @AccessPattern(name = "inQueue")
                        public record Ticket(String queue, @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) Level level,
                                             String title) {}
                        """));
    }

    private static Object comment(int productId, String language, String version, long commentId, String author) {
        Object semver = classes.call("t.formats.Semver", "parse", version);
        return classes.record("t.formats.Comment", productId, language, semver, commentId, author, DAY, "Nice");
    }

    @Test
    void keysAreTheTextOtherCodeWrote() {
        assertEquals("PRODUCT#42", classes.call("t.formats.CommentKeys", "partitionKey", 42));
        Object version = classes.call("t.formats.Semver", "parse", "1.2.5");
        assertEquals("PRODUCT#42/en/1.2.5/000017",
                classes.call("t.formats.CommentKeys", "sortKey", 42, "EN", version, 17L));
        assertEquals("AUTHOR#ADA", classes.call("t.formats.CommentKeys", "byAuthorPartitionKey", "Ada"));
        assertEquals("QUEUE|support", classes.call("t.formats.TicketKeys", "partitionKey", "support"));
        assertEquals("TICKET|urgent|Printer$20on$20fire", classes.call("t.formats.TicketKeys", "sortKey",
                classes.constant("t.formats.Level", "Urgent"), "Printer on fire"));
        assertEquals("TICKET|high|a$7Cb", classes.call("t.formats.TicketKeys", "sortKey",
                classes.constant("t.formats.Level", "HIGH"), "a|b"));
    }

    @Test
    void aConvertedComponentWithAKeyConverterIsInAKey() {
        Object sku = classes.construct("t.formats.Sku", "a1");
        assertEquals("ITEM#sku-a1", classes.call("t.formats.StockKeys", "partitionKey", sku));
        ItemSchema<Object> schema = classes.schema("t.formats.Stock");
        Object stock = classes.record("t.formats.Stock", sku, 3);
        Map<String, AttributeValue> item = schema.toItem(stock);
        assertEquals("ITEM#sku-a1", item.get("PK").s());
        assertEquals("a1", item.get("sku").s(), "stored through its attribute converter");
        assertEquals(stock, schema.fromItem(item));
        assertEquals(Map.of("sku", sku), schema.keyTemplates().get(0).parse("ITEM#sku-a1"));
        assertFalse(schema.keyTemplates().get(0).matches("ITEM#a1"));
    }

    @Test
    void storedAttributesKeepTheValuesAsGiven() {
        ItemSchema<Object> schema = classes.schema("t.formats.Comment");
        Object record = comment(42, "EN", "1.2.5", 17, "Ada");
        Map<String, AttributeValue> item = schema.toItem(record);
        assertEquals("PRODUCT#42", item.get("PK").s());
        assertEquals("PRODUCT#42/en/1.2.5/000017", item.get("SK").s());
        assertEquals("AUTHOR#ADA", item.get("ByAuthorPK").s());
        assertEquals("2024-05-01#000017", item.get("ByAuthorSK").s());
        assertEquals("EN", item.get("language").s());
        assertEquals("Ada", item.get("author").s());
        assertEquals("42", item.get("productId").n());
        assertEquals("17", item.get("commentId").n());
        assertEquals(record, schema.fromItem(item));
    }

    @Test
    void valuesThatWouldMakeKeysAmbiguousAreRefusedBeforeAnyRequest() {
        Object slash = comment(42, "en/us", "1.2.5", 17, "Ada");
        InvalidKeyValueException delimiter = assertThrows(InvalidKeyValueException.class,
                () -> classes.schema("t.formats.Comment").toItem(slash));
        assertEquals("language", delimiter.component());
        assertTrue(delimiter.getMessage().contains("'/'"), delimiter.getMessage());
        Object negative = comment(42, "en", "1.2.5", -1, "Ada");
        assertThrows(InvalidKeyValueException.class, () -> classes.schema("t.formats.Comment").toItem(negative));
        Object wide = comment(42, "en", "1.2.5", 1_000_000, "Ada");
        InvalidKeyValueException digits = assertThrows(InvalidKeyValueException.class,
                () -> classes.schema("t.formats.Comment").toItem(wide));
        assertTrue(digits.getMessage().contains("7 digits; the key holds 6"), digits.getMessage());
        Object hashInAuthor = comment(42, "en", "1.2.5", 1, "A#B");
        assertThrows(InvalidKeyValueException.class, () -> classes.schema("t.formats.Comment").toItem(hashInAuthor));
    }

    @Test
    void keyTemplatesReadTheComponentsBackOutOfStoredKeys() {
        List<KeyTemplate> templates = classes.schema("t.formats.Comment").keyTemplates();
        assertEquals(List.of("PK", "SK", "ByAuthorPK", "ByAuthorSK"), templates.stream().map(KeyTemplate::attribute).toList());
        KeyTemplate sortKey = templates.get(1);
        assertEquals('/', sortKey.delimiter());
        Map<String, Object> components = sortKey.parse("PRODUCT#42/en/1.2.5/000017");
        assertEquals(42, components.get("productId"));
        assertEquals("en", components.get("language"));
        assertEquals("1.2.5", components.get("version").toString());
        assertEquals(17L, components.get("commentId"));
        assertFalse(sortKey.matches("PRODUCT#42/EN/1.2.5/000017"), "written in lower case");
        assertFalse(sortKey.matches("PRODUCT#042/en/1.2.5/000017"), "not plain digits");
        assertFalse(sortKey.matches("PRODUCT#42/en/1.2/000017"), "the converter does not read it");
        assertEquals(Map.of("author", "ADA"), templates.get(2).parse("AUTHOR#ADA"));
        assertEquals(List.of("t.formats.CommentSchema", "t.formats.TicketSchema"),
                List.of(classes.call("t.formats.CommentsTable", "schemas"), classes.call("t.formats.TicketsTable", "schemas"))
                        .stream().flatMap(list -> ((List<?>) list).stream()).map(schema -> schema.getClass().getName())
                        .toList());
    }

    private static Set<String> conditionsOf(String nested, String component) {
        return conditions(classes.type("t.formats.CommentRepository$" + nested), component);
    }

    @Test
    void queriesOfferRangesOnlyWhereKeysSortByTheValue() {
        // productId is the partition key's: commentsOf(42) fixes it. language (raw): equality and prefix only.
        assertEquals(Set.of("eq", "beginsWith"), conditionsOf("CommentsOfQuery$WithProductId", "language"));
        assertEquals(classes.type("t.formats.CommentRepository$CommentsOfQuery$WithProductId"),
                GeneratedClasses.call(classes.construct("t.formats.CommentRepository", noCallsClient()), "commentsOf", 42)
                        .getClass());
        // version (a key converter): equality only.
        assertEquals(Set.of("eq"), conditionsOf("CommentsOfQuery$WithProductIdAndLanguage", "version"));
        // commentId (zero-padded): every range.
        assertEquals(Set.of("eq", "between", "gt", "ge", "lt", "le"),
                conditionsOf("CommentsOfQuery$WithProductIdAndLanguageAndVersion", "commentId"));
        assertEquals(Set.of("eq"), conditions(classes.type("t.formats.TicketRepository$InQueueQuery"), "level"),
                "an enum by name does not sort");
    }

    @Test
    void conditionsOnFormattedComponentsMatchExactlyTheirKeys() {
        Object repository = classes.construct("t.formats.CommentRepository", noCallsClient());
        Object query = call(repository, "commentsOf", 42);
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "PRODUCT#42/", null), querySpec(query).sortKey());
        Object english = condition(query, "language", "eq", "EN");
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "PRODUCT#42/en/", null), querySpec(english).sortKey());
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "PRODUCT#42/e", null),
                querySpec(condition(query, "language", "beginsWith", "E")).sortKey());
        Object version = classes.call("t.formats.Semver", "parse", "1.2.5");
        Object fixed = condition(english, "version", "eq", version);
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "PRODUCT#42/en/1.2.5/", null), querySpec(fixed).sortKey());
        assertEquals(new SortKeyCondition(Operator.BETWEEN, "PRODUCT#42/en/1.2.5/000010",
                        "PRODUCT#42/en/1.2.5/000020"),
                querySpec(condition(fixed, "commentId", "between", 10L, 20L)).sortKey());
        assertEquals(new SortKeyCondition(Operator.BETWEEN, "PRODUCT#42/en/1.2.5/",
                        "PRODUCT#42/en/1.2.5/00001/" + new String(Character.toChars(0x10FFFF))),
                querySpec(condition(fixed, "commentId", "lt", 10L)).sortKey());
    }
}
