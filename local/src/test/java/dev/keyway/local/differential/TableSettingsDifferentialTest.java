package dev.keyway.local.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Table settings (issue #26 §4) against moto 5.2.1, where moto has them: deletion protection
 * (CreateTable, DeleteTable refused, UpdateTable), warm throughput as asked for, point-in-time
 * recovery (UpdateContinuousBackups, DescribeContinuousBackups) and resource policies
 * (PutResourcePolicy, GetResourcePolicy, DeleteResourcePolicy). moto 5.2.1 has no OnDemandThroughput,
 * TableClass or CreateTable ResourcePolicy (DIFFERENTIAL.md): those are held to the API Reference by
 * the conformance tests only. Each step's observable outcome, the same on both sides.
 */
class TableSettingsDifferentialTest {

    private static final String POLICY = "{\"Version\":\"2012-10-17\",\"Statement\":[{\"Effect\":\"Allow\","
            + "\"Principal\":{\"AWS\":\"arn:aws:iam::123456789012:root\"},\"Action\":\"dynamodb:GetItem\",\"Resource\":\"*\"}]}";

    @Test
    void tableSettingsAgreeWithMoto() {
        String python = System.getProperty("keyway.differential.python", "python3");
        try (Backend keyway = Backend.keywayLocal();
             Backend moto = Backend.moto(python, Path.of("target", "differential", "moto-settings.log"))) {
            assertEquals(outcomes(moto.client()), outcomes(keyway.client()));
        }
    }

    /** What each step answered, as text both sides can be compared on. */
    private static List<String> outcomes(DynamoDbClient client) {
        List<String> outcomes = new ArrayList<>();
        step(outcomes, "create", () -> {
            client.createTable(b -> b.tableName("Guarded").billingMode(BillingMode.PAY_PER_REQUEST)
                    .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                    .attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                            .attributeType(ScalarAttributeType.S).build())
                    .deletionProtectionEnabled(true).warmThroughput(w -> w.readUnitsPerSecond(15_000L)));
            var table = client.describeTable(b -> b.tableName("Guarded")).table();
            return "protected " + table.deletionProtectionEnabled() + ", warm reads " + table.warmThroughput().readUnitsPerSecond();
        });
        step(outcomes, "delete while protected", () -> {
            client.deleteTable(b -> b.tableName("Guarded"));
            return "deleted";
        });
        step(outcomes, "recovery at creation", () -> {
            var backups = client.describeContinuousBackups(b -> b.tableName("Guarded")).continuousBackupsDescription();
            return backups.continuousBackupsStatusAsString() + " / "
                    + backups.pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString();
        });
        step(outcomes, "recovery on", () -> client.updateContinuousBackups(b -> b.tableName("Guarded")
                        .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true)))
                .continuousBackupsDescription().pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString());
        String arn = client.describeTable(b -> b.tableName("Guarded")).table().tableArn();
        step(outcomes, "no policy", () -> client.getResourcePolicy(b -> b.resourceArn(arn)).policy());
        step(outcomes, "put policy", () -> {
            client.putResourcePolicy(b -> b.resourceArn(arn).policy(POLICY));
            return client.getResourcePolicy(b -> b.resourceArn(arn)).policy();
        });
        step(outcomes, "delete policy", () -> {
            client.deleteResourcePolicy(b -> b.resourceArn(arn));
            return "deleted";
        });
        step(outcomes, "policy gone", () -> client.getResourcePolicy(b -> b.resourceArn(arn)).policy());
        step(outcomes, "unprotect and delete", () -> {
            client.updateTable(b -> b.tableName("Guarded").deletionProtectionEnabled(false));
            client.deleteTable(b -> b.tableName("Guarded"));
            return "deleted";
        });
        return outcomes;
    }

    private static void step(List<String> outcomes, String name, java.util.function.Supplier<String> step) {
        try {
            outcomes.add(name + ": " + step.get());
        } catch (DynamoDbException refused) {
            outcomes.add(name + ": " + refused.awsErrorDetails().errorCode());
        }
    }
}
