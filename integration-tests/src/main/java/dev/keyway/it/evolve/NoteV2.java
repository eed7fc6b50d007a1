package dev.keyway.it.evolve;

import dev.keyway.annotations.Convert;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import dev.keyway.it.types.Money;
import dev.keyway.it.types.MoneyConverter;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The note once it gained a component of every kind that may be absent from older items: nullable
 * references, an Optional, collections, a nested record, a converted value, a time to live, and a
 * nested record that gained a component itself.
 */
@Entity(table = "NotesV2", type = "Note")
@PartitionKey("NOTE#<id>")
@SortKey("NOTE")
public record NoteV2(String id, String text, Place place,
                     String title, Integer priority, Boolean pinned, BigDecimal amount, Instant editedAt, UUID author,
                     Mood mood, byte[] attachment,
                     Optional<String> nickname,
                     List<String> lines, Set<String> labels, Set<Integer> votes, Map<String, Integer> counts,
                     Place origin,
                     @Convert(MoneyConverter.class) Money price,
                     @Ttl Instant expiresAt) {

    /** A mood, stored by name. */
    public enum Mood { CALM, BUSY }

    /** Where a note was written: it gained a country and a postcode. */
    public record Place(String city, String country, Optional<String> postcode) {}
}
