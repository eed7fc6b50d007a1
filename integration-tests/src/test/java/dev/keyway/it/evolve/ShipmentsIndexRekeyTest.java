package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.evolve.profiles.ProfileRepository;
import dev.keyway.it.evolve.shipments.Shipment;
import dev.keyway.it.evolve.shipments.ShipmentRepository;
import dev.keyway.it.evolve.shipments.ShipmentV1;
import dev.keyway.it.evolve.shipments.ShipmentV1Repository;
import dev.keyway.it.evolve.shipments.ShipmentsTable;
import dev.keyway.runtime.backfill.BackfillCheckpoint;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference.Kind;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An index's sort key changes from {@code <shippedAt>} to {@code <status>#<shippedAt>} on a live table: the check
 * finds the stale keys, a backfill stopped by its progress callback resumes from its saved tokens and re-keys every
 * item, and a token given to another entity's backfill is refused (README "Backfilling index keys").
 */
class ShipmentsIndexRekeyTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final int SHIPMENTS = 40;

    @Test
    void aChangedIndexTemplateIsRekeyedByAResumedBackfill(DynamoDbClient client) {
        ShipmentRepository shipments = new ShipmentRepository(client);
        shipments.createTable();
        ShipmentV1Repository firstRelease = new ShipmentV1Repository(client, "Shipments");
        for (int i = 0; i < SHIPMENTS; i++) {
            firstRelease.put(new ShipmentV1("w-" + (i % 2), "s-" + i, i % 4 == 0 ? "ups" : "dhl",
                    i % 3 == 0 ? "delivered" : "in-transit", T0.plusSeconds(i)));
        }
        TableCheck check = TableCheck.of(ShipmentsTable.DEFINITION, ShipmentsTable.schemas());
        TableCheckReport before = check.run(client, "Shipments");
        assertEquals(SHIPMENTS, before.count(Kind.STALE_INDEX_KEY), before.toText());
        assertTrue(before.differences(Kind.STALE_INDEX_KEY).get(0).fix().startsWith("run backfill().indexes(\"ByCarrier\")"),
                before.toText());
        assertEquals(List.of(), shipments.byCarrier("dhl").status().eq("delivered").stream().toList(), "old keys: not found yet");

        Map<Integer, String> tokens = new TreeMap<>();
        AtomicInteger pages = new AtomicInteger();
        IllegalStateException stopped = assertThrows(IllegalStateException.class, () -> shipments.backfill()
                .indexes("ByCarrier").segments(2).parallelism(1).pageSize(5)
                .progress(progress -> {
                    tokens.put(progress.checkpoint().segment(), progress.checkpoint().token());
                    if (pages.incrementAndGet() == 3) {
                        throw new IllegalStateException("the operator's laptop went to sleep");
                    }
                }).run());
        assertEquals("the operator's laptop went to sleep", stopped.getMessage());
        List<BackfillCheckpoint> resume = tokens.values().stream().map(BackfillCheckpoint::parse).toList();

        InvalidCheckpointException foreign = assertThrows(InvalidCheckpointException.class,
                () -> new ProfileRepository(client).backfill().resumeFrom(resume).run());
        assertTrue(foreign.getMessage().contains("Shipment"), foreign.getMessage());

        BackfillReport rest = shipments.backfill().indexes("ByCarrier").segments(2).resumeFrom(resume).run();
        assertTrue(rest.complete(), rest.toString());
        assertTrue(rest.changed() < SHIPMENTS, "the pages written before the stop are not read again: " + rest);

        TableCheckReport after = check.run(client, "Shipments");
        assertTrue(after.clean(), after::toText);
        List<Shipment> delivered = shipments.byCarrier("dhl").status().eq("delivered").stream().toList();
        assertEquals(List.of("s-3", "s-6", "s-9", "s-15", "s-18", "s-21", "s-27", "s-30", "s-33", "s-39"),
                delivered.stream().map(Shipment::shipmentId).toList(), "by status, then time");
    }
}
