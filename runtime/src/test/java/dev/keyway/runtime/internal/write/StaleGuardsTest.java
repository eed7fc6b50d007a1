package dev.keyway.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.runtime.internal.NamedTable;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/** A guard names its owner by the key's description; the owner's key is read back from it where it is unambiguous. */
class StaleGuardsTest {

    private static final TableDefinition WITH_SORT_KEY = NamedTable.DEFINITION;
    private static final TableDefinition PARTITION_ONLY =
            new TableDefinition("Links", "PK", Optional.empty(), "_type", List.of());

    private static Map<String, AttributeValue> key(String... attributesAndValues) {
        Map<String, AttributeValue> key = new java.util.LinkedHashMap<>();
        for (int i = 0; i < attributesAndValues.length; i += 2) {
            key.put(attributesAndValues[i], AttributeValue.fromS(attributesAndValues[i + 1]));
        }
        return key;
    }

    @Test
    void theOwnersKeyIsReadBackFromItsDescription() {
        for (Map<String, AttributeValue> owner : List.of(key("PK", "MEMBER#m1", "SK", "MEMBER"),
                key("PK", "a=b, c", "SK", "x, SK"), key("PK", "", "SK", ""))) {
            assertEquals(Optional.of(owner),
                    StaleGuards.ownerKey(WITH_SORT_KEY, WITH_SORT_KEY.describeKey(owner)));
        }
        for (Map<String, AttributeValue> owner : List.of(key("PK", "abc"), key("PK", "x, SK=y"), key("PK", ""))) {
            assertEquals(Optional.of(owner),
                    StaleGuards.ownerKey(PARTITION_ONLY, PARTITION_ONLY.describeKey(owner)));
        }
    }

    /** A value holding the sort key's separator could be split two ways: such an owner is treated as live. */
    @Test
    void anAmbiguousDescriptionNamesNoKey() {
        String owner = WITH_SORT_KEY.describeKey(key("PK", "a, SK=b", "SK", "c"));
        assertEquals(Optional.empty(), StaleGuards.ownerKey(WITH_SORT_KEY, owner));
        assertEquals(Optional.empty(), StaleGuards.ownerKey(WITH_SORT_KEY, "id=abc, SK=x"));
        assertEquals(Optional.empty(), StaleGuards.ownerKey(WITH_SORT_KEY, "PK=abc"));
    }

    private static UniqueGuards.Guard guard(String operation) {
        return new UniqueGuards.Guard(operation, "email", "a", "a", key("PK", "_unique#M#email#a"), "PK=m1", null,
                TransactWriteItem.builder().build());
    }

    private static TransactionCanceledException cancelled(String... codes) {
        List<CancellationReason> reasons = new ArrayList<>();
        for (String code : codes) {
            reasons.add(CancellationReason.builder().code(code).build());
        }
        return TransactionCanceledException.builder().cancellationReasons(reasons).build();
    }

    /** Only a transaction that failed on nothing but claims whose guard exists is worth a look at the guards. */
    @Test
    void onlyClaimsFailingAloneOnTheirGuardAreStaleCandidates() {
        UniqueGuards.Guard claim = guard("claim");
        UniqueGuards.Guard release = guard("release");
        List<UniqueGuards.Guard> guards = List.of(claim, release);
        assertEquals(List.of(claim), UniqueGuards.failedClaims(guards,
                cancelled("None", "ConditionalCheckFailed", "None")));
        assertEquals(List.of(), UniqueGuards.failedClaims(guards,
                cancelled("ConditionalCheckFailed", "ConditionalCheckFailed", "None")), "the entity's own condition");
        assertEquals(List.of(), UniqueGuards.failedClaims(guards,
                cancelled("None", "ConditionalCheckFailed", "ConditionalCheckFailed")), "a release");
        assertEquals(List.of(), UniqueGuards.failedClaims(guards,
                cancelled("None", "TransactionConflict", "None")), "a conflict");
        assertEquals(List.of(), UniqueGuards.failedClaims(guards, cancelled()));
    }
}
