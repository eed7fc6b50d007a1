package dev.keyway.processor.generated;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.key.Key;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Generated {@code XKeys.primaryKey} returns a {@code Key<X>}: every place that takes a key takes
 * only its own entity's, so an {@code Order}'s key where a {@code Customer}'s is expected does not
 * compile (a repository's {@code getAll}, a transaction, a batch).
 */
class GeneratedTypedKeysTest {

    private static final String CUSTOMER = """
            @Entity(table = "Shop")
            @PartitionKey("CUSTOMER#<customerId>")
            @SortKey("PROFILE")
            public record Customer(String customerId, String name) {}
            """;
    private static final String ORDER = """
            @Entity(table = "Shop")
            @PartitionKey("CUSTOMER#<customerId>")
            @SortKey("ORDER#<orderId>")
            public record Order(String customerId, String orderId) {}
            """;

    /** Uses of keys; {@code %s} is the key given to the customers' repository. */
    private static final String USE = """
            import dev.keyway.runtime.batch.ReadBatch;
            import dev.keyway.runtime.batch.WriteBatch;
            import dev.keyway.runtime.key.Key;
            import dev.keyway.runtime.transaction.ReadTransaction;
            import dev.keyway.runtime.transaction.WriteTransaction;
            import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

            public class Use {
                static void use(DynamoDbClient client, CustomerRepository customers) {
                    Key<Customer> own = CustomerKeys.primaryKey("c1");
                    customers.get(own);
                    customers.delete(own);
                    customers.getAll(List.of(own)).unprocessedKeys().forEach(customers::delete);
                    customers.getAll(List.of(%1$s)); // REPOSITORY
                    ReadTransaction.on(client).get(customers, %1$s); // TRANSACTION
                    WriteBatch.on(client).delete(customers, %1$s); // BATCH
                    ReadBatch.on(client).get(customers, own);
                    WriteTransaction.on(client).delete(customers, own);
                }
            }
            """;

    @Test
    void theEntitysOwnKeyCompilesEverywhere() {
        Compilation compilation = GeneratedClasses.compileOnly(source("t.Customer", CUSTOMER), source("t.Order", ORDER),
                source("t.Use", USE.formatted("CustomerKeys.primaryKey(\"c2\")")));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void anotherEntitysKeyDoesNotCompileInARepositoryATransactionOrABatch() {
        JavaFileObject use = source("t.Use", USE.formatted("OrderKeys.primaryKey(\"c1\", \"o1\")"));
        Compilation compilation = GeneratedClasses.compileOnly(source("t.Customer", CUSTOMER), source("t.Order", ORDER),
                use);
        assertThat(compilation).failed();
        List<Diagnostic<? extends JavaFileObject>> errors = compilation.errors();
        assertEquals(3, errors.size(), errors.toString());
        for (String line : List.of("REPOSITORY", "TRANSACTION", "BATCH")) {
            long at = lineOf(use, "// " + line);
            assertTrue(errors.stream().anyMatch(error -> error.getLineNumber() == at
                            && error.getMessage(null).contains("t.Order") && error.getMessage(null).contains("Key")),
                    line + ": no type error naming Key<t.Order> on line " + at + ": " + errors);
        }
    }

    @Test
    void keysAreValuesOfTheirEntityAndAttributes() {
        GeneratedClasses classes = GeneratedClasses.compile(source("t.Customer", CUSTOMER), source("t.Order", ORDER));
        Key<?> key = (Key<?>) classes.call("t.CustomerKeys", "primaryKey", "c1");
        assertEquals(key, classes.call("t.CustomerKeys", "primaryKey", "c1"));
        assertEquals(key.hashCode(), classes.call("t.CustomerKeys", "primaryKey", "c1").hashCode());
        assertNotEquals(key, classes.call("t.CustomerKeys", "primaryKey", "c2"));
        assertEquals("Customer", key.entityType());
        assertEquals(Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"), "SK", AttributeValue.fromS("PROFILE")),
                key.attributes());
        assertEquals("Customer PK=CUSTOMER#c1, SK=PROFILE", key.toString());
        Key<?> order = (Key<?>) classes.call("t.OrderKeys", "primaryKey", "c1", "PROFILE");
        assertEquals(Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"), "SK", AttributeValue.fromS("ORDER#PROFILE")),
                order.attributes());
        assertNotEquals(key, order);
    }

    /** The 1-based line of the source that holds {@code marker}. */
    private static long lineOf(JavaFileObject source, String marker) {
        try {
            String[] lines = source.getCharContent(true).toString().split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].contains(marker)) {
                    return i + 1;
                }
            }
            throw new AssertionError("no line holds " + marker);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
