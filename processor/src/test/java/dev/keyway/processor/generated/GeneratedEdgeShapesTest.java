package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.condition;
import static dev.keyway.processor.support.GeneratedClasses.noCallsClient;
import static dev.keyway.processor.support.GeneratedClasses.querySpec;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.query.SortKeyCondition;
import dev.keyway.runtime.internal.query.SortKeyCondition.Operator;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Shapes that stress the generator's naming and templates: constant keys, tables without sort
 * keys, nested and static-nested records, entities and components named like generated
 * locals. Each must compile cleanly and behave; the shapes with a known generator bug compile
 * on their own, so that they cannot hide the others.
 */
class GeneratedEdgeShapesTest {

    private static final String MAX = "\uDBFF\uDFFF"; // KeyCodec.MAX (U+10FFFF), the upper bound of key ranges

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                // Constant partition and sort key; components named like locals of generated code.
                source("t.edge.Config", """
                        @Entity(table = "Edge")
                        @PartitionKey("CONFIG")
                        @SortKey("GLOBAL")
                        @AccessPattern(name = "all")
                        public record Config(String item, String attributes, String value, String table, String nested,
                                             String entity, String client, String tableName, String value2, int spec) {}
                        """),
                // An entity named Item whose key components are named like query-method parameters.
                source("t.edge.Item", """
                        @Entity(table = "Edge")
                        @PartitionKey("ITEM#<table>#<spec>")
                        @SortKey("ITEM#<from>#<to>#<prefix>")
                        @AccessPattern(name = "range")
                        public record Item(String table, String spec, String from, String to, String prefix,
                                           String item, String value) {}
                        """),
                // Contextual keywords are legal component names.
                source("t.edge.Rec", """
                        @Entity(table = "Edge")
                        @PartitionKey("REC#<record>")
                        @SortKey("REC#<var>#<yield>")
                        @AccessPattern(name = "recs")
                        public record Rec(String record, String var, String yield) {}
                        """),
                // Records and an enum declared inside the entity; a renamed nested component.
                source("t.edge.Order", """
                        @Entity(table = "Edge")
                        @PartitionKey("ORDER#<id>")
                        @SortKey("STATE#<state>")
                        public record Order(String id, State state, List<Line> lines, Optional<Line> first) {
                            public enum State { OPEN, CLOSED }
                            public record Line(@Attribute("s") String sku, int qty) {}
                        }
                        """),
                // A sort key that is a single component, with no literal to keep other entities out.
                source("t.edge.Event", """
                        @Entity(table = "Edge")
                        @PartitionKey("EV#<device>")
                        @SortKey("<seq>")
                        @AccessPattern(name = "events", descending = true)
                        public record Event(String device, long seq) {}
                        """),
                // Two patterns whose query-class names would coincide (byA + b = byAB).
                source("t.edge.Pair", """
                        @Entity(table = "Edge")
                        @PartitionKey("PAIR#<a>")
                        @SortKey("PAIR#<b>#<c>")
                        @AccessPattern(name = "byA")
                        @AccessPattern(name = "byAB")
                        public record Pair(String a, String b, String c) {}
                        """),
                // An entity declared as a static nested record.
                source("t.edge.Holder", """
                        public final class Holder {
                            private Holder() {}

                            @Entity(table = "Edge")
                            @PartitionKey("HELD#<id>")
                            @SortKey("HELD")
                            public record Held(String id) {}
                        }
                        """),
                // Optional index-key components: an empty optional keeps the item out of the index.
                source("t.edge.Doc", """
                        @Entity(table = "Edge")
                        @PartitionKey("DOC#<id>")
                        @SortKey("DOC")
                        @Gsi(index = "GSI1", partitionKey = "TAG#<tag>", sortKey = "N#<n>")
                        @AccessPattern(name = "tagged", index = "GSI1")
                        public record Doc(String id, Optional<String> tag, Optional<Integer> n) {}
                        """),
                // Named Value, holding a Value; own table without sort key; an index without sort key.
                source("t.edge.Value", """
                        @Entity(table = "Values")
                        @PartitionKey("<id>")
                        @Gsi(index = "by-name", partitionKey = "NAME#<name>")
                        @AccessPattern(name = "named", index = "by-name")
                        @AccessPattern(name = "byId")
                        public record Value(String id, String name, Value value) {}
                        """));
    }

    private static <T> T roundTrip(String entity, T record) {
        ItemSchema<Object> schema = classes.schema(entity);
        @SuppressWarnings("unchecked")
        T read = (T) schema.fromItem(schema.toItem(record));
        assertEquals(record, read);
        return read;
    }

    private static Object repository(String entity) {
        return classes.construct(entity + "Repository", noCallsClient());
    }


    private static Method method(Class<?> type, String name, Class<?>... parameters) throws NoSuchMethodException {
        return type.getMethod(name, parameters);
    }

    // ---- constant keys, no sort key --------------------------------------------------------

    @Test
    void constantKeys() throws Exception {
        assertEquals("CONFIG", classes.call("t.edge.ConfigKeys", "partitionKey"));
        assertEquals("GLOBAL", classes.call("t.edge.ConfigKeys", "sortKey"));
        assertEquals(Map.of("PK", AttributeValue.fromS("CONFIG"), "SK", AttributeValue.fromS("GLOBAL")),
                ((Key<?>) classes.call("t.edge.ConfigKeys", "primaryKey")).attributes());
        method(classes.type("t.edge.ConfigRepository"), "get");
        method(classes.type("t.edge.ConfigRepository"), "delete");
        Object config = classes.record("t.edge.Config", "i", "a", "v", "t", "n", "e", "c", "tn", "v2", 7);
        Map<String, AttributeValue> item = classes.schema("t.edge.Config").toItem(config);
        assertEquals("i", item.get("item").s());
        assertEquals("7", item.get("spec").n());
        roundTrip("t.edge.Config", config);
        assertEquals("CONFIG", querySpec(call(repository("t.edge.Config"), "all")).partitionKey());
    }

    @Test
    void tableWithoutSortKeyAndIndexWithoutSortKey() throws Exception {
        Object inner = classes.record("t.edge.Value", "v2", null, null);
        Object value = classes.record("t.edge.Value", "v1", "n", inner);
        Map<String, AttributeValue> item = classes.schema("t.edge.Value").toItem(value);
        assertEquals("v1", item.get("PK").s());
        assertFalse(item.containsKey("SK"));
        assertEquals("NAME#n", item.get("by-namePK").s());
        assertFalse(item.containsKey("by-nameSK"));
        assertEquals(Map.of("id", AttributeValue.fromS("v2")), item.get("value").m());
        roundTrip("t.edge.Value", value);

        assertEquals(Map.of("PK", AttributeValue.fromS("v1")),
                ((Key<?>) classes.call("t.edge.ValueKeys", "primaryKey", "v1")).attributes());
        method(classes.type("t.edge.ValueRepository"), "get", String.class);
        QuerySpec<?> named = querySpec(call(repository("t.edge.Value"), "named", "n"));
        assertEquals("by-name", named.indexName());
        assertEquals("NAME#n", named.partitionKey());
        assertNull(named.sortKey());
        QuerySpec<?> byId = querySpec(call(repository("t.edge.Value"), "byId", "v1"));
        assertNull(byId.sortKeyAttribute());
        assertEquals("v1", byId.partitionKey());
    }

    @Test
    void optionalIndexKeyComponentsMakeASparseIndex() {
        ItemSchema<Object> schema = classes.schema("t.edge.Doc");
        Object both = classes.record("t.edge.Doc", "d", Optional.of("t"), Optional.of(3));
        Map<String, AttributeValue> item = schema.toItem(both);
        assertEquals("TAG#t", item.get("GSI1PK").s());
        assertEquals("N#00000000003", item.get("GSI1SK").s());
        roundTrip("t.edge.Doc", both);
        // An empty optional, or a null one, in either key leaves both index keys out.
        for (Object sparse : List.of(classes.record("t.edge.Doc", "d", Optional.empty(), Optional.of(3)),
                classes.record("t.edge.Doc", "d", Optional.of("t"), Optional.empty()),
                classes.record("t.edge.Doc", "d", null, Optional.of(3)))) {
            Map<String, AttributeValue> sparseItem = schema.toItem(sparse);
            assertFalse(sparseItem.containsKey("GSI1PK") || sparseItem.containsKey("GSI1SK"), sparse.toString());
        }
        // Key builders and queries take the optional's element type.
        assertEquals("TAG#t", classes.call("t.edge.DocKeys", "gsi1PartitionKey", "t"));
        assertEquals("TAG#t", querySpec(call(repository("t.edge.Doc"), "tagged", "t")).partitionKey());
    }

    // ---- names -----------------------------------------------------------------------------

    @Test
    void componentsNamedLikeQueryParametersKeepTheirValues() {
        Object item = classes.record("t.edge.Item", "t", "s", "f", "to", "p", "i", "v");
        roundTrip("t.edge.Item", item);
        assertEquals("ITEM#t#s", classes.schema("t.edge.Item").toItem(item).get("PK").s());

        Object range = call(repository("t.edge.Item"), "range", "t", "s");
        assertEquals("ITEM#t#s", querySpec(range).partitionKey());
        Object fromA = condition(range, "from", "eq", "a");
        // The fixed component "from" (a field) and the conditions on "to" must not mix.
        assertEquals(new SortKeyCondition(Operator.BETWEEN, "ITEM#a#x#", "ITEM#a#y#" + MAX),
                querySpec(condition(fromA, "to", "between", "x", "y")).sortKey());
        Object fromAToB = condition(fromA, "to", "eq", "b");
        assertEquals(new SortKeyCondition(Operator.EQUAL, "ITEM#a#b#c", null),
                querySpec(condition(fromAToB, "prefix", "eq", "c")).sortKey());
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "ITEM#a#b#c", null),
                querySpec(condition(fromAToB, "prefix", "beginsWith", "c")).sortKey());
    }

    @Test
    void contextualKeywordsAsComponentNames() {
        Object rec = classes.record("t.edge.Rec", "r", "v", "y");
        roundTrip("t.edge.Rec", rec);
        assertEquals("REC#v#y", classes.call("t.edge.RecKeys", "sortKey", "v", "y"));
        Object recs = condition(call(repository("t.edge.Rec"), "recs", "r"), "var", "eq", "v");
        assertEquals(new SortKeyCondition(Operator.EQUAL, "REC#v#y", null), querySpec(condition(recs, "yield", "eq", "y")).sortKey());
    }

    @Test
    void queryClassNamesThatWouldCoincideAreKeptApart() {
        Object pairs = repository("t.edge.Pair");
        Object byAB = call(pairs, "byAB", "a");
        Object byAThenB = condition(call(pairs, "byA", "a"), "b", "eq", "b");
        // Two distinct classes, each with the methods of its own level.
        assertFalse(byAB.getClass().equals(byAThenB.getClass()));
        assertEquals(new SortKeyCondition(Operator.BEGINS_WITH, "PAIR#b#", null), querySpec(condition(byAB, "b", "eq", "b")).sortKey());
        assertEquals(new SortKeyCondition(Operator.EQUAL, "PAIR#b#c", null), querySpec(condition(byAThenB, "c", "eq", "c")).sortKey());
    }

    // ---- nested types ----------------------------------------------------------------------

    @Test
    void recordsAndEnumsDeclaredInsideTheEntity() {
        Object closed = classes.constant("t.edge.Order$State", "CLOSED");
        Object line = classes.record("t.edge.Order$Line", "sku1", 2);
        Object order = classes.record("t.edge.Order", "o1", closed, List.of(line), Optional.of(line));
        Map<String, AttributeValue> item = classes.schema("t.edge.Order").toItem(order);
        assertEquals("STATE#001-CLOSED", item.get("SK").s());
        assertEquals(Map.of("s", AttributeValue.fromS("sku1"), "qty", AttributeValue.fromN("2")),
                item.get("lines").l().get(0).m());
        roundTrip("t.edge.Order", order);
    }

    @Test
    void staticNestedEntity() {
        Object held = classes.record("t.edge.Holder$Held", "h1");
        assertEquals("HELD#h1", classes.call("t.edge.HeldKeys", "partitionKey", "h1"));
        // The generated classes are top-level siblings: HeldKeys, HeldSchema, HeldRepository.
        assertEquals("Held", classes.schema("t.edge.Held").toItem(held).get("_type").s());
        roundTrip("t.edge.Held", held);
    }

    @Test
    void singleComponentSortKeyWithoutLiteral() {
        assertEquals("-9223372036854775803", classes.call("t.edge.EventKeys", "sortKey", -5L));
        Object events = call(repository("t.edge.Event"), "events", "d1");
        QuerySpec<?> spec = querySpec(events);
        assertTrue(spec.typeFilter()); // nothing in the key keeps other entities out
        assertTrue(spec.descending());
        assertNull(spec.sortKey());
        assertEquals(new SortKeyCondition(Operator.EQUAL, "00000000000000000005", null),
                querySpec(condition(events, "seq", "eq", 5L)).sortKey());
        assertEquals(new SortKeyCondition(Operator.GREATER_OR_EQUAL, "00000000000000000005", null),
                querySpec(condition(events, "seq", "ge", 5L)).sortKey());
        roundTrip("t.edge.Event", classes.record("t.edge.Event", "d1", 5L));
    }

    // ---- shapes compiled alone, so that a generator bug in one cannot hide the others --------

    @Test
    void sortKeyComponentNamedSpec() {
        // The query class that fixes <spec> must not declare two constructor parameters named spec;
        // spec is a Query method, so the component's accessor is specKey().
        GeneratedClasses own = GeneratedClasses.compile(source("t.spec.Doc", """
                @Entity(table = "Spec")
                @PartitionKey("DOC#<id>")
                @SortKey("S#<spec>#<name>")
                @AccessPattern(name = "docs")
                public record Doc(String id, String spec, String name) {}
                """));
        Object docs = call(own.construct("t.spec.DocRepository", noCallsClient()), "docs", "d");
        Object specX = condition(docs, "specKey", "eq", "x");
        assertEquals(new SortKeyCondition(Operator.EQUAL, "S#x#y", null), querySpec(condition(specX, "name", "eq", "y")).sortKey());
    }

    @Test
    void nestedRecordsWhoseNamesJoinAlike() {
        // Order.Line and OrderLine both give converter methods named "orderLine...".
        GeneratedClasses own = GeneratedClasses.compile(
                source("t.stem.OrderLine", "public record OrderLine(String sku) {}"),
                source("t.stem.Order", """
                        @Entity(table = "Stem")
                        @PartitionKey("ORDER#<id>")
                        public record Order(String id, List<Line> lines, OrderLine summary) {
                            public record Line(int qty) {}
                        }
                        """));
        Object order = own.record("t.stem.Order", "o1", List.of(own.record("t.stem.Order$Line", 3)),
                own.record("t.stem.OrderLine", "s"));
        ItemSchema<Object> schema = own.schema("t.stem.Order");
        assertEquals(order, schema.fromItem(schema.toItem(order)));
    }

    @Test
    void nestedRecordsOfTheSameSimpleNameFromTwoPackages() {
        GeneratedClasses own = GeneratedClasses.compile(
                source("t.pkg.Line", "public record Line(int qty) {}"),
                source("t.other.Line", "public record Line(String sku) {}"),
                source("t.pkg.Order", """
                        @Entity(table = "Pkg")
                        @PartitionKey("ORDER#<id>")
                        public record Order(String id, Line mine, t.other.Line theirs) {}
                        """));
        Object order = own.record("t.pkg.Order", "o1", own.record("t.pkg.Line", 1), own.record("t.other.Line", "s"));
        ItemSchema<Object> schema = own.schema("t.pkg.Order");
        assertEquals(order, schema.fromItem(schema.toItem(order)));
    }

    @Test
    void accessPatternNamedLikeARepositoryMethod() {
        // tableName() is a repository method: a pattern of that name must be reported by Keyway
        // or generate code that compiles, never code javac rejects.
        Compilation compilation = GeneratedClasses.compileOnly(source("t.clash.Setting", """
                @Entity(table = "Clash")
                @PartitionKey("SETTINGS")
                @SortKey("S#<name>")
                @AccessPattern(name = "tableName")
                public record Setting(String name) {}
                """));
        List<String> foreignErrors = compilation.errors().stream()
                .map(error -> error.getMessage(null))
                .filter(message -> !message.startsWith("[KW"))
                .collect(Collectors.toList());
        assertEquals(List.of(), foreignErrors, () -> "javac errors in generated code: " + compilation.errors().stream()
                .map(GeneratedEdgeShapesTest::describe).collect(Collectors.joining("\n")));
    }

    private static String describe(Diagnostic<?> diagnostic) {
        return diagnostic.getSource() + ":" + diagnostic.getLineNumber() + ": " + diagnostic.getMessage(null);
    }
}
