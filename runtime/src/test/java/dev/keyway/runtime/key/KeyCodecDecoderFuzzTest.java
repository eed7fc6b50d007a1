package dev.keyway.runtime.key;

import static dev.keyway.runtime.key.KeyTypes.show;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.key.KeyTypes.KeyType;
import dev.keyway.runtime.key.KeyTypes.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Decoders read key text from the table, which may be corrupt or written by something else. They
 * must reject what they cannot read with IllegalArgumentException (generated code turns exactly
 * that into a KeywayException), never leak NumberFormatException, StringIndexOutOfBoundsException
 * or DateTimeException, and never accept text that is not the encoding of the value they return
 * (else two different keys would read as the same value).
 */
class KeyCodecDecoderFuzzTest {

    private static final long SEED = 4242L;
    private static final int CASES = 2500;

    /** A decoder, the encoder that is its inverse, and valid encodings to mutate. */
    record Decoder(String name, Function<String, Object> decode, Function<Object, String> encode, List<String> valid) {
        @Override
        public String toString() {
            return name;
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> Decoder decoder(KeyType<T> type) {
        Random random = new Random(SEED);
        List<String> valid = type.pool(random, 200).stream().map(type::encode).toList();
        return new Decoder(type.name(), type::decode, value -> type.encode((T) value), valid);
    }

    static Stream<Decoder> decoders() {
        List<Decoder> decoders = new ArrayList<>();
        KeyTypes.ORDERED.forEach(type -> decoders.add(decoder(type)));
        decoders.add(new Decoder("enum (name)", text -> KeyCodec.decodeEnumName(Status.class, text),
                value -> KeyCodec.encodeEnumName((Status) value), Stream.of(Status.values()).map(Enum::name).toList()));
        return decoders.stream();
    }

    /** Characters that decoders look at, plus look-alikes: non-ASCII digits, lower-case hex, signs, surrogates. */
    private static final String ALPHABET = "0123456789-+.:TZ$~#ABCDEFabcdefxz \u0000\u0660\u0669\uFF11\u00B2\uD800\uDC00";

    private static char randomChar(Random random) {
        return random.nextInt(8) == 0 ? (char) random.nextInt(0x10000) : ALPHABET.charAt(random.nextInt(ALPHABET.length()));
    }

    /** Random text or, mostly, a valid encoding with a few edits (the inputs that get past the first checks). */
    private static String input(Random random, Decoder decoder) {
        if (random.nextInt(4) == 0) {
            StringBuilder out = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                out.append(randomChar(random));
            }
            return out.toString();
        }
        StringBuilder out = new StringBuilder(decoder.valid().get(random.nextInt(decoder.valid().size())));
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int at = out.length() == 0 ? 0 : random.nextInt(out.length());
            switch (random.nextInt(5)) {
                case 0 -> {
                    if (out.length() > 0) {
                        out.setCharAt(at, randomChar(random));
                    }
                }
                case 1 -> out.insert(at, randomChar(random));
                case 2 -> {
                    if (out.length() > 0) {
                        out.deleteCharAt(at);
                    }
                }
                case 3 -> out.setLength(at);
                default -> out.append(randomChar(random));
            }
        }
        return out.toString();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decoders")
    void malformedTextFailsOnlyWithIllegalArgumentException(Decoder decoder) {
        Random random = new Random(SEED);
        Failures failures = new Failures();
        for (int i = 0; i < CASES; i++) {
            String text = input(random, decoder);
            try {
                decoder.decode().apply(text);
            } catch (RuntimeException e) {
                if (!(e instanceof IllegalArgumentException) || e instanceof NumberFormatException) {
                    failures.add(() -> show(text) + " -> " + e);
                }
            }
        }
        report(decoder + ": decoders must throw IllegalArgumentException only", failures);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decoders")
    void acceptedTextIsTheEncodingOfTheDecodedValue(Decoder decoder) {
        Random random = new Random(SEED + 1);
        List<String> inputs = new ArrayList<>(List.of(
                // string escapes: a non-hex digit, lower case, non-ASCII digits, raw reserved characters
                "$1x", "$2z", "$0a", "$\uFF12\uFF13", "a#b", " ", "\u0000", "\uD800",
                // BigInteger: a zero digit string, leading zeros, signs, non-ASCII digits, a negative zero
                "10010", "100205", "1+015", "1002+5", "1\u0660\u0660\u06615", "-9989",
                // BigDecimal: trailing zeros, leading zeros, a sign inside the digits, the exponent limit, negative zero
                "1500150", "1500105", "15001-5", "10000" + "1", "-49999~", "1+50015"));
        for (int i = 0; i < CASES; i++) {
            inputs.add(input(random, decoder));
        }
        Failures failures = new Failures();
        for (String text : inputs) {
            Object value;
            try {
                value = decoder.decode().apply(text);
            } catch (RuntimeException rejected) {
                continue;
            }
            String again;
            try {
                again = decoder.encode().apply(value);
            } catch (RuntimeException e) {
                failures.add(() -> show(text) + " decodes to " + describe(value) + ", which cannot be encoded: " + e);
                continue;
            }
            if (!again.equals(text)) {
                failures.add(() -> show(text) + " decodes to " + describe(value) + ", whose encoding is " + show(again));
            }
        }
        report(decoder + ": decoders must accept only canonical encodings", failures);
    }

    private static String describe(Object value) {
        return value instanceof String s ? show(s) : String.valueOf(value);
    }

    /** Counts failures and describes the first few (describing every one would dominate the run time). */
    private static final class Failures {
        final List<String> examples = new ArrayList<>();
        int count;

        void add(java.util.function.Supplier<String> description) {
            if (count++ < 12) {
                examples.add(description.get());
            }
        }
    }

    private static void report(String property, Failures failures) {
        if (failures.count > 0) {
            fail(property + " (seed " + SEED + "); " + failures.count + " failures, e.g.:\n  "
                    + String.join("\n  ", failures.examples));
        }
    }
}
