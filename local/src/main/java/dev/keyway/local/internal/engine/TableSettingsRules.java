package dev.keyway.local.internal.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyway.local.internal.ServiceError;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.TableClassSummary;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableWarmThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * The table settings of CreateTable and UpdateTable beyond keys, indexes, billing and streams, with
 * DynamoDB's rules (API Reference: OnDemandThroughput, WarmThroughput, CreateTable's TableClass and
 * ResourcePolicy), and how DescribeTable reports them.
 */
final class TableSettingsRules {

    static final List<String> TABLE_CLASSES = List.of("STANDARD", "STANDARD_INFREQUENT_ACCESS");
    /** Developer Guide, "Understanding DynamoDB warm throughput": a new on-demand table starts at 12,000 reads and 4,000 writes. */
    static final long ON_DEMAND_WARM_READS = 12_000;
    static final long ON_DEMAND_WARM_WRITES = 4_000;
    /** API Reference, PutResourcePolicy: "The maximum size supported for a resource-based policy document is 20 KB". */
    static final int MAX_POLICY_BYTES = 20 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();

    private TableSettingsRules() {
    }

    /** Checks the members' own constraints, before anything else of the request is looked at. */
    static void members(Constraints constraints, OnDemandThroughput maximum, WarmThroughput warm, String tableClass,
            boolean update) {
        if (maximum != null) {
            // OnDemandThroughput: at least 1; -1 removes a maximum, which only UpdateTable can
            long least = update ? -1 : 1;
            constraints.atLeast(maximum.maxReadRequestUnits(), least, "onDemandThroughput.maxReadRequestUnits")
                    .atLeast(maximum.maxWriteRequestUnits(), least, "onDemandThroughput.maxWriteRequestUnits");
        }
        if (warm != null) {
            constraints.atLeast(warm.readUnitsPerSecond(), 1, "warmThroughput.readUnitsPerSecond")
                    .atLeast(warm.writeUnitsPerSecond(), 1, "warmThroughput.writeUnitsPerSecond");
        }
        constraints.oneOf(tableClass, "tableClass", TABLE_CLASSES);
    }

    /** Applies the settings of a CreateTable or UpdateTable request to the table; {@code payPerRequest}: the billing after it. */
    static void apply(Table table, OnDemandThroughput maximum, WarmThroughput warm, String tableClass, boolean payPerRequest,
            Instant now, boolean update) {
        if (maximum != null) {
            if (maximum.maxReadRequestUnits() == null && maximum.maxWriteRequestUnits() == null) {
                throw ServiceError.validation(TableDefinitions.INVALID
                        + "OnDemandThroughput must specify MaxReadRequestUnits, MaxWriteRequestUnits, or both");
            }
            if (!payPerRequest) {
                throw ServiceError.validation(TableDefinitions.INVALID
                        + "OnDemandThroughput is only supported for tables in PAY_PER_REQUEST billing mode");
            }
            if (maximum.maxReadRequestUnits() != null) {
                table.maxReadRequestUnits = maximum.maxReadRequestUnits() == -1 ? null : maximum.maxReadRequestUnits();
            }
            if (maximum.maxWriteRequestUnits() != null) {
                table.maxWriteRequestUnits = maximum.maxWriteRequestUnits() == -1 ? null : maximum.maxWriteRequestUnits();
            }
        } else if (!payPerRequest) {
            table.maxReadRequestUnits = null; // a table that becomes provisioned keeps no on-demand maximum
            table.maxWriteRequestUnits = null;
        }
        if (warm != null) {
            if (warm.readUnitsPerSecond() == null && warm.writeUnitsPerSecond() == null) {
                throw ServiceError.validation(TableDefinitions.INVALID
                        + "WarmThroughput must specify ReadUnitsPerSecond, WriteUnitsPerSecond, or both");
            }
            if (warm.readUnitsPerSecond() != null) {
                table.warmReadUnitsPerSecond = warm.readUnitsPerSecond();
            }
            if (warm.writeUnitsPerSecond() != null) {
                table.warmWriteUnitsPerSecond = warm.writeUnitsPerSecond();
            }
        }
        if (tableClass != null) {
            table.tableClass = tableClass;
            table.tableClassUpdated = update ? now : null;
        }
    }

    /** Checks a policy document as PutResourcePolicy and CreateTable's ResourcePolicy do: JSON, one object, 20 KB. */
    static void checkPolicy(String document, String member) {
        new Constraints().notNull(document, member).check();
        int bytes = document.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_POLICY_BYTES) {
            throw ServiceError.validation("Resource-based policy document exceeds the maximum allowed size of 20 KB: "
                    + bytes + " bytes");
        }
        JsonNode parsed;
        try {
            parsed = JSON.readTree(document);
        } catch (java.io.IOException notJson) {
            throw ServiceError.validation("Invalid policy document: the document is not valid JSON");
        }
        if (parsed == null || !parsed.isObject()) {
            throw ServiceError.validation("Invalid policy document: the document is not a JSON object");
        }
    }

    /** Adds the settings to a table's description. */
    static void describe(Table table, TableDescription.Builder builder) {
        if (table.maxReadRequestUnits != null || table.maxWriteRequestUnits != null) {
            builder.onDemandThroughput(OnDemandThroughput.builder().maxReadRequestUnits(table.maxReadRequestUnits)
                    .maxWriteRequestUnits(table.maxWriteRequestUnits).build());
        }
        Long reads = table.warmReadUnitsPerSecond;
        Long writes = table.warmWriteUnitsPerSecond;
        if (table.payPerRequest()) { // what an on-demand table serves at once unless more was asked for
            reads = Math.max(reads == null ? 0 : reads, ON_DEMAND_WARM_READS);
            writes = Math.max(writes == null ? 0 : writes, ON_DEMAND_WARM_WRITES);
        }
        if (reads != null || writes != null) {
            builder.warmThroughput(TableWarmThroughputDescription.builder().readUnitsPerSecond(reads)
                    .writeUnitsPerSecond(writes).status("ACTIVE").build());
        }
        if (table.tableClass != null) {
            builder.tableClassSummary(TableClassSummary.builder().tableClass(table.tableClass)
                    .lastUpdateDateTime(table.tableClassUpdated).build());
        }
    }
}
