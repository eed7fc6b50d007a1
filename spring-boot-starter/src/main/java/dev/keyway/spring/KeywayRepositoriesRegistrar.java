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
            String name = Introspector.decapitalize(type.getSimpleName());
            registry.registerBeanDefinition(registry.containsBeanDefinition(name) ? type.getName() : name, definition(type, entry));
        }
    }

    private static BeanDefinition definition(Class<?> type, RepositoryIndex.Entry entry) {
        BeanDefinition tableName = BeanDefinitionBuilder.genericBeanDefinition(String.class)
                .setFactoryMethodOnBean("tableName", KeywayTableNames.BEAN_NAME)
                .addConstructorArgValue(entry.table())
                .getBeanDefinition();
        RootBeanDefinition definition = new RootBeanDefinition(type);
        definition.getConstructorArgumentValues().addIndexedArgumentValue(0, new RuntimeBeanReference(DynamoDbClient.class));
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
