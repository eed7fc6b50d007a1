package dev.keyway.processor.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Issue #24 §2 over the key formats of §4, for {@link ProcessorFuzzKeyMutations}: the forms other
 * code writes the same value in, found in a stored key's text. An ISO-8601 instant in another
 * precision (no fraction, a fraction one digit longer or shorter), with an offset instead of
 * {@code Z}, with a lower-case {@code z} or {@code t}; a zero-padded number with a zero missing or
 * one more, with a {@code +} or {@code -} sign; a hierarchical key with a doubled trailing
 * delimiter. (A single trailing delimiter and other casing are among the common mutants.)
 */
final class ProcessorFuzzFormatMutants {

    private static final Pattern INSTANT = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})T(\\d{2}:\\d{2}:\\d{2})(\\.\\d+)?Z");
    private static final Pattern DIGITS = Pattern.compile("\\d+");

    private ProcessorFuzzFormatMutants() {
    }

    /** The mutants of the key text, the instant's and the numbers' taking turns, the most telling first. */
    static List<String> of(String text, char delimiter) {
        List<String> instants = instantMutants(text);
        List<String> numbers = numberMutants(text);
        Set<String> out = new LinkedHashSet<>();
        for (int i = 0; i < Math.max(instants.size(), numbers.size()); i++) {
            if (i < instants.size()) {
                out.add(instants.get(i));
            }
            if (i < numbers.size()) {
                out.add(numbers.get(i));
            }
        }
        if (text.indexOf(delimiter) >= 0) {
            out.add(text + delimiter + delimiter);
        }
        out.remove(text);
        out.removeIf(String::isEmpty);
        return new ArrayList<>(out);
    }

    private static List<String> instantMutants(String text) {
        Matcher instant = INSTANT.matcher(text);
        List<String> out = new ArrayList<>();
        if (!instant.find()) {
            return out;
        }
        String before = text.substring(0, instant.start());
        String after = text.substring(instant.end());
        String date = instant.group(1);
        String time = instant.group(2);
        String fraction = instant.group(3) == null ? "" : instant.group(3);
        // Another precision first: the mutant a precision-less reader would most likely accept.
        out.add(before + date + 'T' + time + (fraction.isEmpty() ? ".000" : fraction + "0") + 'Z' + after);
        out.add(before + date + 'T' + time + fraction + "+00:00" + after);
        out.add(before + date + 'T' + time + fraction + 'z' + after);
        out.add(before + date + 't' + time + fraction + 'Z' + after);
        out.add(before + date + 'T' + time + (fraction.length() > 2 ? fraction.substring(0, fraction.length() - 1) : "")
                + 'Z' + after);
        out.add(before + date + 'T' + time + (fraction.isEmpty() ? ".0" : "") + 'Z' + after);
        out.add(before + date + 'T' + time + fraction + "-00:00" + after);
        return out;
    }

    /** Numbers outside the instant's text: the last and the first digit run. */
    private static List<String> numberMutants(String text) {
        Matcher instant = INSTANT.matcher(text);
        int instantStart = instant.find() ? instant.start() : -1;
        int instantEnd = instantStart < 0 ? -1 : instant.end();
        List<int[]> runs = new ArrayList<>();
        Matcher digits = DIGITS.matcher(text);
        while (digits.find()) {
            if (instantStart < 0 || digits.end() <= instantStart || digits.start() >= instantEnd) {
                runs.add(new int[] {digits.start(), digits.end()});
            }
        }
        List<String> out = new ArrayList<>();
        if (runs.isEmpty()) {
            return out;
        }
        List<int[]> chosen = runs.size() == 1 ? runs : List.of(runs.get(runs.size() - 1), runs.get(0));
        for (int[] run : chosen) {
            String head = text.substring(0, run[0]);
            String number = text.substring(run[0], run[1]);
            String tail = text.substring(run[1]);
            if (number.length() > 1 && number.charAt(0) == '0') {
                out.add(head + number.substring(1) + tail);
            }
            out.add(head + '+' + number + tail);
            out.add(head + '-' + number + tail);
            out.add(head + '0' + number + tail);
        }
        return out;
    }
}
