package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Reading the processor's index. */
class RepositoryIndexTest {

    @Test
    void theTestClassesIndexListsTheGeneratedClasses() {
        assertThat(RepositoryIndex.load(getClass().getClassLoader())).containsExactly(
                new RepositoryIndex.Entry(RepositoryIndex.Kind.COLLECTION, "dev.keyway.spring.shop.CustomerItemCollection", "Shop"),
                new RepositoryIndex.Entry(RepositoryIndex.Kind.REPOSITORY, "dev.keyway.spring.shop.AuditRepository", "Audit"),
                new RepositoryIndex.Entry(RepositoryIndex.Kind.REPOSITORY, "dev.keyway.spring.shop.CustomerRepository", "Shop"),
                new RepositoryIndex.Entry(RepositoryIndex.Kind.REPOSITORY, "dev.keyway.spring.shop.OrderRepository", "Shop"));
    }

    @Test
    void tableNamesAreUnescaped() {
        assertThat(RepositoryIndex.parse("repository\ta.BRepository\tOdd\\ttable\\\\name", "x").table())
                .isEqualTo("Odd\ttable\\name");
    }

    @Test
    void aLineOfAnotherFormatOrKindIsRefusedWithWhereItIs() {
        assertThatThrownBy(() -> RepositoryIndex.parse("repository a.B", "index:3"))
                .hasMessageContaining("index:3: not a Keyway repository index line");
        assertThatThrownBy(() -> RepositoryIndex.parse("projection\ta.B\tShop", "index:4"))
                .hasMessageContaining("unknown kind 'projection'").hasMessageContaining("newer Keyway processor");
        assertThatThrownBy(() -> RepositoryIndex.parse("repository\ta.B\tbad\\x", "index:5"))
                .hasMessageContaining("bad escape");
    }
}
