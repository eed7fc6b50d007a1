package dev.keyway.it.writes.club;

import dev.keyway.annotations.ItemCollection;

/** A member's profile and visits, read together. */
@ItemCollection
public sealed interface MemberItem permits Member, Visit {
}
