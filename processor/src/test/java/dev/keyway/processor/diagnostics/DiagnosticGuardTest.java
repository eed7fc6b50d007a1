package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.shopEntity;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/**
 * KW090-KW092: the guard items that hold {@code @Unique} values share the table
 * ({@code _unique#<Entity>#<component>#<value>} / {@code _unique}), so no entity's primary key may
 * be one of their keys and no access pattern without a type filter may read them; and designs
 * whose keys stay clear of them, which compile.
 */
class DiagnosticGuardTest {


    private static Src customer() {
        return shopEntity("Customer", "String id, @Unique String email",
                "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"PROFILE\")");
    }

    // ---- KW090 GUARD_KEY_COLLISION ------------------------------------------------------------

    @Test
    void kw090_aPartitionKeyShapedLikeAGuardsWithAnySortKey() {
        Src forged = shopEntity("Forged", "String a, String b, String c, String s",
                "@PartitionKey(\"_unique#<a>#<b>#<c>\")", "@SortKey(\"<s>\")");
        assertOnlyError(compile(customer(), forged),
                "[KW090] Table Shop: Forged's primary key (_unique#<a>#<b>#<c> / <s>) can be the key of a guard item "
                        + "that holds a @Unique value of Customer.email (_unique#Customer#email#<email> / _unique), e.g. "
                        + "_unique#Customer#email# / _unique: a put of Forged would overwrite the guard and free the value "
                        + "for a second item, and a delete would remove it. Make the keys differ from the guards' in a "
                        + "literal, e.g. start the partition key with a literal other than \"_unique\".",
                forged, "@PartitionKey(", "\"_unique#<a>#<b>#<c>\"");
    }

    @Test
    void kw090_theGuardsOwnKeysAsConstants() {
        Src shadow = shopEntity("Shadow", "String email",
                "@PartitionKey(\"_unique#Customer#email#<email>\")", "@SortKey(\"_unique\")");
        assertOnlyError(compile(customer(), shadow),
                "[KW090] Table Shop: Shadow's primary key (_unique#Customer#email#<email> / _unique) can be the key of a "
                        + "guard item", shadow, "@PartitionKey(", "\"_unique#Customer#email#<email>\"");
    }

    @Test
    void kw090_aRawStringPartitionKeyInATableWithoutSortKey() {
        Src user = shopEntity("User", "String id, @Unique String email", "@PartitionKey(\"USER#<id>\")");
        // A raw string may hold any character but its keys' delimiters: with '/', the guards' '#' too.
        Src raw = shopEntity("Raw", "@KeyFormat(raw = true) String key", "@PartitionKey(value = \"<key>\", delimiter = '/')");
        Compilation compilation = compile(user, raw);
        assertThat(compilation).hadErrorCount(2); // and KW042: it can be User's key too
        assertErrorAt(compilation,
                "[KW090] Table Shop: Raw's primary key (<key> / no sort key) can be the key of a guard item that holds "
                        + "a @Unique value of User.email (_unique#User#email#<email>), e.g. _unique#User#email#",
                raw, "@PartitionKey(", "\"<key>\"");

        Src hashed = shopEntity("Raw", "@KeyFormat(raw = true) String key", "@PartitionKey(\"<key>\")");
        assertThat(compile(user, hashed)).succeededWithoutWarnings(); // a raw value never holds its key's '#'
    }

    @Test
    void kw090_theUniqueEntityItself() {
        Src account = shopEntity("Account", "String a, String b, @Unique String email",
                "@PartitionKey(\"_unique#<a>#<b>\")", "@SortKey(\"<b>\")");
        // _unique#Account#email#<v> / _unique: a = "Account", b = "email" and b = "_unique" at once: impossible.
        Compilation compilation = compile(account);
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Account");

        Src other = shopEntity("Account", "String a, String b, String c, @Unique String email",
                "@PartitionKey(\"_unique#<a>#<b>#<c>\")", "@SortKey(\"_unique\")");
        assertOnlyError(compile(other), "[KW090] Table Shop: Account's primary key (_unique#<a>#<b>#<c> / _unique) can "
                + "be the key of a guard item that holds a @Unique value of Account.email", other, "@PartitionKey(");
    }

