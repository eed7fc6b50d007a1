package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.GeneratedClasses;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * {@code META-INF/keyway/repositories}: every repository and item collection of the compilation,
 * which the Spring Boot starter reads instead of scanning the classpath.
 */
class RepositoryIndexTest {

    @Test
    void listsEveryRepositoryAndCollectionWithItsTableSorted() {
        Compilation compilation = GeneratedClasses.compile(
                source("t.index.Customer", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<id>")
                        @SortKey("PROFILE")
                        public record Customer(String id, String name) implements CustomerItem {}
                        """),
                source("t.index.Order", """
                        @Entity(table = "Shop")
                        @PartitionKey("CUSTOMER#<customerId>")
                        @SortKey("ORDER#<orderId>")
                        public record Order(String customerId, String orderId) implements CustomerItem {}
                        """),
                source("t.index.CustomerItem", """
                        @ItemCollection
                        public sealed interface CustomerItem permits Customer, Order {}
                        """),
                source("t.other.Odd", """
                        @Entity(table = "Odd.table-name_1")
                        @PartitionKey("ODD#<id>")
                        public record Odd(String id) {}
                        """)).compilation();
        assertEquals("""
                # Keyway repository index (generated at compile time)
                collection\tt.index.CustomerItemCollection\tShop
                repository\tt.index.CustomerRepository\tShop
                repository\tt.index.OrderRepository\tShop
                repository\tt.other.OddRepository\tOdd.table-name_1
                """, index(compilation).orElseThrow());
    }

    @Test
    void aCompilationWithoutEntitiesWritesNoIndex() {
        Compilation compilation = GeneratedClasses.compile(source("t.none.Plain", "public record Plain(String id) {}"))
                .compilation();
        assertTrue(index(compilation).isEmpty());
    }

    private static Optional<String> index(Compilation compilation) {
        Optional<JavaFileObject> file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/keyway/repositories");
        return file.map(found -> {
            try (InputStream in = found.openInputStream()) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
