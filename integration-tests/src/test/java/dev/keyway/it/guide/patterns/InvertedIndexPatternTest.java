package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.keyway.it.guide.patterns.inverted.Bill;
import dev.keyway.it.guide.patterns.inverted.BillRepository;
import dev.keyway.it.guide.patterns.inverted.Invoice;
import dev.keyway.it.guide.patterns.inverted.InvoiceBill;
import dev.keyway.it.guide.patterns.inverted.InvoiceBillRepository;
import dev.keyway.it.guide.patterns.inverted.InvoiceRepository;
import dev.keyway.it.guide.patterns.inverted.InvoicingTable;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/** The inverted index: the table's sort key and partition key, swapped, read every relationship backwards. */
class InvertedIndexPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private InvoiceRepository invoices;
    private BillRepository bills;
    private InvoiceBillRepository invoiceBills;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        InvoicingTable.createIfMissing(client);
        invoices = new InvoiceRepository(client);
        bills = new BillRepository(client);
        invoiceBills = new InvoiceBillRepository(client);
        invoices.put(new Invoice("i1", "Acme"));
        invoices.put(new Invoice("i2", "Initech"));
        bills.put(new Bill("b1", new BigDecimal("10")));
        bills.put(new Bill("b2", new BigDecimal("20")));
        bills.put(new Bill("b3", new BigDecimal("30")));
        invoiceBills.put(new InvoiceBill("i1", "b1", new BigDecimal("10")));
        invoiceBills.put(new InvoiceBill("i1", "b2", new BigDecimal("20")));
        invoiceBills.put(new InvoiceBill("i2", "b2", new BigDecimal("20")));
        invoiceBills.put(new InvoiceBill("i2", "b3", new BigDecimal("30")));
    }

    @Test
    void theIndexKeysAreTheTablesOwnAttributesSwapped() {
        List<KeySchemaElement> keys = client.describeTable(r -> r.tableName(InvoicingTable.NAME)).table()
                .globalSecondaryIndexes().get(0).keySchema();

        assertEquals(List.of("SK", "PK"), keys.stream().map(KeySchemaElement::attributeName).toList());
        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(InvoicingTable.NAME)
                .key(Map.of("PK", AttributeValue.fromS("INVOICE#i1"), "SK", AttributeValue.fromS("BILL#b1")))).item();
        assertFalse(item.keySet().stream().anyMatch(name -> name.startsWith("Inverted")));  // no extra attribute
    }

    @Test
    void theBillsOfAnInvoiceFromTheTable() {
        List<String> billIds = invoiceBills.billsOf("i1").stream().map(InvoiceBill::billId).toList();

        assertEquals(List.of("b1", "b2"), billIds);
    }

    @Test
    void theInvoicesOfABillFromTheIndex() {
        List<String> invoiceIds = invoiceBills.invoicesOf("b2").stream().map(InvoiceBill::invoiceId).toList();

        assertEquals(List.of("i1", "i2"), invoiceIds);
        assertEquals(List.of("i2"), invoiceBills.invoicesOf("b3").stream().map(InvoiceBill::invoiceId).toList());
    }

    @Test
    void everyInvoiceAndEveryBillFromTheIndex() {
        assertEquals(List.of("i1", "i2"), invoices.allInvoices().stream().map(Invoice::invoiceId).toList());
        assertEquals(List.of("b1", "b2", "b3"), bills.allBills().stream().map(Bill::billId).toList());
    }
}
