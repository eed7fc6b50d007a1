package dev.keyway.sample;

import dev.keyway.sample.model.ApiKeyRepository;
import dev.keyway.sample.model.AuditEntryRepository;
import dev.keyway.sample.model.InvitationRepository;
import dev.keyway.sample.model.MembershipRepository;
import dev.keyway.sample.model.OrgItemCollection;
import dev.keyway.sample.model.OrganizationRepository;
import dev.keyway.sample.model.ProjectRepository;
import dev.keyway.sample.model.RoleRepository;
import dev.keyway.sample.model.TaskRepository;
import dev.keyway.sample.model.UserRepository;
import dev.keyway.sample.service.AuditFeed;
import dev.keyway.sample.service.Ids;
import dev.keyway.sample.service.Repositories;
import dev.keyway.sample.service.Services;
import java.time.Clock;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * The Spring Boot application: keyway-spring-boot-starter provides the {@code DynamoDbClient} and
 * every generated repository (on embedded Keyway Local unless {@code keyway.region} or
 * {@code keyway.endpoint} is set); this class wires them into the services. {@link SampleApp} is
 * the command line that starts it.
 */
@SpringBootApplication(proxyBeanMethods = false)
public class SaasApplication {

    @Bean
    Repositories repositories(DynamoDbClient client, OrganizationRepository orgs, MembershipRepository memberships,
                              OrgItemCollection orgItems, UserRepository users, RoleRepository roles,
                              InvitationRepository invitations, ApiKeyRepository apiKeys, ProjectRepository projects,
                              TaskRepository tasks, AuditEntryRepository audit) {
        return new Repositories(client, orgs.tableName(), orgs, memberships, orgItems, users, roles, invitations, apiKeys,
                projects, tasks, audit);
    }

    /** The audit log on the table's stream; {@code demo} and {@code serve} start it once the table exists. */
    @Bean(destroyMethod = "close")
    AuditFeed auditFeed(Repositories db, DynamoDbStreamsClient streams) {
        return new AuditFeed(db, streams);
    }

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    @Bean
    Services services(Repositories db, Clock clock) {
        return Services.of(db, Ids.random(), clock);
    }
}
