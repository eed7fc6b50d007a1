package dev.keyway.local.internal.value;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.internal.ServiceError;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumbersTest {

    private static final String NOT_NUMERIC = "The parameter cannot be converted to a numeric value";
    private static final String OVERFLOW =
            "Number overflow. Attempting to store a number with magnitude larger than supported range";
    private static final String UNDERFLOW =
            "Number underflow. Attempting to store a number with magnitude smaller than supported range";

    private static void refused(String text, String message) {
        ServiceError error = assertThrows(ServiceError.class, () -> Numbers.parse(text), text);
        assertEquals("ValidationException", error.type());
        assertEquals(message, error.getMessage(), text);
    }

    @ParameterizedTest(name = "{0} is stored as {1}")
    @DisplayName("Developer Guide, Number: leading and trailing zeroes are trimmed; DynamoDB returns plain decimals")
    @CsvSource({
        "1.50, 1.5", "1E+2, 100", "1e2, 100", "-0, 0", "0.000, 0", "0042.1200, 42.12", "+7, 7", "-1.0, -1",
        ".5, 0.5", "5., 5", "1E-3, 0.001", "123.456E2, 12345.6", "0e125, 0", "-12345678901234567890123456789012345678, -12345678901234567890123456789012345678"
    })
    void canonicalForm(String text, String canonical) {
        assertEquals(canonical, Numbers.canonical(text));
    }

    @Test
    @DisplayName("1E125 is stored expanded to 126 digits")
    void largestExponentExpands() {
        assertEquals("1" + "0".repeat(125), Numbers.canonical("1E125"));
        assertEquals(126, Numbers.canonical("9.9999999999999999999999999999999999999E+125").length());
    }

    @Test
    @DisplayName("Developer Guide, Number: magnitude from 1E-130 to 9.9999999999999999999999999999999999999E+125")
    void range() {
        Numbers.parse("1E-130");
        Numbers.parse("-1E-130");
        Numbers.parse("9.9999999999999999999999999999999999999E+125");
        refused("1E126", OVERFLOW);
        refused("-1E126", OVERFLOW);
        refused("1E-131", UNDERFLOW);
        refused("0e126", OVERFLOW);
        refused("0e-131", UNDERFLOW);
        refused("1e2147483647", OVERFLOW);
        refused("1e2147483648", OVERFLOW);
        refused("1e99999999999", OVERFLOW);
        refused("1e-99999999999", UNDERFLOW);
        refused("1e9223372036854775808", NOT_NUMERIC + ": 1e9223372036854775808");
    }

    @Test
    @DisplayName("Developer Guide, Number: up to 38 digits of precision")
    void precision() {
        Numbers.parse("12345678901234567890123456789012345678");
        Numbers.parse("1234567890123456789012345678901234567800000");
        refused("1234567890123456789012345678901234567890".replace("0", "1"),
                "Attempting to store more than 38 significant digits in a Number");
        refused("1.234567890123456789012345678901234567891",
                "Attempting to store more than 38 significant digits in a Number");
    }

    @ParameterizedTest(name = "\"{0}\" is not a number")
    @DisplayName("Malformed numbers: The parameter cannot be converted to a numeric value: <text>")
    @CsvSource(value = {"abc", "''", "' 1'", "'1 '", "0x10", "1e", "NaN", "Infinity", "1.2.3", "-", ".", "1e+", "--1", "'1,5'"},
            emptyValue = "")
    void malformed(String text) {
        refused(text, NOT_NUMERIC + ": " + text);
    }

    @Test
    @DisplayName("Update arithmetic: exact, with the 38-digit and range checks")
    void arithmetic() {
        assertEquals("3", Numbers.add("1", "2"));
        assertEquals("0.3", Numbers.add("0.1", "0.2"));
        assertEquals("-1.5", Numbers.subtract("1", "2.5"));
        assertEquals("0", Numbers.subtract("1.5", "1.50"));
        assertEquals("100000000000000000000000000000000000000", Numbers.add("99999999999999999999999999999999999999", "1"));
        ServiceError tooPrecise = assertThrows(ServiceError.class,
                () -> Numbers.add("99999999999999999999999999999999999999", "0.1"));
        assertEquals("Attempting to store more than 38 significant digits in a Number", tooPrecise.getMessage());
        ServiceError overflow = assertThrows(ServiceError.class,
                () -> Numbers.add("9.9999999999999999999999999999999999999E+125", "9E+125"));
        assertEquals(OVERFLOW, overflow.getMessage());
    }

    @ParameterizedTest(name = "{0} takes {1} bytes")
    @DisplayName("Developer Guide, item sizes: a number takes about one byte per two significant digits plus one")
    @CsvSource({
        "0, 1", "1, 2", "12, 2", "123, 3", "1234, 3", "12345678901234567890123456789012345678, 20", "0042, 2",
        "100, 2", "1010, 3", "0.0000001, 2", "1E125, 2", "1E-100, 2", "1.5, 3", "15, 2", "1.2, 3", "1.200, 3",
        "1.234, 4", "3.14159, 5", "123456, 4", "100.5, 4", "0.15, 2", "-42, 3", "-0, 1"
    })
    void size(String text, long bytes) {
        assertEquals(bytes, Numbers.size(Numbers.canonical(text)));
    }
}
