package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The stored attribute name of a record component (by default the component's own name).
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<id>")
 * @SortKey("PROFILE")
 * public record Customer(String id, @Attribute("mail") String email) {}   // stored as "mail"
 * }</pre>
 *
 * <p>The name must not be one of the table's key attributes or its type attribute ({@code _type} by default),
 * and must be unique within the record.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Attribute {

    /** The stored attribute name. */
    String value();
}
