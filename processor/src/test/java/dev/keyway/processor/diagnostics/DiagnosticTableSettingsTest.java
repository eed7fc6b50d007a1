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
 * KW200-KW209, {@code @TableSettings}: message, file, line and column, each rule as the DynamoDB
 * API Reference states it (the page is named on each test).
 */
class DiagnosticTableSettingsTest {

    private static Src customer(String settings) {
        return shopEntity("Customer", "String id", "@TableSettings(" + settings + ")",
                "@PartitionKey(\"CUSTOMER#<id>\")");
    }

    /** API Reference, OnDemandThroughput: "set the value of MaxReadRequestUnits as greater than or equal to 1". */
    @Test
    void kw200_maximumOnDemandThroughputBelowOne() {
        Src source = customer("maxReadRequestUnits = 0");
        assertOnlyError(compile(source), "[KW200] @TableSettings(maxReadRequestUnits = 0) on Customer: DynamoDB's "
                + "OnDemandThroughput.MaxReadRequestUnits is at least 1. Give a positive number, or leave "
                + "maxReadRequestUnits out for no maximum.", source, "@TableSettings(", "0");
    }

    /** API Reference, TableWarmThroughputDescription: ReadUnitsPerSecond "Minimum value of 1". */
    @Test
    void kw200_negativeWarmThroughput() {
        Src source = customer("warmWriteUnitsPerSecond = -5");
        assertOnlyError(compile(source), "[KW200] @TableSettings(warmWriteUnitsPerSecond = -5) on Customer: DynamoDB's "
                + "WarmThroughput.WriteUnitsPerSecond is at least 1.", source, "@TableSettings(", "-5");
    }

    /** API Reference, OnDemandThroughput: "Sets the maximum number of read and write units for the specified on-demand table". */
    @Test
    void kw201_maximumOnDemandThroughputOnAProvisionedTable() {
        Src source = shopEntity("Customer", "String id",
                "@TableSettings(billing = TableSettings.Billing.PROVISIONED, readCapacityUnits = 5,",
                "        writeCapacityUnits = 5, maxWriteRequestUnits = 100)", "@PartitionKey(\"CUSTOMER#<id>\")");
        assertOnlyError(compile(source), "[KW201] Table Shop: Customer declares maxWriteRequestUnits = 100, a maximum "
                + "on-demand throughput (OnDemandThroughput), but the table is billed PROVISIONED (declared by Customer). "
                + "DynamoDB takes a maximum only for on-demand tables: remove it, or bill the table PAY_PER_REQUEST.",
                source, "maxWriteRequestUnits = 100", "100");
    }

    /** API Reference, CreateTable, BillingMode: "PROVISIONED ... Sets the billing mode to Provisioned capacity mode". */
    @Test
    void kw202_provisionedBillingWithoutWriteCapacity() {
        Src source = customer("billing = TableSettings.Billing.PROVISIONED, readCapacityUnits = 5");
        assertOnlyError(compile(source), "[KW202] Table Shop: Customer bills the table PROVISIONED, but no entity "
                + "declares writeCapacityUnits. A provisioned table needs its ProvisionedThroughput", source,
                "@TableSettings(", ".PROVISIONED");
    }

