package dev.keyway.sample.service;

import dev.keyway.sample.model.ApiKeyRepository;
import dev.keyway.sample.model.AuditEntryRepository;
import dev.keyway.sample.model.InvitationRepository;
import dev.keyway.sample.model.MembershipRepository;
import dev.keyway.sample.model.OrgItemCollection;
import dev.keyway.sample.model.OrganizationRepository;
import dev.keyway.sample.model.ProjectRepository;
import dev.keyway.sample.model.RoleRepository;
import dev.keyway.sample.model.SaasTable;
import dev.keyway.sample.model.TaskRepository;
import dev.keyway.sample.model.UserRepository;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Every generated repository of table {@code Saas}, on one client and one table name: the beans
 * keyway-spring-boot-starter created ({@code SaasApplication} gathers them).
 */
public record Repositories(DynamoDbClient client, String tableName, OrganizationRepository orgs,
                           MembershipRepository memberships, OrgItemCollection orgItems, UserRepository users,
                           RoleRepository roles, InvitationRepository invitations, ApiKeyRepository apiKeys,
                           ProjectRepository projects, TaskRepository tasks, AuditEntryRepository audit) {

    /** Creates the table from Keyway's definition (every index, TTL, the stream) if it is missing; true if it created it. */
    public boolean createTableIfMissing() {
        try {
            client.describeTable(request -> request.tableName(tableName));
            return false;
        } catch (ResourceNotFoundException missing) {
            SaasTable.DEFINITION.createIfMissing(client, tableName);
            return true;
        }
    }
}
