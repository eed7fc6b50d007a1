package dev.keyway.it.evolve;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Version;

/** The note once it became versioned: the version is a primitive an older item lacks. */
@Entity(table = "NotesV4", type = "Note")
@PartitionKey("NOTE#<id>")
@SortKey("NOTE")
public record NoteV4(String id, String text, @Version long version) {}
