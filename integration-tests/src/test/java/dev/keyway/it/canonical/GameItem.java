package dev.keyway.it.canonical;

import dev.keyway.annotations.ItemCollection;

/** A game's partition read as one collection: the game and its scores. */
@ItemCollection
public sealed interface GameItem permits Game, Score {
}
