package dev.keyway.processor.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.TypedTemplates;
import dev.keyway.processor.model.ValueType;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Placeholders of other template syntaxes in a key template's literal text, without javac. */
class LookalikePlaceholdersTest {

    private static List<LookalikePlaceholders.Lookalike> in(String template) {
        KeyTemplate parsed = TypedTemplates.parse(template,
                (name, type) -> new ComponentModel(name, name, new ValueType.ScalarType(Scalar.STRING, false)));
        return LookalikePlaceholders.in(parsed, Set.of("id", "tenant"));
    }

    private static LookalikePlaceholders.Lookalike id(String fragment) {
        return new LookalikePlaceholders.Lookalike(fragment, "id");
    }

    @Test
    void theSyntaxesOfOtherTemplateLanguages() {
        assertEquals(List.of(id("{id}")), in("USER#{id}"));
        assertEquals(List.of(id("${id}")), in("USER#${id}"));
        assertEquals(List.of(id("{{id}}")), in("USER#{{id}}"));
        assertEquals(List.of(id(":id")), in("USER#:id"));
        assertEquals(List.of(id("$id")), in("USER#$id#X"));
        assertEquals(List.of(id("{ id }")), in("USER#{ id }"));
    }

    @Test
    void onlyNamesOfComponentsCount() {
        assertEquals(List.of(), in("USER#{all}"));
        assertEquals(List.of(), in("USER#:idle"));
        assertEquals(List.of(), in("USER#<id>"));
        assertEquals(List.of(), in("A$B#<tenant>"));
    }

    @Test
    void theTemplateAsMeant() {
        List<LookalikePlaceholders.Lookalike> found = in("T#{tenant}#U#${id}");
        assertEquals("T#<tenant>#U#<id>", LookalikePlaceholders.corrected("T#{tenant}#U#${id}", found));
    }
}
