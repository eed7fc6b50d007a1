package dev.keyway.it.guards;

import dev.keyway.annotations.ItemCollection;

/** Members and teams of one kind, read together from the index by kind. */
@ItemCollection(index = "ByKind")
public sealed interface KindItem permits Member, Team {}
