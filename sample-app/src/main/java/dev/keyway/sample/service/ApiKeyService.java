package dev.keyway.sample.service;

import dev.keyway.runtime.Page;
import dev.keyway.sample.model.ApiKey;
import dev.keyway.sample.model.ApiKeySchema;
import dev.keyway.runtime.exception.ConditionFailedException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Base64;
import java.util.HexFormat;

/**
 * API keys of an org. The secret ({@code kw_} + 43 URL-safe characters) is returned once, when the
 * key is created; the table holds only its SHA-256 hash, and GSI1 finds a key by hash.
 */
public final class ApiKeyService {

    /** A new key and its secret, which nothing can show again. */
    public record Created(ApiKey key, String secret) {}

    private static final String SECRET_PREFIX = "kw_";

    private final Repositories db;
    private final OrgService orgs;
    private final Ids ids;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public ApiKeyService(Repositories db, OrgService orgs, Ids ids, Clock clock) {
        this.db = db;
        this.orgs = orgs;
        this.ids = ids;
        this.clock = clock;
    }

    /** Creates a key for the org. */
    public Created create(String orgId, String name) {
        String keyName = Validation.text(name, "name", 100);
        String org = orgs.get(orgId).orgId();
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        String secret = SECRET_PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        ApiKey key = db.apiKeys().create(new ApiKey(org, ids.next("key"), keyName, hash(secret),
                secret.substring(0, SECRET_PREFIX.length() + 6), UserService.now(clock)));
        return new Created(key, secret);
    }

    /** A page of the org's keys, by key id ({@code PK = "APIKEYS#<orgId>" AND begins_with(SK, "APIKEY#")}). */
    public Page<ApiKey> list(String orgId, PageRequest page) {
        return page.read(db.apiKeys().apiKeysOf(orgs.get(orgId).orgId()));
    }

    /** Revokes a key: deletes it, on condition that it exists. */
    public void revoke(String orgId, String keyId) {
        try {
            db.apiKeys().delete(db.apiKeys().get(Validation.text(orgId, "orgId", 64), Validation.text(keyId, "keyId", 64))
                    .orElseThrow(() -> ServiceException.notFound("api_key", keyId)), ApiKeySchema.KEY_ID.exists());
        } catch (ConditionFailedException gone) {
            throw ServiceException.notFound("api_key", keyId);
        }
    }

    /**
     * The key of an {@code Authorization: Bearer <secret>} header, found by the secret's hash
     * through GSI1 ({@code GSI1PK = "KEYHASH#<sha256>"}); 401 when the header is missing or the
     * key unknown or revoked.
     */
    public ApiKey authenticate(String authorization) {
        if (authorization == null || !authorization.startsWith("Bearer ") || authorization.length() <= 7) {
            throw new ServiceException(ServiceException.Kind.UNAUTHORIZED, "missing_api_key",
                    "send the key as 'Authorization: Bearer <key>'");
        }
        String secret = authorization.substring(7).strip();
        return db.apiKeys().bySecretHash(hash(secret)).limit(1).page().items().stream().findFirst()
                .orElseThrow(() -> new ServiceException(ServiceException.Kind.UNAUTHORIZED, "invalid_api_key",
                        "the API key is unknown or revoked"));
    }

    /** The hex SHA-256 of a secret: what the table stores. */
    public static String hash(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
