package dev.keyway.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;

/** Only the runtime's own grants are installed, once: no other class can take their place. */
class RuntimeAccessTest {

    @Test
    void anotherGrantIsRefused() {
        assertThrows(IllegalStateException.class, () -> RuntimeAccess.install(impostor(RuntimeAccess.Grant.class)));
        assertThrows(IllegalStateException.class,
                () -> RuntimeAccess.install(impostor(RuntimeAccess.BackfillGrant.class)));
        assertThrows(NullPointerException.class, () -> RuntimeAccess.operations(null));
        assertThrows(NullPointerException.class, () -> RuntimeAccess.backfill(null));
    }

    /** A grant of another class than the package's own, answering nothing. */
    private static <G> G impostor(Class<G> grant) {
        return grant.cast(Proxy.newProxyInstance(grant.getClassLoader(), new Class<?>[] {grant}, (proxy, method, args) -> null));
    }
}
