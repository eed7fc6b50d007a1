package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.ledger.Account;
import dev.keyway.it.writes.ledger.AccountRepository;
import dev.keyway.it.writes.ledger.AccountSchema;
import dev.keyway.it.writes.ledger.Counter;
import dev.keyway.it.writes.ledger.CounterRepository;
import dev.keyway.it.writes.ledger.CounterSchema;
import dev.keyway.it.writes.ledger.Tier;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The README's "Writes" on a ledger: conditions with {@code Condition.not/or},
 * updates of counters, sets, lists and index keys, optimistic locking under concurrent writers,
 * atomic counters and the write-only-if-greater pattern.
 */
class LedgerWritesDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private AccountRepository accounts;
    private CounterRepository counters;
    private static final AtomicInteger IDS = new AtomicInteger();
    private String id;

    @BeforeEach
    void table(DynamoDbClient client) {
        accounts = new AccountRepository(client);
        counters = new CounterRepository(client);
        accounts.createTable();
        id = "a" + IDS.incrementAndGet();
    }

    private Account fresh(String owner) {
        return new Account(id, owner, Tier.BASIC, 0, Set.of(), List.of(), 0, Optional.empty(), 0);
    }

    @Test
    void createIsOnceAndVersionsAreChecked() {
        Account created = accounts.create(fresh("ann"));
        assertEquals(1, created.version());
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class, () -> accounts.create(fresh("ann")));
        assertEquals("Account", taken.entityType());
        assertTrue(taken.key().contains("ACCOUNT#" + id), taken.key());

        Account v2 = accounts.put(created.withBalance(10));
        assertEquals(2, v2.version());
        VersionConflictException stale = assertThrows(VersionConflictException.class, () -> accounts.put(created.withBalance(20)));
        assertEquals(1, stale.expectedVersion());
        assertEquals(2, stale.storedVersion().orElseThrow());
        VersionConflictException staleUpdate = assertThrows(VersionConflictException.class,
                () -> accounts.update(id).set(AccountSchema.VISITS, 5).expectVersion(1).execute());
        assertEquals(2, staleUpdate.storedVersion().orElseThrow());
        assertThrows(VersionConflictException.class, () -> accounts.delete(created));
        assertTrue(accounts.get(id).isPresent());
        accounts.delete(v2);
        assertTrue(accounts.get(id).isEmpty());
    }

    @Test
    void concurrentWritersLoseNoDeposit() throws Exception {
        accounts.create(fresh("ann"));
        int writers = 6;
        int deposits = 8;
        AtomicInteger conflicts = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(writers);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                done.add(pool.submit(() -> {
                    for (int d = 0; d < deposits; d++) {
                        while (true) {
                            Account current = accounts.get(id).orElseThrow();
                            try {
                                accounts.put(current.withBalance(current.balance() + 1));
                                break;
                            } catch (VersionConflictException e) {
                                conflicts.incrementAndGet();
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdown();
        }
        Account end = accounts.get(id).orElseThrow();
        assertEquals(writers * deposits, end.balance());
        assertEquals(1 + writers * deposits, end.version());
    }

    @Test
    void concurrentTransactionsOnOneVersionLetOneWin(DynamoDbClient client) throws Exception {
        Account start = accounts.create(fresh("ann"));
        String other = id + "-b";
        accounts.create(new Account(other, "ann", Tier.BASIC, 0, Set.of(), List.of(), 0, Optional.empty(), 0));
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Boolean>> outcomes = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                long amount = i + 1;
                outcomes.add(pool.submit(() -> {
                    try {
                        dev.keyway.runtime.transaction.WriteTransaction.on(client)
                                .put(accounts, start.withBalance(amount))
                                .update(accounts.update(other).increment(AccountSchema.VISITS, 1))
                                .execute();
                        return true;
                    } catch (dev.keyway.runtime.exception.TransactionFailedException e) {
                        dev.keyway.runtime.exception.KeywayException cause = e.failed().get(0).cause().orElseThrow();
                        assertTrue(cause instanceof VersionConflictException
                                || cause instanceof dev.keyway.runtime.exception.TransactionConflictException, cause.toString());
                        return false;
                    }
                }));
            }
            int won = 0;
            for (Future<Boolean> f : outcomes) {
                won += f.get() ? 1 : 0;
            }
            assertEquals(1, won);
            assertEquals(2, accounts.get(id).orElseThrow().version());
            assertEquals(1, accounts.get(other).orElseThrow().visits(), "the losers wrote nothing");
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void updatesOfCountersSetsListsAndConditions() {
        accounts.create(fresh("ann"));
        Account a = accounts.update(id)
                .increment(AccountSchema.VISITS, 3)
                .add(AccountSchema.TAGS, "vip", "new")
                .append(AccountSchema.HISTORY, "opened")
                .setIfAbsent(AccountSchema.NOTE, "first")
                .when(Condition.not(AccountSchema.TIER.eq(Tier.PLATINUM)).and(AccountSchema.VISITS.lt(1)))
                .execute();
        assertEquals(3, a.visits());
        assertEquals(Set.of("vip", "new"), a.tags());
        assertEquals(List.of("opened"), a.history());
        assertEquals(Optional.of("first"), a.note());
        assertEquals(2, a.version());

        // DynamoDB takes one change per attribute in an update: a second is refused before the request
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> accounts.update(id).removeElements(AccountSchema.TAGS, "new").add(AccountSchema.TAGS, "vip"));
        assertTrue(twice.getMessage().contains("one change per attribute"), twice.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> accounts.update(id).set(AccountSchema.VISITS, 1).increment(AccountSchema.VISITS, 1));
        Account b = accounts.update(id)
                .decrement(AccountSchema.VISITS, 1)
                .removeElements(AccountSchema.TAGS, "new")
                .append(AccountSchema.HISTORY, "a", "b")
                .setIfAbsent(AccountSchema.NOTE, "second")
                .when(AccountSchema.TAGS.contains("vip").or(AccountSchema.VISITS.gt(100)))
                .when(AccountSchema.HISTORY.size().eq(1))
                .execute();
        assertEquals(2, b.visits());
        assertEquals(Set.of("vip"), b.tags());
        assertEquals(List.of("opened", "a", "b"), b.history());
        assertEquals(List.of("zero", "opened", "a", "b"),
                accounts.update(id).prepend(AccountSchema.HISTORY, "zero").execute().history());
        assertEquals(Optional.of("first"), b.note());

        assertTrue(accounts.update(id).increment(AccountSchema.VISITS, 1).when(AccountSchema.TAGS.contains("nope"))
                .tryExecute().isEmpty());
        ConditionFailedException failed = assertThrows(ConditionFailedException.class,
                () -> accounts.update(id).increment(AccountSchema.VISITS, 1).when(AccountSchema.NOTE.notExists()).execute());
        assertEquals("Account", failed.entityType());
        assertFalse(failed instanceof VersionConflictException);
        assertEquals(2, accounts.get(id).orElseThrow().visits());

        Account removed = accounts.update(id).remove(AccountSchema.NOTE).remove(AccountSchema.TAGS).execute();
        assertEquals(Optional.empty(), removed.note());
        assertEquals(Set.of(), removed.tags());
        accounts.update(id).add(AccountSchema.TAGS, "back").execute();
        Account emptied = accounts.update(id).set(AccountSchema.TAGS, Set.of()).execute(); // no empty set: removed
        assertEquals(Set.of(), emptied.tags());
        assertEquals(Set.of(), accounts.get(id).orElseThrow().tags());
        removed = emptied;

        Condition custom = expressions -> "attribute_type(" + expressions.name("history") + ", "
                + expressions.value(AttributeValue.fromS("L")) + ")";
        accounts.put(removed.withBalance(5), custom.and(Condition.not(AccountSchema.OWNER.in("bob", "cy"))));
        assertThrows(ConditionFailedException.class, () -> accounts.put(accounts.get(id).orElseThrow(),
                Condition.not(custom)));
        assertThrows(IllegalArgumentException.class, () -> AccountSchema.VISITS.between(5, 1), "DynamoDB refuses it");
        assertThrows(ConditionFailedException.class, () -> accounts.delete(accounts.get(id).orElseThrow(),
                AccountSchema.BALANCE.gt(5L)));
    }

    @Test
    void indexKeyUpdatesAreWholeOrRefused() {
        accounts.create(fresh("ann"));
        IncompleteKeyUpdateException partial = assertThrows(IncompleteKeyUpdateException.class,
                () -> accounts.update(id).set(AccountSchema.TIER, Tier.GOLD).execute());
        assertEquals("Account", partial.entityType());
        assertEquals(List.of("owner", "balance"), partial.missing());
        assertThrows(IncompleteKeyUpdateException.class, () -> accounts.update(id).increment(AccountSchema.BALANCE, 5L).execute());
        assertThrows(IllegalArgumentException.class, () -> accounts.update(id).set(AccountSchema.ACCOUNT_ID, "other"));
        assertEquals(1, accounts.get(id).orElseThrow().version());

        accounts.update(id).set(AccountSchema.OWNER, "ann").set(AccountSchema.TIER, Tier.GOLD)
                .set(AccountSchema.BALANCE, 70L).execute();
        assertEquals(List.of(70L), accounts.byOwner("ann").tier().eq(Tier.GOLD).stream().map(Account::balance).toList());
        assertEquals(0, accounts.byOwner("ann").tier().eq(Tier.BASIC).stream().count());
        accounts.update(id).set(AccountSchema.OWNER, "bob").set(AccountSchema.TIER, Tier.PLATINUM)
                .set(AccountSchema.BALANCE, 70L).execute();
        assertEquals(0, accounts.byOwner("ann").stream().count());
        assertEquals(1, accounts.byOwner("bob").tier().ge(Tier.GOLD).stream().count());
        accounts.update(id).remove(AccountSchema.OWNER).execute();
        assertEquals(0, accounts.byOwner("bob").stream().count());
        assertTrue(accounts.get(id).orElseThrow().owner() == null);
    }

    @Test
    void updatesCreateUnlessOnlyIfExists() {
        assertThrows(ConditionFailedException.class,
                () -> accounts.update("ghost" + id).set(AccountSchema.VISITS, 1).onlyIfExists().execute());
        assertTrue(accounts.get("ghost" + id).isEmpty());
        // leaving the primitive balance unset, it would create an item no read can decode: it requires the item
        ConditionFailedException unset = assertThrows(ConditionFailedException.class,
                () -> accounts.update("ghost" + id).increment(AccountSchema.VISITS, 1).execute());
        assertTrue(unset.getMessage().contains("the item does not exist, and this update cannot create it because it "
                + "leaves unset balance"), unset.getMessage());
        assertEquals(Optional.empty(), accounts.update("ghost" + id).set(AccountSchema.NOTE, "new").tryExecute());
        assertTrue(accounts.get("ghost" + id).isEmpty());
        Account upserted = accounts.update("ghost" + id).increment(AccountSchema.VISITS, 1)
                .set(AccountSchema.OWNER, "cy").set(AccountSchema.TIER, Tier.BASIC)
                .set(AccountSchema.BALANCE, 0L).execute(); // every primitive given: the created item reads back
        assertEquals(1, upserted.visits());
        assertEquals(1, upserted.version());
        assertEquals(upserted, accounts.get("ghost" + id).orElseThrow());
        assertEquals(1, accounts.byOwner("cy").stream().count());
    }

    @Test
    void atomicCountersAndWriteOnlyIfGreater() throws Exception {
        String name = "orders" + id;
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Long>> values = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                values.add(pool.submit(() -> counters.update(name).increment(CounterSchema.VALUE, 1L).execute().value()));
            }
            Set<Long> seen = new java.util.HashSet<>();
            for (Future<Long> v : values) {
                seen.add(v.get());
            }
            assertEquals(40, seen.size());
            assertEquals(40L, counters.get(name).orElseThrow().value());
        } finally {
            pool.shutdown();
        }
        String device = "dev" + id;
        for (long seq : new long[] {5, 3, 9, 9, 1}) {
            counters.update(device).set(CounterSchema.LATEST, seq).setIfAbsent(CounterSchema.VALUE, 0L)
                    .when(CounterSchema.LATEST.notExists().or(CounterSchema.LATEST.lt(seq))).tryExecute();
        }
        Counter pointer = counters.get(device).orElseThrow();
        assertEquals(9L, pointer.latest());
    }
}
