package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.adopt.signup.Account;
import dev.keyway.it.adopt.signup.AccountRepository;
import dev.keyway.it.adopt.signup.SignUpsChange;
import dev.keyway.it.adopt.signup.SignUpsTable;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.testing.TableStreams;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference.Kind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Hand-rolled sign-up code wrote accounts without a type attribute and, through a bug, two accounts with one
 * e-mail; the design declares the e-mail {@code @Unique}. The live-table check, the adoption (which claims each
 * e-mail) and the table's KEYS_ONLY stream, as the README describes them.
 */
class LegacySignUpAdoptionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static void legacyPut(DynamoDbClient client, String pk, String sk, String email, String name) {
        java.util.HashMap<String, AttributeValue> item = new java.util.HashMap<>(Map.of("PK", AttributeValue.fromS(pk),
                "SK", AttributeValue.fromS(sk), "email", AttributeValue.fromS(email), "name", AttributeValue.fromS(name)));
        if (!name.startsWith("key only")) {
            item.put("userId", AttributeValue.fromS(pk.substring("USER#".length())));
        }
        client.putItem(request -> request.tableName("SignUps").item(item));
    }

    @Test
    void untypedAccountsAreAdoptedAndTheirEmailsClaimed(DynamoDbClient client, TableStreams streams) {
        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        List<SignUpsChange> changes = Collections.synchronizedList(new ArrayList<>());
        streams.follow(SignUpsChange.DECODER, changes::add);
        legacyPut(client, "USER#u-1", "PROFILE", "ada@example.com", "Ada");
        legacyPut(client, "USER#u-2", "PROFILE", "grace@example.com", "Grace");
        legacyPut(client, "USER#u-3", "PROFILE", "ada@example.com", "Ada again");     // the bug: a taken e-mail
        legacyPut(client, "USER#u-1", "LOGIN#2024-05-01", "ada@example.com", "-");     // no entity's keys
        legacyPut(client, "USER#u-5", "PROFILE", "linus@example.com", "key only");      // its id only in its key

        TableCheck check = TableCheck.of(SignUpsTable.DEFINITION, SignUpsTable.schemas());
        TableCheckReport before = check.run(client, "SignUps");
        // The item whose id lives only in its key is undecodable, not "missing its type": adoption cannot fix it.
        assertEquals(3, before.count(Kind.MISSING_TYPE), before.toText());
        assertEquals(1, before.count(Kind.UNDECODABLE), before.toText());
        assertTrue(before.differences(Kind.UNDECODABLE).get(0).detail().contains("attribute 'userId': the attribute is missing"),
                before.toText());
        assertEquals(1, before.count(Kind.UNMATCHED_KEYS), before.toText());
        assertTrue(before.differences(Kind.MISSING_TYPE).get(0).fix().contains("backfill().adoptUntyped()"), before.toText());
        assertEquals(Optional.empty(), accounts.get("u-1"), "reads leave untyped items out");

        BackfillReport report = accounts.backfill().adoptUntyped().run();
        assertEquals(2, report.adopted(), report + " " + report.failures().stream().map(f -> f.key() + ": " + f.reason() + " " + f.cause()).toList());
        assertEquals(2, report.failed(), "the second account with a taken e-mail, the one without userId: " + report);
        List<String> failures = report.failures().stream().map(failure -> failure.key() + ": " + failure.reason())
                .sorted().toList();
        assertTrue(failures.get(0).contains("'ada@example.com' is already taken"), failures.get(0));
        String loser = failures.get(0).startsWith("PK=USER#u-1,") ? "u-1" : "u-3";    // the scan's order decides
        String winner = loser.equals("u-1") ? "u-3" : "u-1";
        assertTrue(failures.get(1).startsWith("PK=USER#u-5, SK=PROFILE") && failures.get(1).contains("userId"),
                failures.get(1));
        assertEquals(1, report.unmatched());
        assertEquals(List.of("PK=USER#u-1, SK=LOGIN#2024-05-01"), report.unmatchedKeys());

        assertEquals("ada@example.com", accounts.get(winner).orElseThrow().email());
        assertEquals(Optional.empty(), accounts.get(loser), "left untyped, for a person to resolve");
        assertEquals("Grace", accounts.get("u-2").orElseThrow().name());
        UniqueConstraintException taken = assertThrows(UniqueConstraintException.class,
                () -> accounts.put(new Account("u-4", "grace@example.com", "Grace's twin")));
        assertEquals("grace@example.com", taken.value());

        TableCheckReport after = check.run(client, "SignUps");
        assertEquals(1, after.count(Kind.MISSING_TYPE), after.toText());
        assertEquals(List.of(new TableCheckReport.EntityCount("Account", 4, 2)), after.entities(), after.toText());

        streams.awaitCaughtUp();
        List<String> seen = changes.stream().map(change -> change.accept(new SignUpsChange.Visitor<String>() {
            @Override
            public String onAccount(Change<Account> account) {
                assertEquals(Optional.empty(), account.latest(), "a keys-only stream records no image");
                return "account " + account.kind() + " " + account.keys().get("PK").s();
            }

            @Override
            public String onGuardItem(ChangeEvent event) {
                return "guard " + event.kind();
            }

            @Override
            public String onUnrecognized(ChangeEvent event) {
                return "other " + event.kind() + " " + event.keys().get("SK").s();
            }

            @Override
            public String onUndecodable(SignUpsChange.Undecodable undecodable) {
                throw undecodable.error();
            }
        })).toList();
        // The stream's order across items is its shards': compare the changes sorted.
        assertEquals(List.of("account INSERT USER#u-1", "account INSERT USER#u-2", "account INSERT USER#u-3",
                "account INSERT USER#u-5", "account MODIFY USER#" + winner, "account MODIFY USER#u-2", "guard INSERT",
                "guard INSERT", "other INSERT LOGIN#2024-05-01").stream().sorted().toList(), seen.stream().sorted().toList(), String.join("\n", seen));
    }
}
