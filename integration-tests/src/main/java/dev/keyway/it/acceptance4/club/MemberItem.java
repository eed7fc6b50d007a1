package dev.keyway.it.acceptance4.club;

import dev.keyway.annotations.ItemCollection;

/** A member's profile and visits, read together. */
@ItemCollection
public sealed interface MemberItem permits Member, Visit {
}
