package dev.keyway.it.nesting;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import java.util.List;

/** A folder tree: every level of it is a map (the node) holding a list (its children). */
@Entity(table = "Folders")
@PartitionKey("FOLDER#<id>")
public record Folder(String id, Node root) {

    /** A node and its children, to any depth. */
    public record Node(String name, List<Node> children) {}
}
