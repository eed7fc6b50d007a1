package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * An organization's API key. The secret is shown once, at creation; only its SHA-256 hash is
 * stored, and GSI1 finds the key by that hash to authenticate a request. {@code prefix} is the
 * secret's first characters, for people to tell keys apart.
 */
@Entity(table = "Saas")
@PartitionKey("APIKEYS#<orgId>")
@SortKey("APIKEY#<keyId>")
@Gsi(index = "GSI1", partitionKey = "KEYHASH#<secretHash>", sortKey = "APIKEY")
@AccessPattern(name = "apiKeysOf")
@AccessPattern(name = "bySecretHash", index = "GSI1")
public record ApiKey(String orgId, String keyId, String name, String secretHash, String prefix, Instant createdAt) {}
