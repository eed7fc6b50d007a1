package dev.keyway.it.adopt.electro;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.StreamView;

/** An employee as ElectroDB keys it: {@code pk = $taskapp#employee_jdoe}, {@code sk = $employee_1}. */
@Entity(table = "TaskApp", typeAttribute = "__edb_e__", type = "employee", stream = StreamView.KEYS_ONLY)
@PartitionKey(value = "$taskapp#employee_<employee>", attribute = "pk")
@SortKey(value = "$employee_1", attribute = "sk")
@Gsi(index = "gsi1pk-gsi1sk-index", partitionKey = "$taskapp#office_<office>",
        sortKey = "$workplaces#employee_1#team_<team>#employee_<employee>",
        partitionKeyAttribute = "gsi1pk", sortKeyAttribute = "gsi1sk")
public record Employee(@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String employee,
                       String firstName,
                       String lastName,
                       @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String office,
                       @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String team) {
}