    // ---- KW091 GUARD_QUERY_OVERLAP ------------------------------------------------------------

    @Test
    void kw091_anInvertedIndexReadingTheGuardsPartition() {
        Src user = shopEntity("User", "String id, String kind, @Unique String email",
                "@PartitionKey(\"_<id>\")", "@SortKey(\"<kind>\")",
                "@Gsi(index = \"ByKind\", partitionKey = \"<kind>\", partitionKeyAttribute = \"SK\",",
                "        sortKey = \"_<id>\", sortKeyAttribute = \"PK\")",
                "@AccessPattern(name = \"byKind\", index = \"ByKind\")");
        Compilation compilation = compile(user);
        assertThat(compilation).hadErrorCount(1);
        assertErrorAt(compilation,
                "[KW091] Table Shop: access pattern 'byKind' of User (<kind>, begins_with \"_\") can also match the guard "
                        + "items that hold User.email's @Unique values (_unique#User#email#<email> / _unique), e.g. "
                        + "_unique / _unique#User#email#, so its pages would come back short or empty while more items "
                        + "follow. Give its keys a literal that the guards' keys lack (they are \"_unique...\"), or an "
                        + "access pattern on another index.",
                user, "@AccessPattern(", "\"byKind\"");
    }

    @Test
    void kw091_notWhenTheSortKeyTellsTheGuardsApart_orThePatternFiltersOnType() {
        Src user = shopEntity("User", "String id, String kind, @Unique String email",
                "@PartitionKey(\"<id>\")", "@SortKey(\"<kind>\")",
                "@Gsi(index = \"ByKind\", partitionKey = \"<kind>\", partitionKeyAttribute = \"SK\",",
                "        sortKey = \"<id>\", sortKeyAttribute = \"PK\")",
                "@AccessPattern(name = \"byKind\", index = \"ByKind\")");
        Src team = shopEntity("Team", "String id, String kind, @Unique String name",
                "@PartitionKey(\"TEAM#<id>\")", "@SortKey(\"<kind>\")",
                "@Gsi(index = \"ByKind\", partitionKey = \"<kind>\", partitionKeyAttribute = \"SK\",",
                "        sortKey = \"TEAM#<id>\", sortKeyAttribute = \"PK\")",
                "@AccessPattern(name = \"teamsByKind\", index = \"ByKind\")");
        Compilation compilation = compile(user, team);
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "User");
        assertCodeFor(compilation, "Team");
    }

    // ---- KW092 GUARD_MIXED_DELIMITERS -----------------------------------------------------------

    @Test
    void kw092_keysSplitAtAnotherDelimiterThatCannotBeProvenApart() {
        Src path = shopEntity("Path", "@KeyFormat(raw = true) String a, String b, @Unique String email",
                "@PartitionKey(value = \"<a>/<b>\", delimiter = '/')", "@SortKey(value = \"<a>\", delimiter = '/')");
        assertOnlyError(compile(path),
                "[KW092] Table Shop: Path's PK \"<a>/<b>\" (delimiter '/') and the guard items that hold Path.email's "
                        + "@Unique values (_unique#Path#email#<email>, delimiter '#') split keys at different delimiters, "
                        + "and Keyway cannot prove that they never build the same key",
                path, "@PartitionKey(", "\"<a>/<b>\"");
    }

    @Test
    void kw092_notWhenTheOtherDelimiterStillProvesThemApart() {
        Src path = shopEntity("Path", "String a, String b, @Unique String email",
                "@PartitionKey(value = \"PATH/<a>/<b>\", delimiter = '/')", "@SortKey(value = \"<a>\", delimiter = '/')");
        assertThat(compile(path)).succeededWithoutWarnings();
    }
}
