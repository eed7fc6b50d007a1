package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** Scan: paging, Limit, filters, parallel scan (API Reference, Scan; Developer Guide, "Scanning tables"). */
class ScanConformanceTest extends ConformanceSupport {

    private void fill(int count) {
        createCompositeTable("Scanned");
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(item("pk", "p" + (i % 7), "sk", "s" + i, "i", i));
        }
        putAll("Scanned", items);
    }

    private List<String> scanAll(Consumer<ScanRequest.Builder> more) {
        List<String> seen = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        for (int pages = 0; pages < 200; pages++) {
            Map<String, AttributeValue> from = start;
            ScanResponse page = ddb.scan(b -> {
                b.tableName("Scanned").exclusiveStartKey(from);
                more.accept(b);
            });
            page.items().forEach(found -> seen.add(found.get("sk").s()));
            if (page.lastEvaluatedKey().isEmpty()) {
                return seen;
            }
            start = page.lastEvaluatedKey();
        }
        throw new AssertionError("scan did not end");
    }

    @Test
    @DisplayName("API Reference, Scan: \"returns one or more items and item attributes by accessing every item in a table\"")
    void scanReturnsEveryItem() {
        fill(20);
        ScanResponse all = ddb.scan(b -> b.tableName("Scanned"));
        assertEquals(20, all.count());
        assertEquals(20, all.scannedCount());
        assertEquals(20, new HashSet<>(scanAll(b -> b.limit(3))).size(), "paging with Limit 3 sees every item once");
        assertEquals(20, scanAll(b -> b.limit(3)).size());
    }

    @Test
    @DisplayName("API Reference, Scan: Limit is counted before the FilterExpression")
    void limitBeforeFilter() {
        fill(20);
        ScanResponse page = ddb.scan(b -> b.tableName("Scanned").limit(5).filterExpression("i > :big")
                .expressionAttributeValues(item(":big", 100)));
        assertEquals(0, page.count());
        assertEquals(5, page.scannedCount());
        assertFalse(page.lastEvaluatedKey().isEmpty());
    }

    @Test
    @DisplayName("API Reference, Scan: Select COUNT returns Count without items")
    void selectCount() {
        fill(6);
        ScanResponse count = ddb.scan(b -> b.tableName("Scanned").select(Select.COUNT).filterExpression("i < :three")
                .expressionAttributeValues(item(":three", 3)));
        assertEquals(3, count.count());
        assertEquals(6, count.scannedCount());
        assertTrue(count.items().isEmpty());
    }

    @Test
    @DisplayName("API Reference, Scan Select: SPECIFIC_ATTRIBUTES needs a ProjectionExpression")
    void specificAttributesNeedsProjection() {
        fill(2);
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").select(Select.SPECIFIC_ATTRIBUTES)),
                "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
        ScanResponse projected = ddb.scan(b -> b.tableName("Scanned").projectionExpression("i"));
        projected.items().forEach(found -> assertEquals(Set.of("i"), found.keySet()));
    }

    @Test
    @DisplayName("API Reference, Scan: \"up to 1 MB of data\" per page, then LastEvaluatedKey")
    void oneMegabytePage() {
        createCompositeTable("Scanned");
        String big = repeat('x', 350 * 1024);
        for (int i = 0; i < 4; i++) {
            put("Scanned", item("pk", "p" + i, "sk", "s" + i, "data", big));
        }
        ScanResponse first = ddb.scan(b -> b.tableName("Scanned"));
        assertTrue(first.count() >= 2 && first.count() <= 3, "1 MB holds 2 or 3 items of 350 KB: " + first.count());
        assertFalse(first.lastEvaluatedKey().isEmpty());
        assertEquals(4, scanAll(b -> { }).size());
    }

    @Test
    @DisplayName("Developer Guide, parallel scan: each segment returns a disjoint part; together every item exactly once")
    void parallelScan() {
        fill(60);
        List<String> union = new ArrayList<>();
        int nonEmptySegments = 0;
        for (int segment = 0; segment < 4; segment++) {
            int current = segment;
            List<String> part = scanAll(b -> b.segment(current).totalSegments(4).limit(10));
            nonEmptySegments += part.isEmpty() ? 0 : 1;
            union.addAll(part);
        }
        assertEquals(60, union.size(), "no item in two segments");
        assertEquals(60, new HashSet<>(union).size(), "every item in one segment");
        assertTrue(nonEmptySegments > 1, "the items are spread over the segments");
    }

    @Test
    @DisplayName("API Reference, Scan: Segment and TotalSegments go together")
    void segmentNeedsTotalSegments() {
        fill(1);
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").totalSegments(4)),
                "The Segment parameter is required but was not present in the request when parameter TotalSegments is present");
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").segment(0)),
                "The TotalSegments parameter is required but was not present in the request when Segment parameter is present");
    }

    @Test
    @DisplayName("API Reference, Scan: Segment \"must be less than the value provided for TotalSegments\"; TotalSegments 1..1000000")
    void segmentRange() {
        fill(1);
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").segment(4).totalSegments(4)),
                "The Segment parameter is zero-based and must be less than parameter TotalSegments: Segment: 4 is not less than TotalSegments: 4");
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").segment(-1).totalSegments(4)));
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").segment(0).totalSegments(0)));
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").segment(0).totalSegments(1_000_001)),
                "less than or equal to 1000000");
        assertEquals(1, ddb.scan(b -> b.tableName("Scanned").segment(0).totalSegments(1)).count());
        ddb.scan(b -> b.tableName("Scanned").segment(999_999).totalSegments(1_000_000));
    }

    @Test
    @DisplayName("API Reference, Scan: an ExclusiveStartKey that is not a key of the table is refused")
    void invalidStartKey() {
        fill(3);
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").exclusiveStartKey(item("pk", "p0"))),
                "The provided starting key is invalid");
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").exclusiveStartKey(item("pk", "p0", "sk", "s0", "x", "y"))),
                "The provided starting key is invalid");
    }

    @Test
    @DisplayName("API Reference, Scan: Limit \"Minimum value of 1\"")
    void limitZeroRefused() {
        fill(1);
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").limit(0)), "greater than or equal to 1");
    }

    @Test
    @DisplayName("API Reference, Scan: an unknown IndexName is refused")
    void unknownIndex() {
        fill(1);
        assertValidation(() -> ddb.scan(b -> b.tableName("Scanned").indexName("nope")), "The table does not have the specified index");
    }

    @Test
    @DisplayName("API Reference, Scan: ConsistentRead true on the table reads every item")
    void consistentScan() {
        fill(5);
        assertEquals(5, ddb.scan(b -> b.tableName("Scanned").consistentRead(true)).count());
    }
}
