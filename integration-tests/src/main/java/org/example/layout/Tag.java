package org.example.layout;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A tag, package-private. */
@Entity(table = "Layout")
@PartitionKey("TAG#<tag>")
@SortKey("TAG")
record Tag(String tag, String color) {}
