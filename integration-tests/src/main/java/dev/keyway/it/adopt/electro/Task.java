package dev.keyway.it.adopt.electro;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A task: {@code pk = $taskapp#task_t-1#project_apollo}, {@code sk = $task_1#employee_jdoe}; by project and status on gsi2. */
@Entity(table = "TaskApp", type = "task")
@PartitionKey(value = "$taskapp#task_<task>#project_<project>", attribute = "pk")
@SortKey(value = "$task_1#employee_<employee>", attribute = "sk")
@Gsi(index = "gsi2pk-gsi2sk-index", partitionKey = "$taskapp#project_<project>",
        sortKey = "$task_1#status_<status>#points_<points>#task_<task>",
        partitionKeyAttribute = "gsi2pk", sortKeyAttribute = "gsi2sk")
@AccessPattern(name = "tasksOfProject", index = "gsi2pk-gsi2sk-index")
public record Task(@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String task,
                   @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String project,
                   @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String employee,
                   @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String status,
                   @KeyFormat(digits = 3) int points,
                   String description) {
}
