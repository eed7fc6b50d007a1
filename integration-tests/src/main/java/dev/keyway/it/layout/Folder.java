package dev.keyway.it.layout;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A folder, package-private: the head of its partition. */
@Entity(table = "Layout")
@PartitionKey("FOLDER#<folderId>")
@SortKey("FOLDER")
record Folder(String folderId, String title) {}
