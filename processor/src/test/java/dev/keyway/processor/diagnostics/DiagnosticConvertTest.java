package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/** KW029: a @Convert converter must fit its component exactly and be instantiable. */
class DiagnosticConvertTest {

    private static Src invoice(String component, String converter) {
        return Src.of("test.Invoice",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import dev.keyway.runtime.schema.AttributeConverter;",
                "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
                "",
                "@Entity(table = \"Billing\")",
                "@PartitionKey(\"INVOICE#<id>\")",
                "@SortKey(\"INVOICE\")",
                "public record Invoice(String id,",
                "                      " + component + ") {",
                "    public record Money(String text) {}",
                "    public record Other(String text) {}",
                converter,
                "}");
    }

    private static final String MONEY_CONVERTER = "    public static final class MoneyConverter implements AttributeConverter<Money> {"
            + " public AttributeValue toAttribute(Money m) { return AttributeValue.fromS(m.text()); }"
            + " public Money fromAttribute(AttributeValue v) { return new Money(v.s()); } }";

    @Test
    void aFittingConverterCompiles() {
        assertThat(compile(invoice("@Convert(MoneyConverter.class) Money total", MONEY_CONVERTER))).succeededWithoutWarnings();
    }

    @Test
    void kw029_aConverterOfAnotherType() {
        Src source = invoice("@Convert(MoneyConverter.class) Other total", MONEY_CONVERTER);
        assertOnlyError(compile(source), "[KW029] @Convert(MoneyConverter.class) on component 'total': the converter "
                + "converts Invoice.Money.", source, "@Convert(MoneyConverter.class) Other total");
    }

    @Test
    void kw029_aConverterWithoutAPublicConstructor() {
        Src source = invoice("@Convert(MoneyConverter.class) Money total", MONEY_CONVERTER.replace(
                "AttributeConverter<Money> {", "AttributeConverter<Money> { private MoneyConverter() {}"));
        assertOnlyError(compile(source), "[KW029] @Convert(MoneyConverter.class) on component 'total': the converter has "
                + "no public constructor without parameters.", source, "@Convert(MoneyConverter.class) Money total");
    }

    @Test
    void kw029_aClassThatIsNoConverter() {
        Src source = invoice("@Convert(String.class) Money total", "");
        assertOnlyError(compile(source), "[KW029] @Convert(String.class) on component 'total': the converter does not "
                + "implement dev.keyway.runtime.schema.AttributeConverter.", source, "@Convert(String.class) Money total");
    }
}
