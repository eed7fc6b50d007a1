package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyResponse;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.PutResourcePolicyResponse;

/**
 * PutResourcePolicy, GetResourcePolicy and DeleteResourcePolicy (API Reference): one policy
 * document per table or stream ARN, with a revision id that a put of the same document keeps and
 * {@code ExpectedRevisionId} ({@code NO_POLICY} for none) conditions on. Keyway Local stores the
 * documents and answers with them; it evaluates no policy (it has no identities to evaluate them for).
 */
final class ResourcePolicies {

    /** A stored policy. */
    record Policy(String document, String revisionId) {
    }

    static final String NO_POLICY = "NO_POLICY";

    private final Catalog catalog;

    ResourcePolicies(Catalog catalog) {
        this.catalog = catalog;
    }

    /** Attaches a document to a new table (CreateTable's ResourcePolicy). */
    static void attach(Table table, String document) {
        TableSettingsRules.checkPolicy(document, "resourcePolicy");
        table.policies.put(table.arn, new Policy(document, revision()));
    }

    PutResourcePolicyResponse put(PutResourcePolicyRequest request) {
        new Constraints().notNull(request.resourceArn(), "resourceArn").notNull(request.policy(), "policy").check();
        Table table = table(request.resourceArn());
        TableSettingsRules.checkPolicy(request.policy(), "policy");
        Policy current = table.policies.get(request.resourceArn());
        expect(current, request.expectedRevisionId(), request.resourceArn());
        if (current != null && current.document().equals(request.policy())) {
            return PutResourcePolicyResponse.builder().revisionId(current.revisionId()).build(); // idempotent
        }
        Policy stored = new Policy(request.policy(), revision());
        table.policies.put(request.resourceArn(), stored);
        return PutResourcePolicyResponse.builder().revisionId(stored.revisionId()).build();
    }

    GetResourcePolicyResponse get(GetResourcePolicyRequest request) {
        new Constraints().notNull(request.resourceArn(), "resourceArn").check();
        Policy policy = table(request.resourceArn()).policies.get(request.resourceArn());
        if (policy == null) {
            throw notFound(request.resourceArn());
        }
        return GetResourcePolicyResponse.builder().policy(policy.document()).revisionId(policy.revisionId()).build();
    }

    DeleteResourcePolicyResponse delete(DeleteResourcePolicyRequest request) {
        new Constraints().notNull(request.resourceArn(), "resourceArn").check();
        Table table = table(request.resourceArn());
        Policy current = table.policies.get(request.resourceArn());
        if (current == null) {
            throw notFound(request.resourceArn());
        }
        expect(current, request.expectedRevisionId(), request.resourceArn());
        table.policies.remove(request.resourceArn());
        return DeleteResourcePolicyResponse.builder().revisionId(current.revisionId()).build();
    }

    /** The table the ARN names, itself or through its stream. */
    private Table table(String arn) {
        if (!arn.startsWith(Catalog.ARN_PREFIX)) {
            throw ServiceError.validation("Invalid ResourceArn provided as input " + arn);
        }
        for (Table table : catalog.tables.values()) {
            if (table.arn.equals(arn) || arn.equals(table.streamArn)) {
                return table;
            }
        }
        throw ServiceError.resourceNotFound("Requested resource not found: Resource: " + arn + " not found");
    }

    private static void expect(Policy current, String expected, String arn) {
        if (expected == null) {
            return;
        }
        boolean matches = NO_POLICY.equals(expected) ? current == null
                : current != null && current.revisionId().equals(expected);
        if (!matches) {
            throw new ServiceError("PolicyNotFoundException", 400, "Resource-based policy not found for the provided "
                    + "ResourceArn: the expected revision id " + expected + " does not match the current one of " + arn);
        }
    }

    private static ServiceError notFound(String arn) {
        return new ServiceError("PolicyNotFoundException", 400,
                "Resource-based policy not found for the provided ResourceArn: " + arn);
    }

    private static String revision() {
        return Long.toString(Math.abs(UUID.randomUUID().getMostSignificantBits()));
    }
}
