package dev.keyway.spring.test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTestContextBootstrapper;
import org.springframework.core.annotation.MergedAnnotations;

/** Boots {@link KeywayTest}: no web environment, Keyway Local on in memory, and the annotation's properties. */
public class KeywayTestContextBootstrapper extends SpringBootTestContextBootstrapper {

    @Override
    protected String[] getProperties(Class<?> testClass) {
        List<String> properties = new ArrayList<>(List.of("keyway.local.enabled=true", "keyway.local.data-directory="));
        MergedAnnotations.from(testClass, MergedAnnotations.SearchStrategy.TYPE_HIERARCHY).get(KeywayTest.class)
                .getValue("properties", String[].class)
                .ifPresent(values -> properties.addAll(Arrays.asList(values)));
        return properties.toArray(new String[0]);
    }

    @Override
    protected SpringBootTest.WebEnvironment getWebEnvironment(Class<?> testClass) {
        return SpringBootTest.WebEnvironment.NONE;
    }
}
