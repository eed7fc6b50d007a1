package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.keyway.it.types.Invoice;
import dev.keyway.it.types.InvoiceRepository;
import dev.keyway.it.types.InvoiceSchema;
import dev.keyway.it.types.Money;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A component of a type Keyway does not know, stored through its @Convert converter. */
class ConverterTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void aConvertedComponentRoundTripsAndWorksInConditionsAndUpdates(DynamoDbClient client) {
        InvoiceRepository invoices = new InvoiceRepository(client);
        invoices.createTable();
        Invoice invoice = new Invoice("i1", new Money(new BigDecimal("19.90"), "EUR"), null);
        invoices.put(invoice);
        assertEquals(Optional.of(invoice), invoices.get("i1"), "the scale survives: the converter stores text");
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName("Types")
                .key(dev.keyway.it.types.InvoiceKeys.primaryKey("i1").attributes())).item();
        assertEquals("19.90 EUR", item.get("total").s());
        assertFalse(item.containsKey("tax"), "null is never passed to the converter");

        Money tax = new Money(new BigDecimal("3.78"), "EUR");
        Invoice updated = invoices.update("i1").set(InvoiceSchema.TAX, tax)
                .when(InvoiceSchema.TOTAL.eq(invoice.total())).execute();
        assertEquals(tax, updated.tax());
        assertEquals(List.of(updated), List.of(invoices.get("i1").orElseThrow()));
    }
}
