package dev.keyway.local.internal.expression;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.internal.ServiceError;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Short ways to write attribute values and items in tests. */
final class Values {

    private Values() {
    }

    static AttributeValue s(String s) {
        return AttributeValue.fromS(s);
    }

    static AttributeValue n(String n) {
        return AttributeValue.fromN(n);
    }

    static AttributeValue b(int... bytes) {
        byte[] array = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            array[i] = (byte) bytes[i];
        }
        return AttributeValue.fromB(SdkBytes.fromByteArray(array));
    }

    static AttributeValue ss(String... members) {
        return AttributeValue.fromSs(Arrays.asList(members));
    }

    static AttributeValue ns(String... members) {
        return AttributeValue.fromNs(Arrays.asList(members));
    }

    static AttributeValue l(AttributeValue... elements) {
        return AttributeValue.fromL(Arrays.asList(elements));
    }

    static AttributeValue m(Object... keysAndValues) {
        return AttributeValue.fromM(map(keysAndValues));
    }

    static AttributeValue bool(boolean value) {
        return AttributeValue.fromBool(value);
    }

    static AttributeValue nul() {
        return AttributeValue.fromNul(true);
    }

    /** An item or map from alternating names and values. */
    static Map<String, AttributeValue> map(Object... keysAndValues) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], (AttributeValue) keysAndValues[i + 1]);
        }
        return map;
    }

    /** Names from alternating placeholders and names. */
    static Map<String, String> names(String... placeholdersAndNames) {
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < placeholdersAndNames.length; i += 2) {
            names.put(placeholdersAndNames[i], placeholdersAndNames[i + 1]);
        }
        return names;
    }

    /** Asserts a {@code ValidationException} with exactly this message. */
    static void refused(String message, Executable executable) {
        ServiceError error = assertThrows(ServiceError.class, executable);
        assertEquals("ValidationException", error.type());
        assertEquals(message, error.getMessage());
    }
}
