package dev.keyway.it.designs.chat;

import dev.keyway.annotations.ItemCollection;

/** A channel's messages with their replies, in time order. */
@ItemCollection
public sealed interface ChannelItem permits Message, Reply {}
