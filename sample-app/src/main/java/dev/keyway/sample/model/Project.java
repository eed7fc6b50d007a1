package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A project of an organization, in the org's projects partition. */
@Entity(table = "Saas")
@PartitionKey("PROJECTS#<orgId>")
@SortKey("PROJECT#<projectId>")
@AccessPattern(name = "projectsOf")
public record Project(String orgId, String projectId, String name, Instant createdAt) {}
