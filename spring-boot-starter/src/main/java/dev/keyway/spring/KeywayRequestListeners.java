package dev.keyway.spring;

import dev.keyway.runtime.listener.RequestListener;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The listener the starter gives every repository and item collection it creates: every
 * {@link RequestListener} bean of the application, in order, and the Micrometer binding when
 * there is one ({@link MicrometerRequestListener}); none when there are none. Not itself a
 * {@code RequestListener} bean, so that it can gather them.
 */
public final class KeywayRequestListeners {

    /** The bean's name; each repository's listener comes from its {@link #listener()}. */
    public static final String BEAN_NAME = "keywayRequestListeners";

    private final RequestListener listener;

    /** Gathers the application's listeners. */
    public KeywayRequestListeners(ObjectProvider<RequestListener> listeners) {
        List<RequestListener> all = listeners.orderedStream().toList();
        RequestListener combined = all.isEmpty() ? RequestListener.NONE : all.get(0);
        for (RequestListener next : all.subList(Math.min(1, all.size()), all.size())) {
            combined = combined.andThen(next);
        }
        this.listener = combined;
    }

    /** The listener of the starter's repositories: every listener bean, or {@link RequestListener#NONE}. */
    public RequestListener listener() {
        return listener;
    }
}