    /** API Reference, CreateTable, ProvisionedThroughput: "If you set BillingMode as PAY_PER_REQUEST, you cannot specify this property". */
    @Test
    void kw203_capacityOnAnOnDemandTable() {
        Src source = customer("readCapacityUnits = 5, writeCapacityUnits = 5");
        Compilation compilation = compile(source);
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW203] Table Shop: Customer declares readCapacityUnits = 5, provisioned capacity, "
                + "but the table is billed on demand (PAY_PER_REQUEST), for which DynamoDB refuses a ProvisionedThroughput. "
                + "Declare billing = Billing.PROVISIONED, or remove readCapacityUnits.", source, "@TableSettings(", "5");
    }

    /** API Reference, PointInTimeRecoverySpecification: RecoveryPeriodInDays "Minimum value of 1. Maximum value of 35". */
    @Test
    void kw204_recoveryPeriodOverThirtyFiveDays() {
        Src source = customer("pointInTimeRecovery = true, recoveryPeriodInDays = 36");
        assertOnlyError(compile(source), "[KW204] @TableSettings(recoveryPeriodInDays = 36) on Customer: DynamoDB's "
                + "RecoveryPeriodInDays is 1 to 35 days. Give a number of days in that range, or leave it out for 35.",
                source, "@TableSettings(", "36");
    }

    /** API Reference, PointInTimeRecoverySpecification: the period is of enabled point-in-time recovery. */
    @Test
    void kw205_recoveryPeriodWithoutRecovery() {
        Src source = customer("recoveryPeriodInDays = 7");
        assertOnlyError(compile(source), "[KW205] Table Shop: Customer declares recoveryPeriodInDays = 7, but no entity "
                + "turns point-in-time recovery on, so the period would be lost. Add pointInTimeRecovery = true, or "
                + "remove recoveryPeriodInDays.", source, "@TableSettings(", "7");
    }

    @Test
    void kw206_policyDocumentNotFound() {
        Src source = customer("resourcePolicy = \"policies/missing.json\"");
        assertOnlyError(compile(source), "[KW206] @TableSettings(resourcePolicy = \"policies/missing.json\") on Customer: "
                + "no such resource on the class path or source path. Put the JSON document on the class path or source "
                + "path (e.g. src/main/resources/policies/missing.json)", source, "@TableSettings(", "\"policies/");
    }

    @Test
    void kw206_policyPathFromTheRoot() {
        Src source = customer("resourcePolicy = \"/policies/shop-table.json\"");
        assertOnlyError(compile(source), "[KW206] @TableSettings(resourcePolicy = \"/policies/shop-table.json\") on "
                + "Customer: the path starts with '/'.", source, "@TableSettings(", "\"/policies/");
    }

    /** API Reference, PutResourcePolicy: Policy, "An AWS resource-based policy document in JSON format". */
    @Test
    void kw207_policyDocumentNotJson() {
        Src source = customer("resourcePolicy = \"policies/not-json.json\"");
        assertOnlyError(compile(source), "[KW207] @TableSettings(resourcePolicy = \"policies/not-json.json\") on Customer "
                + "is not a JSON object: a member name (a string) expected at line 4, column 24.", source,
                "@TableSettings(", "\"policies/");
    }

    @Test
    void kw207_policyDocumentAnArray() {
        Src source = customer("resourcePolicy = \"policies/array.json\"");
        assertOnlyError(compile(source), "[KW207] @TableSettings(resourcePolicy = \"policies/array.json\") on Customer "
                + "is not a JSON object: the document is a JSON array, not an object", source, "@TableSettings(",
                "\"policies/");
    }

    /** API Reference, PutResourcePolicy: "The maximum size supported for a resource-based policy document is 20 KB". */
    @Test
    void kw208_policyDocumentOverTwentyKilobytes() {
        Src source = customer("resourcePolicy = \"policies/too-large.json\"");
        assertOnlyError(compile(source), "[KW208] @TableSettings(resourcePolicy = \"policies/too-large.json\") on Customer "
                + "is 40451 bytes, and DynamoDB takes a resource-based policy of at most 20 KB (20,480 bytes, whitespace "
                + "counted).", source, "@TableSettings(", "\"policies/");
    }

    @Test
    void kw209_twoEntitiesDisagreeOnASetting() {
        Src alpha = shopEntity("Alpha", "String id", "@TableSettings(deletionProtection = true)", "@PartitionKey(\"ALPHA#<id>\")");
        Src beta = shopEntity("Beta", "String id", "@TableSettings(deletionProtection = false, tableClass = "
                + "TableSettings.TableClass.STANDARD)", "@PartitionKey(\"BETA#<id>\")");
        Compilation compilation = compile(alpha, beta);
        assertOnlyError(compilation, "[KW209] Table Shop: Beta declares @TableSettings(deletionProtection = false) but Alpha "
                + "declares true. A table has one value for each setting: declare the same value, or declare it on one "
                + "entity only (the others leave deletionProtection out).", beta, "@TableSettings(", "false");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void settingsDeclaredOnceOrAlikeServeTheWholeTable() {
        Compilation compilation = compile(
                shopEntity("Alpha", "String id", "@TableSettings(deletionProtection = true, pointInTimeRecovery = true)",
                        "@PartitionKey(\"ALPHA#<id>\")"),
                shopEntity("Beta", "String id", "@TableSettings(deletionProtection = true, recoveryPeriodInDays = 7,\n"
                        + "        resourcePolicy = \"policies/shop-table.json\")", "@PartitionKey(\"BETA#<id>\")"),
                shopEntity("Gamma", "String id", "@PartitionKey(\"GAMMA#<id>\")"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void kw006_tableSettingsWithoutEntity() {
        Src source = Src.of("test.Loose", "package test;", "", "import dev.keyway.annotations.*;", "",
                "@TableSettings(deletionProtection = true)", "public record Loose(String id) {", "}");
        Compilation compilation = compile(source);
        assertThat(compilation).failed();
        assertErrorAt(compilation, "[KW006] @TableSettings on Loose has no effect without @Entity.", source,
                "@TableSettings(");
    }

    /**
     * Developer Guide, vector search, "Requirements and limitations": vector indexes are created on
     * on-demand tables only.
     */
    @Test
    void kw210_aVectorIndexOnAProvisionedTable() {
        Src source = Src.of("test.Recipe", "package test;", "import dev.keyway.annotations.*;", "import java.util.*;",
                "@Entity(table = \"Shop\")",
                "@TableSettings(billing = TableSettings.Billing.PROVISIONED, readCapacityUnits = 5, writeCapacityUnits = 5)",
                "@PartitionKey(\"RECIPE#<id>\")",
                "@VectorIndex(index = \"Embeddings\", component = \"embedding\", dimensions = 3)",
                "public record Recipe(String id, List<Float> embedding) {", "}");
        assertOnlyError(compile(source), "[KW210] Table Shop: Recipe bills the table PROVISIONED, but Recipe declares "
                + "vector index \"Embeddings\". DynamoDB creates vector indexes on on-demand tables only", source,
                "@TableSettings(", ".PROVISIONED");
    }
}
