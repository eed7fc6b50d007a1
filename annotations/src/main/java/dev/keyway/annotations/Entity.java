package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record as an item type stored in a DynamoDB table.
 *
 * <p>For a record {@code X} the processor generates, in the same package, {@code XKeys} (key
 * builders), {@code XSchema} (the marshaller and table metadata) and {@code XRepository} (put,
 * create, get, delete and one query method per {@link AccessPattern}). Every item also stores its
 * entity type in the table's type attribute ({@code _type} unless {@link #typeAttribute()} names
 * another), so that many entity types can share one table.
 *
 * <pre>{@code
 * @Entity(table = "Shop")                    // type name defaults to "Customer"
 * @PartitionKey("CUSTOMER#<id>")
 * @SortKey("PROFILE")
 * public record Customer(String id, String email, String name) {}
 *
 * CustomerRepository customers = new CustomerRepository(dynamoDbClient);
 * customers.put(new Customer("c1", "ada@example.com", "Ada"));
 * Optional<Customer> ada = customers.get("c1");
 * }</pre>
 *
 * <p>{@code stream} gives the table a DynamoDB stream: {@code createTable()} turns it on, the
 * CloudFormation fragment shows it, and the processor generates the table's typed change,
 * {@code <Table>Change} (e.g. {@code ShopChange}), which decodes the stream's records into this
 * table's entities. It is a setting of the table: one entity may declare it for all, and entities
 * that declare it must agree.
 *
 * <p>The record must be a top-level or static nested record that is not private and has no type
 * parameters; it must also carry a {@link PartitionKey}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Entity {

    /** The DynamoDB table the items live in; entities naming the same table share it. */
    String table();

    /**
     * The entity type stored in every item's type attribute; defaults to the record's simple
     * name. Changing it later makes existing items unreadable as this entity. To adopt a table
     * whose items already name their type, give the value they hold ({@code "order"}).
     */
    String type() default "";

    /**
     * The attribute in which the table's items store their entity type: {@code _type} unless an
     * entity of the table names another. It is a setting of the table, like {@link #stream()}:
     * one entity may declare it for all of them, and entities that declare it must agree. Name
     * the attribute a table's items already carry their type in, to adopt the table as it is:
     *
     * <pre>{@code
     * @Entity(table = "Shop", typeAttribute = "entityType", type = "order")   // items hold entityType = "order"
     * @Entity(table = "Shop", typeAttribute = "__edb_e__", type = "order")    // as ElectroDB writes them
     * }</pre>
     *
     * <p>The attribute holds a string in every item, so no component may be stored under its name,
     * and no key may be written into it.
     */
    String typeAttribute() default "";

    /**
     * The table's DynamoDB stream, with what it records of each change; {@link StreamView#NONE} (the
     * default) leaves it to the table's other entities, and without any the table has no stream.
     */
    StreamView stream() default StreamView.NONE;

    /**
     * Whether an item may keep a primary-key component only inside its key, as tables that other
     * code wrote often do ({@code PK = USER#u-1} and no {@code userId} attribute): reads then take
     * such a component from the key text when the item lacks its attribute. Only the exact text
     * the component's format writes is read ({@code USER#u-01} for a zero-padded {@code 1} is an
     * error, never a guess), and a format that does not read back exactly (a {@code casing}, a
     * {@code BigDecimal}, whose scale keys drop) is a compile error (KW146). Writes still store
     * every component as an attribute, so items Keyway writes carry them. Without it (the
     * default), an item whose key holds a component its attributes lack does not decode.
     */
    boolean componentsFromKeys() default false;
}
