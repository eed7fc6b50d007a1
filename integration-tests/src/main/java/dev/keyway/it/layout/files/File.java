package dev.keyway.it.layout.files;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A file in a folder's partition, package-private. */
@Entity(table = "Layout")
@PartitionKey("FOLDER#<folderId>")
@SortKey("FILE#<name>")
@AccessPattern(name = "filesOf")
record File(String folderId, String name, long size) {}
