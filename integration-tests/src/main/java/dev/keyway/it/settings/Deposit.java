package dev.keyway.it.settings;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.TableSettings;
import java.math.BigDecimal;

/** A deposit of the Vault table: it adds point-in-time recovery and repeats deletion protection alike. */
@Entity(table = "Vault")
@TableSettings(pointInTimeRecovery = true, recoveryPeriodInDays = 14, deletionProtection = true)
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("DEPOSIT#<depositId>")
public record Deposit(String accountId, String depositId, BigDecimal amount) {
}
