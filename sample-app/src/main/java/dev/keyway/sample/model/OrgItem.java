package dev.keyway.sample.model;

import dev.keyway.annotations.ItemCollection;

/** An org's partition read as one collection: the org's details item and its memberships, in one query. */
@ItemCollection
public sealed interface OrgItem permits Organization, Membership {
}
