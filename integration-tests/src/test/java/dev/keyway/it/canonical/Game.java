package dev.keyway.it.canonical;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A game's own item, beside its scores: {@code GAME#g1} / {@code GAME}. */
@Entity(table = "Scores")
@PartitionKey("GAME#<game>")
@SortKey("GAME")
public record Game(@KeyFormat(raw = true) String game, String title) implements GameItem {
}
