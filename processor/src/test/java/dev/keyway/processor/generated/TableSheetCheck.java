package dev.keyway.processor.generated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Reads a generated {@code <Table>Table.html} with an HTML parser, as a person reads the page:
 * it is self-contained (no script, no resource from elsewhere, a print style), every entity has
 * its card with its repository's methods, every index and query its section, every row names
 * its entity in words, each index shows exactly the table's items that have its keys, and in
 * each query's rows the marks are what its key condition, evaluated on the rows, says: returned
 * when the partition key is a queried one, the sort key begins with the prefix and the type
 * passes the filter; filtered out when only the filter drops it; not read otherwise.
 */
public final class TableSheetCheck {

    /** A query section of the page. */
    public record Query(String entity, String record, String owner, String method, String index,
                        Map<String, String> arguments, List<String> partitions, List<Row> rows) {
    }

    /** A row of a table on the page: its entity, mark ({@code read}, {@code filtered}, {@code skipped} or empty), cells. */
    public record Row(String entity, String mark, Map<String, String> cells) {
    }

    private final Document page;

    private TableSheetCheck(String html) {
        this.page = Jsoup.parse(html);
    }

    /**
     * Checks the page; {@code patterns} are the access patterns it must show, as
     * {@code EntityType.method}; returns its queries (access patterns and item collections).
     */
    public static List<Query> check(String html, Set<String> entityTypes, Set<String> indexes, Set<String> patterns) {
        return new TableSheetCheck(html).check(entityTypes, indexes, patterns);
    }

    private List<Query> check(Set<String> entityTypes, Set<String> indexes, Set<String> patterns) {
        assertTrue(page.select("script, link, img, iframe, object, embed, [src]").isEmpty(), "the page loads nothing");
        for (Element link : page.select("a[href]")) {
            String target = link.attr("href");
            assertTrue(target.startsWith("#") && page.getElementById(target.substring(1)) != null,
                    () -> "a link to " + target + " within the page");
        }
        String style = page.select("style").html();
        assertFalse(style.contains("url(") || style.contains("@import"), "the style sheet loads nothing");
        assertTrue(style.contains("@media print"), "a print style");

        Set<String> cards = new LinkedHashSet<>(page.select("article.card").eachAttr("data-entity"));
        assertEquals(entityTypes, cards, "an entity card per entity");
        for (Element card : page.select("article.card")) {
            assertEquals(card.attr("data-entity"), card.selectFirst(".badge").text(), "the card names its entity");
            assertTrue(card.text().contains("Repository"), () -> "the card names the repository: " + card.text());
        }
        Set<String> indexSections = new LinkedHashSet<>(page.select("section[data-index]:not(.query)").eachAttr("data-index"));
        assertEquals(indexes, indexSections, "a section per index");
        List<Row> table = rows(page.getElementById("table"));
        assertFalse(table.isEmpty(), "the table shows items");
        for (Element row : page.select("tr[data-entity]")) {
            assertEquals(row.attr("data-entity"), row.selectFirst("td[data-attribute] .badge").text(), "rows name their entity");
            assertTrue(row.className().matches("e\\d+.*"), () -> "rows have their entity's colour: " + row.className());
        }
        for (Element section : page.select("section[data-index]:not(.query)")) {
            checkIndex(section, table);
        }
        List<Query> queries = new ArrayList<>();
        Set<String> shown = new LinkedHashSet<>();
        for (Element section : page.select("section.query")) {
            Query query = checkQuery(section, table);
            queries.add(query);
            if (!query.owner().endsWith("Collection")) {
                shown.add(query.entity() + "." + query.method());
                Element card = page.selectFirst("article.card[data-entity=" + quote(query.entity()) + "]");
                assertNotNull(card.selectFirst("a[href=" + quote("#" + section.id()) + "]"), "the entity's card links to its access pattern");
            }
        }
        assertEquals(patterns, shown, "a section per access pattern");
        return queries;
    }

