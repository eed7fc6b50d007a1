package dev.keyway.spring;

import dev.keyway.runtime.KeywaySettings;
import java.beans.Introspector;
import java.util.List;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.support.BeanDefinitionBuilder;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.ClassUtils;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Registers a bean for every repository and item collection in the {@link RepositoryIndex}: no
 * classpath scanning. Each is a plain constructor call, {@code new OrderRepository(client, tableName, settings)},
 * with the application's {@link DynamoDbClient}, the table's name from {@link KeywayTableNames} and
 * the application's {@link KeywaySettings} bean (cursor keys, request listeners), so the definitions are ready for
 * ahead-of-time processing. A type the application already defines a bean of is left to that bean.
 *
 * <p>Bean names are the decapitalized simple names ({@code orderRepository}); a simple name two
 * classes share falls back to the class's full name for the second.
 *
 * <p>Beside each repository, its asynchronous face ({@code OrderAsyncRepository}, which every entity
 * has) is registered lazily on the application's {@link DynamoDbAsyncClient}: it is built when
 * something injects it, which needs a {@code DynamoDbAsyncClient} bean (the starter makes none: an
 * application that goes reactive brings its client, with the HTTP client of its choice).
 */
public final class KeywayRepositoriesRegistrar implements ImportBeanDefinitionRegistrar, BeanClassLoaderAware {

    private ClassLoader classLoader = ClassUtils.getDefaultClassLoader();

    @Override
    public void setBeanClassLoader(ClassLoader classLoader) {
        this.classLoader = classLoader;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata importingClass, BeanDefinitionRegistry registry) {
        List<RepositoryIndex.Entry> entries = RepositoryIndex.load(classLoader);
        for (RepositoryIndex.Entry entry : entries) {
            Class<?> type = load(entry);
            if (registry instanceof ListableBeanFactory beans && beans.getBeanNamesForType(type, true, false).length > 0) {
                continue; // the application defines its own
            }
            register(registry, type, definition(type, entry, DynamoDbClient.class));
            Class<?> async = entry.kind() == RepositoryIndex.Kind.REPOSITORY ? asyncFace(type) : null;
            if (async != null && !(registry instanceof ListableBeanFactory beans
                    && beans.getBeanNamesForType(async, true, false).length > 0)) {
                BeanDefinition definition = definition(async, entry, DynamoDbAsyncClient.class);
                definition.setLazyInit(true); // only where injected: it needs the application's async client
                register(registry, async, definition);
            }
        }
    }

    private static void register(BeanDefinitionRegistry registry, Class<?> type, BeanDefinition definition) {
        String name = Introspector.decapitalize(type.getSimpleName());
        registry.registerBeanDefinition(registry.containsBeanDefinition(name) ? type.getName() : name, definition);
    }

    /** {@code XAsyncRepository} beside {@code XRepository}, or {@code null} (a repository compiled by an older Keyway). */
    private Class<?> asyncFace(Class<?> repository) {
        String name = repository.getName();
        if (!name.endsWith("Repository")) {
            return null;
        }
        String async = name.substring(0, name.length() - "Repository".length()) + "AsyncRepository";
        return ClassUtils.isPresent(async, classLoader) ? ClassUtils.resolveClassName(async, classLoader) : null;
    }

    private static BeanDefinition definition(Class<?> type, RepositoryIndex.Entry entry, Class<?> client) {
        BeanDefinition tableName = BeanDefinitionBuilder.genericBeanDefinition(String.class)
                .setFactoryMethodOnBean("tableName", KeywayTableNames.BEAN_NAME)
                .addConstructorArgValue(entry.table())
                .getBeanDefinition();
        RootBeanDefinition definition = new RootBeanDefinition(type);
        definition.getConstructorArgumentValues().addIndexedArgumentValue(0, new RuntimeBeanReference(client));
        definition.getConstructorArgumentValues().addIndexedArgumentValue(1, tableName);
        definition.getConstructorArgumentValues().addIndexedArgumentValue(2, new RuntimeBeanReference(KeywaySettings.class));
        definition.setDescription("Keyway " + entry.kind().name().toLowerCase(java.util.Locale.ROOT)
                + " on table '" + entry.table() + "' (from " + RepositoryIndex.RESOURCE + ")");
        return definition;
    }

    private Class<?> load(RepositoryIndex.Entry entry) {
        try {
            return ClassUtils.forName(entry.className(), classLoader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalStateException(RepositoryIndex.RESOURCE + " lists " + entry.className()
                    + ", which cannot be loaded: rebuild the module that generated it", e);
        }
    }
}
