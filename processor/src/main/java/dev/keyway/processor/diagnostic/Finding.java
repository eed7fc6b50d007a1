package dev.keyway.processor.diagnostic;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A problem found in the design: a catalogue message, its arguments, and where it is, named
 * symbolically so that the code that finds it needs no compiler types. The {@link Reporter}
 * puts it on the exact element, annotation and value; its location's owner then generates nothing.
 *
 * @param message  the catalogue entry
 * @param location where the problem is
 * @param args     the message's arguments, in the order of its format
 */
public record Finding(Message message, Location location, List<Object> args) {

    public Finding {
        args = Collections.unmodifiableList(Arrays.asList(args.toArray()));
    }

    /** A finding with the message's arguments. */
    public static Finding of(Message message, Location location, Object... args) {
        return new Finding(message, location, Arrays.asList(args));
    }

    /** The message as reported, e.g. {@code [KW042] Table Shop: ...}. */
    public String text() {
        return message.format(args.toArray());
    }
}
