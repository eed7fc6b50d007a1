package dev.keyway.it.formats;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/**
 * A support ticket: {@code QUEUE:billing} / {@code T:urgent:Printer$20on$20fire}: split at ':',
 * the queue and title in Keyway's escaped encoding (':' escaped too), the level by name in lower
 * case.
 */
@Entity(table = "Formats")
@PartitionKey(value = "QUEUE:<queue>", delimiter = ':')
@SortKey(value = "T:<level>:<title>", delimiter = ':')
@AccessPattern(name = "inQueue")
public record Ticket(String queue, @KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) Level level, String title,
                     String body) {

    /** How urgent a ticket is. */
    public enum Level { LOW, NORMAL, URGENT }
}
