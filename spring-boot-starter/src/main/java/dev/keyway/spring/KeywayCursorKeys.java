package dev.keyway.spring;

import dev.keyway.runtime.KeywaySettings;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * The keys of {@code keyway.cursor.keys}, decoded and checked at start, for the application's
 * {@link KeywaySettings} bean: the first key signs, all are accepted. They are the application
 * context's own, not process-wide: a repository built by hand without settings keeps
 * {@code CursorSigning}'s keys.
 */
public final class KeywayCursorKeys {

    /** The bean's name; every registered repository depends on it. */
    public static final String BEAN_NAME = "keywayCursorKeys";

    private final List<byte[]> keys;

    /** Decodes and checks the keys; none leaves Keyway's default (KEYWAY_CURSOR_KEY, else a random key). */
    public KeywayCursorKeys(KeywayProperties properties) {
        List<byte[]> keys = new ArrayList<>();
        List<String> configured = properties.getCursor().getKeys();
        for (int i = 0; i < configured.size(); i++) {
            String text = configured.get(i) == null ? "" : configured.get(i).strip();
            try {
                byte[] key = Base64.getDecoder().decode(text);
                if (key.length < 16) {
                    throw new IllegalArgumentException("it has " + key.length + " bytes, a key needs at least 16");
                }
                keys.add(key);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("keyway.cursor.keys[" + i + "] is not a usable key: " + e.getMessage()
                        + " (give Base64 of at least 16 random bytes, e.g. from 'openssl rand -base64 32')", e);
            }
        }
        this.keys = List.copyOf(keys);
    }

    /** How many keys were configured (0: Keyway's default applies). */
    public int count() {
        return keys.size();
    }

    /** The settings with these keys, or unchanged when none were configured. */
    public KeywaySettings applyTo(KeywaySettings settings) {
        return keys.isEmpty() ? settings : settings.withCursorKeys(keys.toArray(new byte[0][]));
    }
}
