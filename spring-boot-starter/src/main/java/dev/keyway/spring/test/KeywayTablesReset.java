package dev.keyway.spring.test;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.spring.KeywayLocalDynamoDb;
import java.util.HashSet;
import java.util.Set;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.TestContext;
import org.springframework.test.context.support.AbstractTestExecutionListener;

/**
 * Before each test of a {@link KeywayTest}, deletes every table of Keyway Local and creates the
 * repositories' tables again, empty. Only ever on Keyway Local: a context without it is left alone.
 */
public class KeywayTablesReset extends AbstractTestExecutionListener {

    @Override
    public int getOrder() {
        return 1900; // after dependency injection (2000 is transactional set-up), before the test
    }

    @Override
    public void beforeTestMethod(TestContext testContext) {
        ApplicationContext context = testContext.getApplicationContext();
        KeywayLocalDynamoDb local = context.getBeanProvider(KeywayLocalDynamoDb.class).getIfAvailable();
        if (local == null) {
            return;
        }
        local.deleteAllTables();
        Set<String> created = new HashSet<>();
        for (EntityRepository<?> repository : context.getBeansOfType(EntityRepository.class).values()) {
            if (created.add(repository.tableName())) {
                repository.createTable();
            }
        }
    }
}
