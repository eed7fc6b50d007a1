package dev.keyway.it.evolve;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** The note whose place gained a primitive: a nested record follows the same rules, with the path. */
@Entity(table = "NotesV5", type = "Note")
@PartitionKey("NOTE#<id>")
@SortKey("NOTE")
public record NoteV5(String id, String text, Place place) {

    /** Where a note was written, now with the floor. */
    public record Place(String city, int floor) {}
}
