package dev.keyway.it.settings;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.TableSettings;

/** An account of the Vault table, which declares most of the table's settings. */
@Entity(table = "Vault")
@TableSettings(maxReadRequestUnits = 2_000, maxWriteRequestUnits = 500, warmReadUnitsPerSecond = 15_000,
        deletionProtection = true, tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS,
        resourcePolicy = "policies/vault-table.json")
@PartitionKey("ACCOUNT#<id>")
@SortKey("PROFILE")
@Gsi(index = "ByOwner", partitionKey = "OWNER#<owner>")
public record Account(String id, String owner) {
}
