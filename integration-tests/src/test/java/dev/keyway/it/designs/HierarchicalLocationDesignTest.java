package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.location.LocationsTable;
import dev.keyway.it.designs.location.Office;
import dev.keyway.it.designs.location.OfficeKeys;
import dev.keyway.it.designs.location.OfficeRepository;
import dev.keyway.it.designs.location.OfficeSchema;
import dev.keyway.it.designs.location.Store;
import dev.keyway.it.designs.location.StoreRepository;
import dev.keyway.it.designs.location.StoreSchema;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A hierarchical composite sort key ({@code COUNTRY#STATE#CITY}) from the README only,
 * with Keyway's own key encoding (stores, through an index) and with raw upper-case keys (offices).
 */
class HierarchicalLocationDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private StoreRepository stores;
    private OfficeRepository offices;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        stores = new StoreRepository(client);
        offices = new OfficeRepository(client);
        stores.createTable();
        stores.putAll(List.of(
                new Store("s1", "USA", "WA", "Seattle", "98101", "Pike"),
                new Store("s2", "USA", "WA", "Seattle", "98109", "Lake Union"),
                new Store("s3", "USA", "WA", "Spokane", "99201", "Falls"),
                new Store("s4", "USA", "NY", "New York", "10001", "Chelsea"),
                new Store("s5", "USA", "NY", "New York City", "10002", "Bowery"),
                new Store("s6", "USA", "W", "A#Seattle", "00000", "Forger"),
                new Store("s7", "CAN", "BC", "Vancouver", "V5K", "Harbour"))).orThrow();
        offices.put(new Office("acme", "usa", "wa", "seattle", "o1", 40));
        offices.put(new Office("acme", "USA", "WA", "Redmond", "o2", 12));
        offices.put(new Office("acme", "USA", "CA", "San Jose", "o3", 8));
        offices.put(new Office("acme", "US", "WA", "Seattle", "o4", 1));
        offices.put(new Office("acme", "CAN", "BC", "Vancouver", "o5", 20));
    }

    @Test
    void eachLevelOfTheHierarchyIsAQuery() {
        assertEquals(List.of("s4", "s5", "s6", "s1", "s2", "s3"), ids(stores.storesIn("USA").stream().toList()));
        assertEquals(List.of("s1", "s2", "s3"), ids(stores.storesIn("USA").state().eq("WA").stream().toList()));
        assertEquals(List.of("s1", "s2"), ids(stores.storesIn("USA").state().eq("WA").city().eq("Seattle").stream().toList()));
        assertEquals(List.of("s2"), ids(stores.storesIn("USA").state().eq("WA").city().eq("Seattle").postcode().eq("98109").stream().toList()));
        // "New York" is not a prefix match of "New York City", and "W" + "A#Seattle" is not WA/Seattle
        assertEquals(List.of("s4"), ids(stores.storesIn("USA").state().eq("NY").city().eq("New York").stream().toList()));
        assertEquals(List.of("s4", "s5"), ids(stores.storesIn("USA").state().eq("NY").city().beginsWith("New York").stream().toList()));
        assertEquals(List.of("s6"), ids(stores.storesIn("USA").state().eq("W").stream().toList()));
        assertEquals(List.of("s1", "s2", "s3"), ids(stores.storesIn("USA").state().eq("WA").city().between("S", "Sz").stream().toList()));
        assertEquals(List.of("s7"), ids(stores.storesIn("CAN").stream().toList()));
    }

    @Test
    void movingAStoreMovesItInTheIndex() {
        Store moved = stores.update("s3").set(StoreSchema.COUNTRY, "USA").set(StoreSchema.STATE, "ID").set(StoreSchema.CITY, "Boise")
                .set(StoreSchema.POSTCODE, "83702").execute();
        assertEquals("Boise", moved.city());
        assertEquals(List.of("s3"), ids(stores.storesIn("USA").state().eq("ID").stream().toList()));
        assertEquals(List.of("s1", "s2"), ids(stores.storesIn("USA").state().eq("WA").stream().toList()));
        stores.delete("s3");
        assertTrue(stores.storesIn("USA").state().eq("ID").stream().findAny().isEmpty());
    }

    @Test
    void rawUpperCaseKeysAsTheDocumentationWritesThem() {
        Map<String, AttributeValue> item = client.getItem(r -> r.tableName(LocationsTable.NAME)
                .key(OfficeKeys.primaryKey("acme", "usa", "wa", "seattle", "o1").attributes())).item();
        assertEquals("OFFICE#USA#WA#SEATTLE#o1", item.get("SK").s());
        assertEquals("seattle", item.get("city").s());                       // the attribute as given
        Office o1 = offices.get("acme", "USA", "WA", "SEATTLE", "o1").orElseThrow();
        assertEquals(40, o1.desks());

        assertEquals(List.of("o5", "o4", "o3", "o2", "o1"), offices(offices.officesOf("acme").stream().toList()));
        assertEquals(List.of("o3", "o2", "o1"), offices(offices.officesOf("acme").country().eq("usa").stream().toList()));
        assertEquals(List.of("o4"), offices(offices.officesOf("acme").country().eq("US").stream().toList()));
        assertEquals(List.of("o4", "o3", "o2", "o1"), offices(offices.officesOf("acme").country().beginsWith("us").stream().toList()));
        assertEquals(List.of("o2", "o1"), offices(offices.officesOf("acme").country().eq("USA").state().eq("Wa").stream().toList()));
        assertEquals(List.of("o1"), offices(offices.officesOf("acme").country().eq("USA").state().eq("WA").city().eq("Seattle").stream().toList()));
        assertEquals(List.of("o2"), offices(offices.officesOf("acme").country().eq("USA").state().eq("WA").city().beginsWith("red").stream().toList()));
        assertEquals(List.of("o3"), offices(offices.officesOf("acme").filter(OfficeSchema.DESKS.between(5, 10)).stream().toList()));
    }

    @Test
    void aRawValueHoldingTheDelimiterIsRefused() {
        assertThrows(InvalidKeyValueException.class, () -> offices.put(new Office("acme", "USA", "WA", "A#B", "o9", 1)));
        assertThrows(InvalidKeyValueException.class, () -> offices.officesOf("acme").country().eq("USA").state().eq("WA#SEATTLE"));
        assertThrows(InvalidKeyValueException.class, () -> offices.get("acme", "USA", "WA", "A#B", "o9"));
    }

    private static List<String> ids(List<Store> list) {
        return list.stream().map(Store::storeId).toList();
    }

    private static List<String> offices(List<Office> list) {
        return list.stream().map(Office::officeId).toList();
    }
}
