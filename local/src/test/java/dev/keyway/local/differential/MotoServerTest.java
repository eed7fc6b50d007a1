package dev.keyway.local.differential;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The harness fails, never skips, when the witness cannot run. */
class MotoServerTest {

    @Test
    @DisplayName("A missing Python fails the run with what to install")
    void missingPythonFails() {
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> MotoServer.installedVersion("python3-that-does-not-exist"));
        assertTrue(failure.getMessage().contains("moto " + MotoServer.EXPECTED_VERSION), failure.getMessage());
        assertTrue(failure.getMessage().contains("pip install"), failure.getMessage());
    }

    @Test
    @DisplayName("A Python without moto fails the run with what to install")
    void pythonWithoutMotoFails() {
        // an executable that runs but cannot import moto, as a Python without moto does
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> MotoServer.installedVersion("/bin/false"));
        assertTrue(failure.getMessage().contains("cannot import moto"), failure.getMessage());
    }
}
