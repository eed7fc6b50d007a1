package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record component whose value must be unique among the entity's items in the table,
 * such as a user's e-mail. Its type must be one a key can hold (String, numbers, UUID, enums,
 * dates...), possibly an {@code Optional}; a null or empty value is not constrained.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("USER#<id>")
 * @SortKey("PROFILE")
 * public record User(String id, @Unique String email, String name) {}
 *
 * users.create(new User("u1", "ada@example.com", "Ada"));
 * users.create(new User("u2", "ada@example.com", "Impostor"));   // UniqueConstraintException
 * }</pre>
 *
 * <p>Each value is claimed by a guard item ({@code PK = "_unique#User#email#ada@example.com"})
 * written, moved and deleted in the same transaction as the entity's item by {@code create},
 * {@code put}, {@code update} and {@code delete}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Unique {
}
