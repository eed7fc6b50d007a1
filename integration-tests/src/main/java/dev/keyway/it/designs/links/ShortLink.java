package dev.keyway.it.designs.links;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Ttl;
import dev.keyway.annotations.Unique;
import java.time.Instant;

/** A short link: its code is the whole key, its URL unique, its owner's links newest first. */
@Entity(table = "ShortLinks")
@PartitionKey("<code>")
@Gsi(index = "ByOwner", partitionKey = "OWNER#<owner>", sortKey = "<createdAt>#<code>")
@AccessPattern(name = "linksOf", index = "ByOwner", descending = true)
public record ShortLink(String code, @Unique String url, String owner, Instant createdAt, long clicks,
                        @Ttl Instant expiresAt) {}
