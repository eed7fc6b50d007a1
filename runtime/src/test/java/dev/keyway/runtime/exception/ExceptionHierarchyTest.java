package dev.keyway.runtime.exception;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * What a caller catches for each failure: the tree the README's Errors section shows. A change
 * here changes what existing {@code catch} blocks catch, so it must be deliberate.
 */
class ExceptionHierarchyTest {

    @Test
    void everyExceptionHasTheParentTheReadmeShows() {
        Map<Class<?>, Class<?>> parents = new LinkedHashMap<>();
        parents.put(KeywayException.class, RuntimeException.class);
        parents.put(ConditionFailedException.class, KeywayException.class);
        parents.put(ItemAlreadyExistsException.class, ConditionFailedException.class);
        parents.put(UniqueConstraintException.class, ConditionFailedException.class);
        parents.put(VersionConflictException.class, ConditionFailedException.class);
        parents.put(ItemDecodeException.class, KeywayException.class);
        parents.put(NonCanonicalKeyException.class, ItemDecodeException.class);
        for (Class<?> type : List.of(InvalidKeyValueException.class, InvalidAttributeValueException.class,
                InvalidCursorException.class, IncompleteKeyUpdateException.class, ItemTooLargeException.class,
                TransactionConflictException.class, TransactionFailedException.class, RequestFailedException.class,
                BatchIncompleteException.class, BatchWriteRefusedException.class, InvalidTransactionException.class,
                InvalidCheckpointException.class, KeyMismatchException.class, BackfillStoppedException.class)) {
            parents.put(type, KeywayException.class);
        }
        parents.forEach((type, parent) -> assertSame(parent, type.getSuperclass(), type.getSimpleName()));
    }

    @Test
    void aFailedConditionOfAnyKindIsCaughtAsConditionFailed() {
        List<KeywayException> failures = List.of(
                new ItemAlreadyExistsException("Order", "PK=O#1, SK=O", null),
                new UniqueConstraintException("Member", "email", "a@example.com", null),
                new VersionConflictException("Account", "PK=A#1", 3, OptionalLong.of(4), null),
                new ConditionFailedException("Order", "PK=O#1, SK=O", null));
        List<String> caught = new ArrayList<>();
        for (KeywayException failure : failures) {
            try {
                throw failure;
            } catch (ConditionFailedException e) {
                caught.add(e.entityType());
            }
        }
        assertEquals(List.of("Order", "Member", "Account", "Order"), caught);
    }

    @Test
    void subclassesKeepTheirOwnMessagesAndNameTheirKey() {
        ConditionFailedException exists = new ItemAlreadyExistsException("Order", "PK=O#1, SK=O", null);
        assertEquals("Order PK=O#1, SK=O already exists", exists.getMessage());
        assertEquals("PK=O#1, SK=O", exists.key());

        UniqueConstraintException taken = assertInstanceOf(UniqueConstraintException.class,
                new UniqueConstraintException("Member", "email", "a@example.com", null));
        assertEquals("Member.email 'a@example.com' is already taken by another Member", taken.getMessage());
        assertEquals("Member", taken.entityType());
        assertEquals("email=a@example.com", taken.key());
    }
}