    /** An index shows exactly the items that have its keys. */
    private void checkIndex(Element section, List<Row> table) {
        List<String> keys = section.select("thead th[data-role=key]").eachText();
        Set<String> expected = new LinkedHashSet<>();
        for (Row row : table) {
            if (keys.stream().allMatch(key -> !row.cells().getOrDefault(key, "").isEmpty())) {
                expected.add(identity(row));
            }
        }
        Set<String> actual = new LinkedHashSet<>();
        rows(section).forEach(row -> actual.add(identity(row)));
        assertEquals(expected, actual, "index " + section.attr("data-index") + " holds the items with its keys " + keys);
    }

    private Query checkQuery(Element section, List<Row> table) {
        String partitionAttribute = section.attr("data-partition-attribute");
        String sortAttribute = section.attr("data-sort-attribute");
        List<String> partitions = section.select(".partition").eachText();
        Set<String> types = new LinkedHashSet<>(section.select(".type").eachText());
        Element prefixElement = section.selectFirst(".prefix");
        String prefix = prefixElement == null ? "" : prefixElement.wholeText();
        List<Row> rows = rows(section);
        String name = section.attr("data-owner") + "." + section.attr("data-method");
        // A multi-attribute key's partition is a value per attribute; a key of text's is one of the listed texts.
        Map<String, String> partitionValues = new LinkedHashMap<>();
        section.select(".partition[data-attribute]").forEach(value -> partitionValues.put(value.attr("data-attribute"), value.wholeText()));
        java.util.function.Predicate<Row> inPartitions = partitionValues.isEmpty()
                ? row -> partitions.contains(row.cells().get(partitionAttribute))
                : row -> partitionValues.entrySet().stream().allMatch(key -> key.getValue().equals(row.cells().get(key.getKey())));
        int returned = 0;
        for (Row row : rows) {
            assertTrue(inPartitions.test(row), () -> name + " shows a row of another partition: " + row);
            boolean read = sortAttribute.isEmpty() || row.cells().getOrDefault(sortAttribute, "").startsWith(prefix);
            String expected = !read ? "skipped" : types.isEmpty() || types.contains(row.entity()) ? "read" : "filtered";
            assertEquals(expected, row.mark(), () -> name + ": the key condition " + partitionAttribute + " in " + partitions
                    + ", begins_with(" + sortAttribute + ", '" + prefix + "'), types " + types + " on " + row);
            returned += expected.equals("read") ? 1 : 0;
        }
        // Every item of the queried partitions that is in the index is shown.
        String index = section.attr("data-index");
        List<Row> view = index.isEmpty() ? table
                : rows(page.selectFirst("section[data-index=" + quote(index) + "]:not(.query)"));
        Set<String> expected = new LinkedHashSet<>();
        view.stream().filter(inPartitions).forEach(row -> expected.add(identity(row)));
        Set<String> actual = new LinkedHashSet<>();
        rows.forEach(row -> actual.add(identity(row)));
        assertEquals(expected, actual, name + " shows every item of its partitions in the index");
        String count = returned + (returned == 1 ? " item" : " items");
        assertTrue(section.select(".condition dd").eachText().contains(count), () -> name + " says it returns " + count);
        Map<String, String> arguments = new LinkedHashMap<>();
        for (Element argument : section.select(".argument")) {
            arguments.put(argument.attr("data-name"), argument.attr("data-value"));
        }
        return new Query(section.attr("data-entity"), section.attr("data-record"), section.attr("data-owner"),
                section.attr("data-method"), index, arguments, partitions, rows);
    }

    private static List<Row> rows(Element section) {
        List<Row> rows = new ArrayList<>();
        for (Element row : section.select("tr[data-entity]")) {
            Map<String, String> cells = new LinkedHashMap<>();
            for (Element cell : row.select("td[data-attribute]")) {
                cells.put(cell.attr("data-attribute"), cell.wholeText());
            }
            String mark = "";
            for (String candidate : List.of("read", "filtered", "skipped")) {
                if (row.hasClass(candidate)) {
                    mark = candidate;
                }
            }
            rows.add(new Row(row.attr("data-entity"), mark, cells));
        }
        return rows;
    }

    /** An item by its primary key, which is unique in the table. */
    private String identity(Row row) {
        List<String> keys = page.select("#table thead th[data-role=key]").eachText();
        return row.cells().get(keys.get(0)) + " / " + (keys.size() > 1 ? row.cells().get(keys.get(1)) : "");
    }

    private static String quote(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
