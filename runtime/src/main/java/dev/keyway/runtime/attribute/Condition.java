package dev.keyway.runtime.attribute;

import java.util.Objects;

/**
 * A condition on an item's attributes: the condition of a put, create, update or delete, and a
 * query filter. Built from the typed attribute references the processor generates on each
 * schema, and combined with {@link #and}, {@link #or} and {@link #not}.
 *
 * <pre>{@code
 * Condition stillOpen = OrderSchema.STATUS.in(Status.PLACED, Status.PAID)
 *         .and(OrderSchema.TOTAL.lessThan(new BigDecimal("100")));
 * orders.put(order, stillOpen);
 * }</pre>
 *
 * <p>Every value becomes an expression placeholder; nothing a user passes is concatenated into
 * the expression text.
 */
@FunctionalInterface
public interface Condition {

    /** The expression text, registering its names and values as placeholders. */
    String render(Expressions expressions);

    /** Both conditions hold. */
    default Condition and(Condition other) {
        Objects.requireNonNull(other, "other");
        return expressions -> "(" + render(expressions) + ") AND (" + other.render(expressions) + ")";
    }

    /** Either condition holds. */
    default Condition or(Condition other) {
        Objects.requireNonNull(other, "other");
        return expressions -> "(" + render(expressions) + ") OR (" + other.render(expressions) + ")";
    }

    /** The condition does not hold. */
    static Condition not(Condition condition) {
        Objects.requireNonNull(condition, "condition");
        return expressions -> "NOT (" + condition.render(expressions) + ")";
    }
}
