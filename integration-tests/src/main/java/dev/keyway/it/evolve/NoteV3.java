package dev.keyway.it.evolve;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** The note once it gained a primitive: an item written before has no value for it. */
@Entity(table = "NotesV3", type = "Note")
@PartitionKey("NOTE#<id>")
@SortKey("NOTE")
public record NoteV3(String id, String text, int views) {}
