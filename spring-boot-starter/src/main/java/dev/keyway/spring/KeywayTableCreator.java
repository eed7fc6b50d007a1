package dev.keyway.spring;

import dev.keyway.runtime.EntityRepository;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.config.BeanPostProcessor;

/**
 * With {@code keyway.create-tables}, creates each repository's table, if missing, as the repository
 * bean is created, so that whatever uses the repository finds its table. One
 * {@code createTable()} per table name: every index of every entity of the table, and time to live.
 */
public final class KeywayTableCreator implements BeanPostProcessor {

    private static final Log LOG = LogFactory.getLog(KeywayTableCreator.class);

    private final boolean enabled;
    private final Set<String> done = ConcurrentHashMap.newKeySet();

    public KeywayTableCreator(boolean enabled) {
        this.enabled = enabled;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (enabled && bean instanceof EntityRepository<?> repository && done.add(repository.tableName())) {
            LOG.info("Keyway: creating table '" + repository.tableName() + "' if it is missing (keyway.create-tables)");
            repository.createTable();
        }
        return bean;
    }
}
