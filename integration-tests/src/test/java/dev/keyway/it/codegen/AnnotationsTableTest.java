package dev.keyway.it.codegen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Attribute;
import dev.keyway.annotations.Convert;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.ItemCollection;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import dev.keyway.annotations.Unique;
import dev.keyway.annotations.Version;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's "The annotations": each annotation has exactly the members the README's table names,
 * with the defaults it gives, stands where the table says (record or record component), repeats
 * where it says so, and has CLASS retention.
 */
class AnnotationsTableTest {

    /** The members, in the README's order, each with its default or null for a required one. */
    private static Map<String, Object> members(Object... namesAndDefaults) {
        Map<String, Object> members = new LinkedHashMap<>();
        for (int i = 0; i < namesAndDefaults.length; i += 2) {
            members.put((String) namesAndDefaults[i], namesAndDefaults[i + 1]);
        }
        return members;
    }

    private static void assertAnnotation(Class<?> type, ElementType target, boolean repeatable, Map<String, Object> expected) {
        assertEquals(RetentionPolicy.CLASS, type.getAnnotation(Retention.class).value(), type.getSimpleName());
        assertArrayEquals(new ElementType[] {target}, type.getAnnotation(Target.class).value(), type.getSimpleName());
        assertEquals(repeatable, type.isAnnotationPresent(Repeatable.class), type.getSimpleName());
        Set<String> declared = Arrays.stream(type.getDeclaredMethods()).map(Method::getName).collect(Collectors.toSet());
        assertEquals(expected.keySet(), declared, type.getSimpleName());
        for (Map.Entry<String, Object> member : expected.entrySet()) {
            Object actual;
            try {
                actual = type.getDeclaredMethod(member.getKey()).getDefaultValue();
            } catch (NoSuchMethodException e) {
                throw new AssertionError(e);
            }
            if (actual instanceof String[] array) {
                actual = Arrays.asList(array);
            }
            if (member.getValue() != DEFAULTED) {
                assertEquals(member.getValue(), actual, type.getSimpleName() + "." + member.getKey());
            }
        }
    }

    /** A member whose default the README does not give (it says what leaving it out means instead). */
    private static final Object DEFAULTED = new Object();

    @Test
    void theRecordAnnotations() {
        assertAnnotation(Entity.class, ElementType.TYPE, false,
                members("table", null, "type", "", "stream", DEFAULTED, "typeAttribute", "", "componentsFromKeys", false));
        assertAnnotation(PartitionKey.class, ElementType.TYPE, false,
                members("value", null, "attribute", "PK", "delimiter", '#', "shards", 1, "shardBy", ""));
        assertAnnotation(SortKey.class, ElementType.TYPE, false,
                members("value", null, "attribute", "SK", "delimiter", '#'));
        assertAnnotation(Gsi.class, ElementType.TYPE, true,
                members("index", null, "partitionKey", null, "sortKey", "", "partitionKeyAttribute", "",
                        "sortKeyAttribute", "", "delimiter", '#', "projection", DEFAULTED, "include", java.util.List.of(),
                        "shards", 1, "shardBy", ""));
        assertAnnotation(AccessPattern.class, ElementType.TYPE, true,
                members("name", null, "index", "", "descending", false, "consistentRead", false, "filterOnType", false));
        assertAnnotation(Lsi.class, ElementType.TYPE, true,
                members("index", null, "sortKey", null, "sortKeyAttribute", "", "delimiter", '#', "projection", DEFAULTED,
                        "include", java.util.List.of()));
        assertAnnotation(ItemCollection.class, ElementType.TYPE, false, members("index", ""));
    }

    @Test
    void theComponentAnnotations() {
        assertAnnotation(Attribute.class, ElementType.RECORD_COMPONENT, false, members("value", null));
        assertAnnotation(Version.class, ElementType.RECORD_COMPONENT, false, members());
        assertAnnotation(Ttl.class, ElementType.RECORD_COMPONENT, false, members());
        assertAnnotation(Unique.class, ElementType.RECORD_COMPONENT, false, members());
        assertAnnotation(Convert.class, ElementType.RECORD_COMPONENT, false, members("value", null));
        assertAnnotation(KeyFormat.class, ElementType.RECORD_COMPONENT, false,
                members("raw", false, "digits", 0, "casing", DEFAULTED, "converter", DEFAULTED, "precision", DEFAULTED));
    }
}
