package dev.keyway.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What item-collection members share of their sort keys, which typed conditions may follow. */
class SharedSortKeyTest {

    private static ComponentModel component(String name, String type) {
        ValueType value = switch (type) {
            case "Instant" -> new ValueType.ScalarType(Scalar.INSTANT, false);
            case "int" -> new ValueType.ScalarType(Scalar.INT, true);
            case "Integer" -> new ValueType.ScalarType(Scalar.INT, false);
            case "long" -> new ValueType.ScalarType(Scalar.LONG, true);
            default -> new ValueType.ScalarType(Scalar.STRING, false);
        };
        return new ComponentModel(name, name, value);
    }

    private static Optional<String> shared(String... templates) {
        List<Optional<KeyModel>> keys = Arrays.stream(templates)
                .map(template -> Optional.of(new KeyModel("SK", TypedTemplates.parse(template, SharedSortKeyTest::component),
                        true)))
                .toList();
        return SharedSortKey.of(keys).map(key -> key.template().source());
    }

    @Test
    void membersThatDifferAfterAComponentShareItUpToTheDelimiter() {
        assertEquals(Optional.of("AT#<at>#"), shared("AT#<at:Instant>#OPENED#<by>", "AT#<at:Instant>#CLOSED"));
        assertEquals(Optional.of("EVENT#<at>#<seq>#"),
                shared("EVENT#<at:Instant>#<seq:long>#A#<x>", "EVENT#<at:Instant>#<seq:long>#B"));
    }

    @Test
    void boxedAndPrimitiveEncodeAlike() {
        assertEquals(Optional.of("N#<n>#"), shared("N#<n:int>#A", "N#<n:Integer>#B"));
    }

    @Test
    void nothingIsSharedWithoutACommonStartOrComponent() {
        assertEquals(Optional.empty(), shared("PROFILE", "ORDER#<placedAt:Instant>#<orderId>"));
        assertEquals(Optional.empty(), shared("A#<at:Instant>#X", "B#<at:Instant>#Y"), "another literal first");
        assertEquals(Optional.empty(), shared("A#<at:Instant>#X", "A#<on:Instant>#Y"), "another name");
        assertEquals(Optional.empty(), shared("A#<at:Instant>#X", "A#<at:long>#Y"), "another key type");
        assertEquals(Optional.empty(), shared("A#<at:Instant>", "A#<at:Instant>#MORE"),
                "one key ends after the component, the other goes on: no range fits both");
        assertEquals(Optional.empty(), SharedSortKey.of(List.of(Optional.empty())), "no sort key");
    }

    @Test
    void whetherMoreKeyTextFollowsTheLastSharedComponent() {
        List<Optional<KeyModel>> ending = List.of(
                Optional.of(new KeyModel("SK", TypedTemplates.parse("A#<at:Instant>", SharedSortKeyTest::component), true)),
                Optional.of(new KeyModel("SK", TypedTemplates.parse("A#<at:Instant>", SharedSortKeyTest::component), true)));
        KeyModel whole = SharedSortKey.of(ending).orElseThrow();
        assertEquals("A#<at>", whole.template().source());
        assertFalse(SharedSortKey.continuesAfterLast(whole));
        assertTrue(SharedSortKey.continuesAfterLast(SharedSortKey.of(List.of(
                Optional.of(new KeyModel("SK", TypedTemplates.parse("A#<at:Instant>#X", SharedSortKeyTest::component), true)),
                Optional.of(new KeyModel("SK", TypedTemplates.parse("A#<at:Instant>#Y", SharedSortKeyTest::component), true))))
                .orElseThrow()));
    }
}
