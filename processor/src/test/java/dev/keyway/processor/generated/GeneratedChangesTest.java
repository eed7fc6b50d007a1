package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.GeneratedClasses.call;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeDecoder;
import dev.keyway.runtime.stream.ChangeKind;
import dev.keyway.runtime.stream.StreamChange;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The change type of a table with a stream: sealed, one variant per entity and three for the rest,
 * decoding records into the right entity, with a visitor that a new entity breaks.
 */
class GeneratedChangesTest {

    private static final String CUSTOMER = """
            @Entity(table = "Shop", stream = StreamView.NEW_AND_OLD_IMAGES)
            @PartitionKey("CUSTOMER#<id>")
            @SortKey("PROFILE")
            public record Customer(String id, @Unique String email) {}
            """;
    private static final String ORDER = """
            @Entity(table = "Shop")
            @PartitionKey("CUSTOMER#<customerId>")
            @SortKey("ORDER#<orderId>")
            public record Order(String customerId, String orderId, int quantity) {}
            """;

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(source("t.Customer", CUSTOMER), source("t.Order", ORDER));
    }

    @Test
    void theTableDefinitionCarriesTheStream() throws Exception {
        TableDefinition table = (TableDefinition) classes.type("t.ShopTable").getField("DEFINITION").get(null);
        assertEquals(Optional.of(StreamViewType.NEW_AND_OLD_IMAGES), table.streamView());
        assertEquals(StreamViewType.NEW_AND_OLD_IMAGES,
                table.createTableRequest("Shop").streamSpecification().streamViewType());
        assertTrue(table.createTableRequest("Shop").streamSpecification().streamEnabled());
    }

    @Test
    void theChangeTypeIsSealedOverAVariantPerEntityAndTheRest() {
        Class<?> change = classes.type("t.ShopChange");
        assertTrue(change.isSealed());
        assertTrue(StreamChange.class.isAssignableFrom(change));
        assertEquals(List.of("GuardItem", "OfCustomer", "OfOrder", "Undecodable", "Unrecognized"),
                Arrays.stream(change.getPermittedSubclasses()).map(Class::getSimpleName).sorted().toList());
        assertEquals(List.of("onCustomer", "onGuardItem", "onOrder", "onUndecodable", "onUnrecognized"),
                Arrays.stream(classes.type("t.ShopChange$Visitor").getDeclaredMethods()).map(m -> m.getName())
                        .sorted().toList());
    }

    @Test
    void decodesEachItemIntoItsEntitysVariant() throws Exception {
        Object orderChange = of(record(OperationType.MODIFY,
                Map.of("_type", s("Order"), "PK", s("CUSTOMER#c1"), "SK", s("ORDER#o1"), "customerId", s("c1"),
                        "orderId", s("o1"), "quantity", AttributeValue.fromN("2")),
                Map.of("_type", s("Order"), "PK", s("CUSTOMER#c1"), "SK", s("ORDER#o1"), "customerId", s("c1"),
                        "orderId", s("o1"), "quantity", AttributeValue.fromN("3"))));
        assertEquals("OfOrder", orderChange.getClass().getSimpleName());
        Change<?> change = (Change<?>) call(orderChange, "change");
        assertEquals(ChangeKind.MODIFY, change.kind());
        assertEquals(3, call(change.newImage().orElseThrow(), "quantity"));
        assertEquals(2, call(change.oldImage().orElseThrow(), "quantity"));

        Object guard = of(record(OperationType.INSERT, null,
                Map.of("_type", s("_Unique"), "PK", s("_unique#Customer#email#a@b.c"), "SK", s("_unique"))));
        assertEquals("GuardItem", guard.getClass().getSimpleName());
        Object broken = of(record(OperationType.INSERT, null,
                Map.of("_type", s("Order"), "PK", s("CUSTOMER#c1"), "SK", s("ORDER#o1"), "customerId", s("c1"))));
        assertEquals("Undecodable", broken.getClass().getSimpleName());
        assertEquals("Order", call(broken, "entityType"));
        ChangeDecoder<?> decoder = (ChangeDecoder<?>) classes.type("t.ShopChange").getField("DECODER").get(null);
        assertEquals("Unrecognized", decoder.decode(record(OperationType.INSERT, null,
                Map.of("_type", s("Refund"), "PK", s("CUSTOMER#c1"), "SK", s("REFUND#1")))).getClass().getSimpleName());
    }

    @Test
    void aVisitorHandlesEveryVariantAndStopsCompilingWhenAnEntityIsAdded() {
        String visitor = """
                public class Counter implements ShopChange.Visitor<String> {
                    public String onCustomer(dev.keyway.runtime.stream.Change<Customer> change) { return "customer"; }
                    public String onOrder(dev.keyway.runtime.stream.Change<Order> change) { return "order"; }
                    public String onGuardItem(dev.keyway.runtime.stream.ChangeEvent event) { return "guard"; }
                    public String onUnrecognized(dev.keyway.runtime.stream.ChangeEvent event) { return "other"; }
                    public String onUndecodable(ShopChange.Undecodable change) { return "bad"; }
                }
                """;
        assertThat(GeneratedClasses.compileOnly(source("t.Customer", CUSTOMER), source("t.Order", ORDER),
                source("t.Counter", visitor))).succeededWithoutWarnings();
        Compilation withRefund = GeneratedClasses.compileOnly(source("t.Customer", CUSTOMER), source("t.Order", ORDER),
                source("t.Counter", visitor), source("t.Refund", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("REFUND#<refundId>")
                        public record Refund(String customerId, String refundId) {}
                        """));
        assertThat(withRefund).hadErrorContaining("Counter is not abstract and does not override abstract method "
                + "onRefund");
    }

    private static Object of(Record record) throws Exception {
        return classes.type("t.ShopChange").getMethod("of", Record.class).invoke(null, record);
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static Record record(OperationType kind, Map<String, AttributeValue> oldImage,
                                 Map<String, AttributeValue> newImage) {
        Map<String, AttributeValue> image = newImage != null ? newImage : oldImage;
        StreamRecord.Builder change = StreamRecord.builder().sequenceNumber("1")
                .keys(Map.of("PK", image.get("PK"), "SK", image.get("SK")));
        if (oldImage != null) {
            change.oldImage(oldImage);
        }
        if (newImage != null) {
            change.newImage(newImage);
        }
        return Record.builder().eventID("e1").eventName(kind).dynamodb(change.build()).build();
    }
}
