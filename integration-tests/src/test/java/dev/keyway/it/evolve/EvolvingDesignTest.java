package dev.keyway.it.evolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.evolve.NoteV1;
import dev.keyway.it.evolve.NoteV1Repository;
import dev.keyway.it.evolve.NoteV2;
import dev.keyway.it.evolve.NoteV2Repository;
import dev.keyway.it.evolve.NoteV3Repository;
import dev.keyway.it.evolve.NoteV4;
import dev.keyway.it.evolve.NoteV4Repository;
import dev.keyway.it.evolve.NoteV4Schema;
import dev.keyway.it.evolve.NoteV5Repository;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A record gains components while its table holds items written before: what each kind of
 * component reads as when its attribute is absent (README, "Evolving a design"). Every version of
 * the {@code Note} entity reads and writes the same table, {@code Notes}.
 */
class EvolvingDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final String TABLE = "Notes";

    private NoteV1Repository first;

    @BeforeEach
    void writeANoteOfTheFirstDesign(DynamoDbClient client) {
        first = new NoteV1Repository(client, TABLE);
        first.createTable();
        first.put(new NoteV1("n1", "buy milk", new NoteV1.Place("Lyon")));
    }

    @Test
    void referencesReadAsNullOptionalsEmptySetsEmptyAndListsAndMapsNull(DynamoDbClient client) {
        NoteV2 note = new NoteV2Repository(client, TABLE).scan().stream().findFirst().orElseThrow();
        assertEquals("n1", note.id());
        assertEquals("buy milk", note.text());
        assertNull(note.title());
        assertNull(note.priority(), "a boxed number is a reference");
        assertNull(note.pinned());
        assertNull(note.amount());
        assertNull(note.editedAt());
        assertNull(note.author());
        assertNull(note.mood());
        assertNull(note.attachment());
        assertEquals(Optional.empty(), note.nickname());
        assertNull(note.lines(), "a list, like a map, reads as null: an empty one is stored and reads back empty");
        assertNull(note.counts());
        assertEquals(Set.of(), note.labels(), "DynamoDB stores no empty sets: an absent set reads as empty");
        assertEquals(Set.of(), note.votes());
        assertNull(note.origin(), "a nested record that did not exist");
        assertNull(note.price(), "a converter is never called with null: the converted value is null");
        assertNull(note.expiresAt(), "no time to live: the item does not expire");
        // a nested record that gained components reads them by the same rules
        assertEquals(new NoteV2.Place("Lyon", null, Optional.empty()), note.place());
    }

    @Test
    void everyReadPathAppliesTheSameRules(DynamoDbClient client) {
        NoteV2Repository second = new NoteV2Repository(client, TABLE);
        NoteV2 got = second.get("n1").orElseThrow();
        assertEquals(got, second.scan().stream().findFirst().orElseThrow());
        assertEquals(List.of(got), second.getAll(List.of(dev.keyway.it.evolve.NoteV2Keys.primaryKey("n1")))
                .orThrow().items());
        // written back by the new design, the item holds what the record holds
        NoteV2 edited = second.put(new NoteV2(got.id(), got.text(), got.place(), "Groceries", 2, true, null, null, null,
                NoteV2.Mood.BUSY, null, Optional.of("milk"), List.of(), Set.of("home"), Set.of(), null, null, null, null));
        assertEquals(Optional.of(edited), second.get("n1"));
        assertEquals(List.of(), second.get("n1").orElseThrow().lines(), "stored empty, read empty");
        // and the first design still reads it: attributes it does not know are ignored
        assertEquals(Optional.of(new NoteV1("n1", "buy milk", new NoteV1.Place("Lyon"))), first.get("n1"));
    }

    @Test
    void aMissingPrimitiveIsATypedErrorThatSaysWhatToDo(DynamoDbClient client) {
        NoteV3Repository third = new NoteV3Repository(client, TABLE);
        ItemDecodeException error = assertThrows(ItemDecodeException.class, () -> third.get("n1"));
        assertEquals("Note", error.entityType());
        assertEquals("views", error.attribute());
        assertEquals("PK=NOTE#n1, SK=NOTE", error.key());
        assertTrue(error.getMessage().contains("the attribute is missing, and the component cannot be null (a primitive): "
                + "give the items that lack it the attribute, or make the component a boxed type or an Optional"),
                error.getMessage());
        assertThrows(ItemDecodeException.class, () -> third.scan().stream().toList(), "on every read path");
    }

    @Test
    void aPrimitiveInANestedRecordFailsWithItsPath(DynamoDbClient client) {
        ItemDecodeException error = assertThrows(ItemDecodeException.class,
                () -> new NoteV5Repository(client, TABLE).get("n1"));
        assertEquals("place.floor", error.attribute());
    }

    /** A version added to an entity is a primitive too; an update, which adds 1 to the version, gives it one. */
    @Test
    void aVersionAddedLaterIsMissingUntilAnUpdateSetsIt(DynamoDbClient client) {
        NoteV4Repository versioned = new NoteV4Repository(client, TABLE);
        assertEquals("version", assertThrows(ItemDecodeException.class, () -> versioned.get("n1")).attribute());
        NoteV4 updated = versioned.update("n1").set(NoteV4Schema.TEXT, "buy oat milk").execute();
        assertEquals(new NoteV4("n1", "buy oat milk", 1), updated);
        assertEquals(Optional.of(updated), versioned.get("n1"));
    }
}
