package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.hrdata.HumanResourcesDataTable;
import dev.keyway.it.designs.hrdata.JobTitle;
import dev.keyway.it.designs.hrdata.JobTitleRepository;
import dev.keyway.it.designs.hrdata.JobTitleSchema;
import dev.keyway.it.designs.hrdata.Quota;
import dev.keyway.it.designs.hrdata.QuotaRepository;
import dev.keyway.it.designs.hrdata.QuotaSchema;
import dev.keyway.it.designs.hrdata.Staff;
import dev.keyway.it.designs.hrdata.StaffRepository;
import dev.keyway.it.designs.hrdata.StaffSchema;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * The HR design as DynamoDB's documentation draws it, from the README only: GSI1 is the
 * table's sort key attribute and one {@code Data} attribute that each entity overloads.
 */
class HumanResourcesDataIndexDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private StaffRepository staff;
    private JobTitleRepository jobs;
    private QuotaRepository quotas;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        staff = new StaffRepository(client);
        jobs = new JobTitleRepository(client);
        quotas = new QuotaRepository(client);
        staff.createTable();
        staff.put(new Staff("e1", "John Smith", "Manager"));
        staff.put(new Staff("e2", "Ann Jones", "Engineer"));
        jobs.put(new JobTitle("e1", "Manager", LocalDate.parse("2020-01-01")));
        jobs.put(new JobTitle("e2", "Manager", LocalDate.parse("2023-06-01")));
        jobs.put(new JobTitle("e2", "Engineer", LocalDate.parse("2018-03-01")));
        quotas.put(new Quota("e1", 2024, new BigDecimal("50000")));
        quotas.put(new Quota("e2", 2024, new BigDecimal("120000")));
        quotas.put(new Quota("e2", 2023, new BigDecimal("90000")));
    }

    @Test
    void theIndexIsTheSortKeyAndData() {
        var index = client.describeTable(r -> r.tableName(HumanResourcesDataTable.NAME)).table().globalSecondaryIndexes().get(0);
        assertEquals(List.of("SK", "Data"), index.keySchema().stream().map(KeySchemaElement::attributeName).toList());
        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(HumanResourcesDataTable.NAME)
                .key(Map.of("PK", AttributeValue.fromS("HR-e1"), "SK", AttributeValue.fromS("EMPLOYEE")))).item();
        assertEquals("John$20Smith", item.get("Data").s());                  // Keyway's key encoding
        assertEquals("John Smith", item.get("name").s());
    }

    @Test
    void eachEntityReadsItsOwnPartitionOfTheIndex() {
        assertEquals(List.of("e2", "e1"), staff.employeesByName().stream().map(Staff::employeeId).toList());
        assertEquals(List.of("e1"), staff.employeesByName().name().beginsWith("John").stream().map(Staff::employeeId).toList());
        assertEquals(List.of("e1", "e2"), jobs.holdersOf("Manager").stream().map(JobTitle::employeeId).toList());
        assertEquals(List.of("e2"), jobs.holdersOf("Manager").startedOn().gt(LocalDate.parse("2021-01-01")).stream()
                .map(JobTitle::employeeId).toList());
        assertEquals(List.of("e2", "e1"), quotas.quotasOf(2024).stream().map(Quota::employeeId).toList());
        assertEquals(List.of("e1"), quotas.quotasOf(2024).amount().lt(new BigDecimal("60000")).stream()
                .map(Quota::employeeId).toList());
    }

    @Test
    void negativeAndFractionalAmountsSortByValue() {
        String[] amounts = {"-10", "3.25", "-5.5", "100", "0", "-0.001", "99.999"};
        for (int i = 0; i < amounts.length; i++) {
            quotas.put(new Quota("x" + i, 2025, new BigDecimal(amounts[i])));
        }
        assertEquals(List.of("100", "99.999", "3.25", "0", "-0.001", "-5.5", "-10"), quotas.quotasOf(2025).stream()
                .map(quota -> quota.amount().toPlainString()).toList());
        assertEquals(List.of("0", "-0.001", "-5.5"), quotas.quotasOf(2025)
                .amount().between(new BigDecimal("-5.5"), new BigDecimal("0.00")).stream()
                .map(quota -> quota.amount().toPlainString()).toList());
        assertEquals(List.of("-5.5", "-10"), quotas.quotasOf(2025).amount().lt(new BigDecimal("-0.001")).stream()
                .map(quota -> quota.amount().toPlainString()).toList());
    }

    @Test
    void updatesRewriteTheDataAttribute() {
        Staff renamed = staff.update("e1").set(StaffSchema.NAME, "Adam Smith").execute();
        assertEquals("Adam Smith", renamed.name());
        assertEquals(List.of("e1", "e2"), staff.employeesByName().stream().map(Staff::employeeId).toList());
        jobs.update("e2", "Manager").set(JobTitleSchema.STARTED_ON, LocalDate.parse("2019-01-01")).execute();
        assertEquals(List.of("e2", "e1"), jobs.holdersOf("Manager").stream().map(JobTitle::employeeId).toList());
        quotas.update("e1", 2024).set(QuotaSchema.AMOUNT, new BigDecimal("150000")).execute();
        assertEquals(List.of("e1", "e2"), quotas.quotasOf(2024).stream().map(Quota::employeeId).toList());
        // removing the Data component takes the item out of the index and leaves its primary key alone
        Staff unnamed = staff.update("e2").remove(StaffSchema.NAME).execute();
        assertEquals(null, unnamed.name());
        assertEquals(List.of("e1"), staff.employeesByName().stream().map(Staff::employeeId).toList());
        assertEquals("Engineer", staff.get("e2").orElseThrow().title());
        WriteTransaction.on(client).update(staff.update("e2").set(StaffSchema.NAME, "Ann Jones")).execute();
        assertEquals(List.of("e1", "e2"), staff.employeesByName().stream().map(Staff::employeeId).toList());
        staff.delete("e1");
        assertTrue(staff.get("e1").isEmpty());
        assertEquals(List.of("e2"), staff.employeesByName().stream().map(Staff::employeeId).toList());
    }
}
