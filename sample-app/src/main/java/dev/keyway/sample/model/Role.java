package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.util.Set;

/** A role of an organization and the permissions it grants, in the org's roles partition. */
@Entity(table = "Saas")
@PartitionKey("ROLES#<orgId>")
@SortKey("ROLE#<role>")
@AccessPattern(name = "rolesOf")
public record Role(String orgId, String role, Set<String> permissions) {}
