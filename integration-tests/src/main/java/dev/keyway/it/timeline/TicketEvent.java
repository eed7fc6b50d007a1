package dev.keyway.it.timeline;

import dev.keyway.annotations.ItemCollection;

/**
 * A ticket's timeline: its events, of two entity types whose sort keys both start with
 * {@code AT#<at>#}, so the collection's query offers typed conditions on {@code at}.
 */
@ItemCollection
public sealed interface TicketEvent permits TicketOpened, TicketClosed {
}
