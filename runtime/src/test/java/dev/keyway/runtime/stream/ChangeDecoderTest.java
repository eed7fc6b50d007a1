package dev.keyway.runtime.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.key.KeyPart;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/** Decoding stream records: by type, tolerant of what is not an entity's record, never throwing for an item. */
class ChangeDecoderTest {

    static final TableDefinition TABLE = new TableDefinition("Shop", "PK", Optional.of("SK"), "_type", List.of());

    record Note(String id, int stars) {
    }

    /** What the decoder turns a change into, one variant per case. */
    sealed interface Decoded {
        record OfNote(Change<Note> change) implements Decoded {
        }

        record Guard(ChangeEvent event) implements Decoded {
        }

        record Unrecognized(ChangeEvent event) implements Decoded {
        }

        record Undecodable(ChangeEvent event, String type, ItemDecodeException error) implements Decoded {
        }
    }

    static final ChangeDecoder<Decoded> DECODER = ChangeDecoder.<Decoded>on(TABLE)
            .entity(new NoteSchema(), Decoded.OfNote::new)
            .guardItems(Decoded.Guard::new)
            .unrecognized(Decoded.Unrecognized::new)
            .undecodable(Decoded.Undecodable::new)
            .build();

    @Test
    void decodesBothImagesOfAModification() {
        Decoded decoded = DECODER.decode(record(OperationType.MODIFY, note("n1", 3), note("n1", 4), null));
        Change<Note> change = assertInstanceOf(Decoded.OfNote.class, decoded).change();
        assertEquals(ChangeKind.MODIFY, change.kind());
        assertEquals(Optional.of(new Note("n1", 3)), change.oldImage());
        assertEquals(Optional.of(new Note("n1", 4)), change.newImage());
        assertEquals(new Note("n1", 4), change.latest().orElseThrow());
        assertEquals("Note", change.entityType());
        assertEquals("NOTE#n1", change.keys().get("PK").s());
        assertEquals("e-1", change.event().eventId());
        assertEquals(Instant.parse("2024-05-01T10:00:00Z"), change.event().approximateCreationTime().orElseThrow());
    }

    @Test
    void readsTheTypeFromTheOldImageOfARemovalAndTellsATimeToLiveExpiry() {
        Identity ttl = Identity.builder().type("Service").principalId("dynamodb.amazonaws.com").build();
        Change<Note> expired = assertInstanceOf(Decoded.OfNote.class,
                DECODER.decode(record(OperationType.REMOVE, note("n1", 3), null, ttl))).change();
        assertTrue(expired.timeToLiveExpiry());
        assertEquals(Optional.empty(), expired.newImage());
        assertEquals(new Note("n1", 3), expired.latest().orElseThrow());

        Identity someone = Identity.builder().type("Service").principalId("other.amazonaws.com").build();
        assertFalse(assertInstanceOf(Decoded.OfNote.class,
                DECODER.decode(record(OperationType.REMOVE, note("n1", 3), null, someone))).change().timeToLiveExpiry());
    }

    @Test
    void aRecordTimeInMillisecondsAsSomeEmulatorsGiveItIsReadAsMilliseconds() {
        Instant may1 = Instant.parse("2024-05-01T10:00:00Z");
        assertEquals(may1, ChangeEvent.seconds(Instant.ofEpochSecond(may1.toEpochMilli())));
        assertEquals(may1, ChangeEvent.seconds(may1));
    }

    @Test
    void guardItemsAreToldApartByTypeOrElseByKey() {
        Map<String, AttributeValue> guard = Map.of("PK", AttributeValue.fromS("_unique#User#email#a@b"),
                "SK", AttributeValue.fromS("_unique"), "_type", AttributeValue.fromS("_Unique"));
        assertInstanceOf(Decoded.Guard.class, DECODER.decode(record(OperationType.INSERT, null, guard, null)));
        Record keysOnly = record(OperationType.REMOVE, null, null, null).toBuilder()
                .dynamodb(StreamRecord.builder().sequenceNumber("1").keys(Map.of("PK", guard.get("PK"), "SK",
                        guard.get("SK"))).build()).build();
        assertInstanceOf(Decoded.Guard.class, DECODER.decode(keysOnly));
    }

