package dev.keyway.it.adopt.electroplain;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** ElectroDB's employee keys, without {@code typeAttribute}: the live-table check says which to declare. */
@Entity(table = "TaskAppPlain", type = "employee")
@PartitionKey(value = "$taskapp#employee_<employee>", attribute = "pk")
@SortKey(value = "$employee_1", attribute = "sk")
public record PlainEmployee(@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String employee,
                            String firstName, String lastName, String office, String team) {
}
