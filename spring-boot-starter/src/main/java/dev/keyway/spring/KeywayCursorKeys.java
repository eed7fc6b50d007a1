package dev.keyway.spring;

import dev.keyway.runtime.CursorSigning;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Installs {@code keyway.cursor.keys} with {@link CursorSigning#useKeys} before any repository is
 * created: the first key signs, all are accepted. The keys are process-wide, as cursors are.
 */
public final class KeywayCursorKeys {

    /** The bean's name; every registered repository depends on it. */
    public static final String BEAN_NAME = "keywayCursorKeys";

    private final int count;

    /** Decodes and installs the keys; none leaves Keyway's default (KEYWAY_CURSOR_KEY, else a random key). */
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
        if (!keys.isEmpty()) {
            CursorSigning.useKeys(keys.toArray(new byte[0][]));
        }
        this.count = keys.size();
    }

    /** How many keys were installed (0: Keyway's default applies). */
    public int count() {
        return count;
    }
}