    @Test
    void itemsOfOtherTypesOrWithoutATypeInTheirImageAreUnrecognized() {
        Map<String, AttributeValue> other = new HashMap<>(note("x", 1));
        other.put("_type", AttributeValue.fromS("Refund"));
        assertInstanceOf(Decoded.Unrecognized.class, DECODER.decode(record(OperationType.INSERT, null, other, null)));
        Map<String, AttributeValue> untyped = new HashMap<>(note("n1", 1));
        untyped.remove("_type"); // other code's item under a note's keys: an image that names no type
        assertInstanceOf(Decoded.Unrecognized.class, DECODER.decode(record(OperationType.INSERT, null, untyped, null)));
    }

    @Test
    void aRecordWithoutImagesIsToldByItsKeys() {
        for (OperationType kind : OperationType.knownValues()) {
            Change<Note> change = assertInstanceOf(Decoded.OfNote.class,
                    DECODER.decode(record(kind, null, null, null))).change();
            assertEquals(ChangeKind.valueOf(kind.toString()), change.kind());
            assertEquals("Note", change.entityType());
            assertEquals(Optional.empty(), change.oldImage());
            assertEquals(Optional.empty(), change.newImage());
            assertEquals(Optional.empty(), change.latest());
            assertEquals(Map.of("PK", AttributeValue.fromS("NOTE#n1"), "SK", AttributeValue.fromS("NOTE")), change.keys());
        }
    }

    @Test
    void aRecordWithoutImagesWhoseKeysAreNoEntitysIsUnrecognized() {
        for (Map<String, AttributeValue> keys : List.of(
                Map.of("PK", AttributeValue.fromS("REFUND#r1"), "SK", AttributeValue.fromS("NOTE")),
                Map.of("PK", AttributeValue.fromS("NOTE#n1"), "SK", AttributeValue.fromS("NOTE#2")),
                Map.of("PK", AttributeValue.fromS("NOTE#n1")))) {
            Record keysOnly = record(OperationType.REMOVE, null, null, null).toBuilder()
                    .dynamodb(StreamRecord.builder().sequenceNumber("1").keys(keys).build()).build();
            ChangeEvent event = assertInstanceOf(Decoded.Unrecognized.class, DECODER.decode(keysOnly)).event();
            assertEquals(keys, event.keys());
        }
    }

    @Test
    void aDecoderOfSchemasWithoutKeyTemplatesLeavesRecordsWithoutImagesUnrecognized() {
        ChangeDecoder<Decoded> handBuilt = ChangeDecoder.<Decoded>on(TABLE)
                .entity(new NoteSchema() {
                    @Override
                    public List<KeyTemplate> keyTemplates() {
                        return List.of();
                    }
                }, Decoded.OfNote::new)
                .guardItems(Decoded.Guard::new).unrecognized(Decoded.Unrecognized::new)
                .undecodable(Decoded.Undecodable::new).build();
        assertInstanceOf(Decoded.Unrecognized.class, handBuilt.decode(record(OperationType.REMOVE, null, null, null)));
    }

    @Test
    void anImageThatDoesNotFitItsRecordIsUndecodableNotThrown() {
        Map<String, AttributeValue> broken = new HashMap<>(note("n1", 1));
        broken.put("stars", AttributeValue.fromS("many"));
        Decoded.Undecodable undecodable = assertInstanceOf(Decoded.Undecodable.class,
                DECODER.decode(record(OperationType.MODIFY, note("n1", 1), broken, null)));
        assertEquals("Note", undecodable.type());
        assertTrue(undecodable.error().getMessage().contains("stars"), undecodable.error().getMessage());

        Map<String, AttributeValue> retyped = new HashMap<>(note("n1", 1));
        retyped.put("_type", AttributeValue.fromS("Refund"));
        assertInstanceOf(Decoded.Undecodable.class, DECODER.decode(record(OperationType.MODIFY, retyped, note("n1", 2), null)));
    }

