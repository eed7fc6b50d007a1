package dev.keyway.runtime;

import dev.keyway.runtime.internal.query.CursorKeys;
import dev.keyway.runtime.listener.RequestListener;
import java.util.Objects;
import java.util.Optional;

/**
 * An application's own settings for the repositories and item collections built with it: the keys
 * that sign query cursors and the listener their requests are reported to. Immutable; each
 * {@code with...} returns a copy. What a settings object does not set falls back to the
 * process-wide default of each request's moment ({@link CursorSigning}, {@link RequestListener#setDefault}),
 * so {@link #defaults()} behaves as a repository built without settings.
 *
 * <pre>{@code
 * KeywaySettings settings = KeywaySettings.defaults()
 *         .withCursorKeys(currentKey, previousKey)     // sign with the first, accept both
 *         .withRequestListener(metrics);
 * OrderRepository orders = new OrderRepository(client, settings);
 * CustomerItemCollection customers = new CustomerItemCollection(client, StoreTable.NAME, settings);
 * }</pre>
 *
 * <p>Two repositories built with different settings in one JVM are independent: a cursor one
 * signs is refused by the other ({@code InvalidCursorException}), and each reports to its own
 * listener. A transaction over several repositories reports to each of their listeners.
 */
public final class KeywaySettings {

    private static final KeywaySettings DEFAULTS = new KeywaySettings(null, null);

    private final CursorKeys cursorKeys;
    private final RequestListener requestListener;

    private KeywaySettings(CursorKeys cursorKeys, RequestListener requestListener) {
        this.cursorKeys = cursorKeys;
        this.requestListener = requestListener;
    }

    /** No settings of its own: the process-wide cursor keys and default listener. */
    public static KeywaySettings defaults() {
        return DEFAULTS;
    }

    /**
     * These settings, signing cursors with this key and accepting only cursors signed with it.
     *
     * @throws IllegalArgumentException for a key of fewer than 16 bytes
     */
    public KeywaySettings withCursorKey(byte[] key) {
        return withCursorKeys(key);
    }

    /**
     * These settings, signing cursors with the first key and accepting cursors signed with any of
     * them (key rotation). Every process serving the same API needs the same keys.
     *
     * @throws IllegalArgumentException for no key, or a key of fewer than 16 bytes
     */
    public KeywaySettings withCursorKeys(byte[]... keys) {
        return new KeywaySettings(CursorKeys.of(keys), requestListener);
    }

    /**
     * These settings, reporting every request to the listener instead of the process-wide default.
     *
     * @param listener the listener ({@link RequestListener#NONE} to report nothing)
     */
    public KeywaySettings withRequestListener(RequestListener listener) {
        return new KeywaySettings(cursorKeys, Objects.requireNonNull(listener, "listener"));
    }

    /** The listener these settings report to; empty: the process-wide default at each request. */
    public Optional<RequestListener> requestListener() {
        return Optional.ofNullable(requestListener);
    }

    /** Whether these settings sign cursors with keys of their own (else {@link CursorSigning}'s). */
    public boolean hasOwnCursorKeys() {
        return cursorKeys != null;
    }

    /** The cursor keys, or {@code null} for the process-wide ones; reached by internals through the grant. */
    CursorKeys cursorKeys() {
        return cursorKeys;
    }

    @Override
    public String toString() {
        return "KeywaySettings[cursor keys: " + (cursorKeys != null ? "own" : "process-wide") + ", listener: "
                + (requestListener != null ? requestListener : "process-wide default") + "]";
    }
}
