package dev.keyway.it.evolve;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A note as first designed: an id, its text and where it was written. */
@Entity(table = "NotesV1", type = "Note")
@PartitionKey("NOTE#<id>")
@SortKey("NOTE")
public record NoteV1(String id, String text, Place place) {

    /** Where a note was written, as first designed. */
    public record Place(String city) {}
}
