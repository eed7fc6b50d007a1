package dev.keyway.it.canonical;

import dev.keyway.runtime.key.KeyConverter;
import java.util.Locale;

/**
 * A key converter that loses information: {@code Tag("Red")} is written {@code red}, which reads
 * back as {@code Tag("red")}, another value. Values already in lower case read back to themselves.
 */
public final class LowerCaseTagKey implements KeyConverter<Tag> {

    @Override
    public String toKey(Tag tag) {
        return tag.name().toLowerCase(Locale.ROOT);
    }

    @Override
    public Tag fromKey(String text) {
        return new Tag(text);
    }
}