    @Test
    void aRecordThatIsNoStreamRecordIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> DECODER.decode(Record.builder().eventID("e").build()));
        Record unknownEvent = record(OperationType.INSERT, null, note("n1", 1), null).toBuilder().eventName("TRUNCATE").build();
        assertThrows(IllegalArgumentException.class, () -> DECODER.decode(unknownEvent));
    }

    /** Issue #24 §7 bullet 2: an empty key map decoded to Unrecognized; the README promises IllegalArgumentException. */
    @Test
    void aRecordWithAnEmptyOrMissingKeyMapIsRefused() {
        Record withKeys = record(OperationType.INSERT, null, note("n1", 1), null);
        Record emptyKeys = withKeys.toBuilder().dynamodb(withKeys.dynamodb().toBuilder().keys(Map.of()).build()).build();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> DECODER.decode(emptyKeys));
        assertTrue(refused.getMessage().contains("Keys"), refused.getMessage());
        Record noKeys = withKeys.toBuilder().dynamodb(withKeys.dynamodb().toBuilder().keys(null).build()).build();
        assertThrows(IllegalArgumentException.class, () -> DECODER.decode(noKeys));
        assertThrows(IllegalArgumentException.class, () -> ChangeEvent.of(emptyKeys));
    }

    @Test
    void everyVariantMustBeGiven() {
        assertThrows(NullPointerException.class, () -> ChangeDecoder.<Decoded>on(TABLE).build());
        assertThrows(IllegalArgumentException.class, () -> ChangeDecoder.<Decoded>on(TABLE)
                .entity(new NoteSchema(), Decoded.OfNote::new).entity(new NoteSchema(), Decoded.OfNote::new));
    }

    static Record record(OperationType kind, Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage,
                         Identity identity) {
        StreamRecord.Builder change = StreamRecord.builder().sequenceNumber("100")
                .approximateCreationDateTime(Instant.parse("2024-05-01T10:00:00Z"))
                .keys(Map.of("PK", AttributeValue.fromS("NOTE#n1"), "SK", AttributeValue.fromS("NOTE")));
        if (oldImage != null) {
            change.oldImage(oldImage);
        }
        if (newImage != null) {
            change.newImage(newImage);
        }
        return Record.builder().eventID("e-1").eventName(kind).dynamodb(change.build()).userIdentity(identity).build();
    }

    static Map<String, AttributeValue> note(String id, int stars) {
        return new NoteSchema().toItem(new Note(id, stars));
    }

    static class NoteSchema implements ItemSchema<Note> {
        @Override
        public String entityType() {
            return "Note";
        }

        @Override
        public TableDefinition table() {
            return TABLE;
        }

        @Override
        public Map<String, AttributeValue> toItem(Note note) {
            Map<String, AttributeValue> item = new HashMap<>(primaryKey(note));
            item.put("_type", AttributeValue.fromS("Note"));
            item.put("id", AttributeValue.fromS(note.id()));
            item.put("stars", AttributeValue.fromN(Integer.toString(note.stars())));
            return item;
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            AttributeValue stars = item.get("stars");
            if (stars.n() == null) {
                throw new ItemDecodeException("Note", TABLE.describeKey(item), "stars", "not a number", null);
            }
            return new Note(item.get("id").s(), Integer.parseInt(stars.n()));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Note note) {
            return Map.of("PK", AttributeValue.fromS("NOTE#" + note.id()), "SK", AttributeValue.fromS("NOTE"));
        }

        @Override
        public List<KeyTemplate> keyTemplates() {
            return List.of(KeyTemplate.of("Note", "", "PK", "NOTE#<id>", KeyPart.ofString("Note", "id")),
                    KeyTemplate.of("Note", "", "SK", "NOTE"));
        }
    }
}
