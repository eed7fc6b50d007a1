package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.NestedRecordModel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * DynamoDB's limits on names and key sizes that the design alone decides (KW079, KW082): key
 * attribute names, the time-to-live attribute and attributes projected into an index take at
 * most 255 bytes, any other attribute name less than 64 KB; a partition key holds at most 2048
 * bytes and a sort key 1024, so a template whose literal text (with the shortest encoding of each
 * component and a shard suffix) is already longer can never be written.
 */
public final class NameLengthRule implements TableRule {

    static final int KEY_NAME = 255;
    static final int NAME = 65_535;
    /** The longest string constant a class file holds, in modified UTF-8: javac refuses longer ones. */
    static final int JAVA_CONSTANT = 65_534;
    private static final String NAME_LIMIT = "less than 64 KB in an attribute name, and the generated code holds at most "
            + "65,534 bytes (in Java's modified UTF-8) in a string constant";
    static final int PARTITION_KEY = 2048;
    static final int SORT_KEY = 1024;

    @Override
    public List<Finding> check(TableEntities table) {
        TableAttributes attributes = table.attributes();
        Set<String> shortNames = new HashSet<>(); // the time-to-live attribute and every projected attribute
        for (EntityModel entity : table.entities()) {
            entity.ttl().ifPresent(ttl -> shortNames.add(ttl.attribute()));
            for (IndexModel index : entity.indexes()) {
                shortNames.addAll(index.projection().attributes());
                if (!index.projection().complete()) {
                    shortNames.add(table.typeAttribute()); // Keyway projects it into such an index
                }
            }
        }
        List<Finding> findings = new ArrayList<>();
        for (EntityModel entity : table.entities()) {
            for (AttributeRole role : attributes.roles(entity)) {
                int bytes = bytes(role.attribute());
                if (role.isKey()) {
                    if (bytes > KEY_NAME) {
                        findings.add(tooLong(role.location(), "Key attribute", role.attribute(), bytes,
                                "255 bytes in the name of a key attribute"));
                    }
                    KeyModel key = role.key().get();
                    int minimum = minimumBytes(key);
                    int limit = key.sortKey() ? SORT_KEY : PARTITION_KEY;
                    if (minimum > limit) {
                        findings.add(Finding.of(Message.KEY_TOO_LONG, Location.keyTemplate(entity, role.index(),
                                key.sortKey()), abbreviate(key.template().source()), minimum, limit,
                                key.sortKey() ? "sort" : "partition"));
                    }
                } else if (role.kind() == AttributeRole.Kind.TYPE) {
                    if (entity.typeAttribute().isPresent()) { // reported where it is named
                        checkTypeAttribute(findings, role, bytes, shortNames.contains(role.attribute()));
                    }
                } else if (role.component().isPresent()) {
                    if (shortNames.contains(role.attribute()) && bytes > KEY_NAME) {
                        findings.add(tooLong(role.location(), "Attribute", role.attribute(), bytes,
                                "255 bytes in the name of the time-to-live attribute or of one projected into an index"));
                    } else if (tooLongForAConstant(role.attribute())) {
                        findings.add(tooLong(role.location(), "Attribute", role.attribute(), bytes, NAME_LIMIT));
                    }
                }
            }
            for (NestedRecordModel nested : entity.nestedRecords()) {
                for (ComponentModel component : nested.components()) {
                    int bytes = bytes(component.attribute());
                    if (tooLongForAConstant(component.attribute())) {
                        findings.add(tooLong(Location.entity(entity), "Attribute of record " + nested.type().simpleName(),
                                component.attribute(), bytes, NAME_LIMIT));
                    }
                }
            }
        }
        return findings;
    }

    private static void checkTypeAttribute(List<Finding> findings, AttributeRole role, int bytes, boolean projected) {
        if (projected && bytes > KEY_NAME) {
            findings.add(tooLong(role.location(), "Type attribute", role.attribute(), bytes,
                    "255 bytes in the name of an attribute projected into an index (Keyway adds the type attribute "
                            + "to every KEYS_ONLY and INCLUDE index)"));
        } else if (tooLongForAConstant(role.attribute())) {
            findings.add(tooLong(role.location(), "Type attribute", role.attribute(), bytes, NAME_LIMIT));
        }
    }

    /**
     * Whether a name is longer than DynamoDB allows, or than the string constant the generated code
     * writes it in can be: a class file holds 65,534 bytes of modified UTF-8, where a NUL takes 2 and a
     * character outside the BMP 6, so a name DynamoDB takes could otherwise make code that does not compile.
     */
    static boolean tooLongForAConstant(String name) {
        if (bytes(name) > NAME) {
            return true;
        }
        long modified = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            modified += c >= 0x0001 && c <= 0x007F ? 1 : c <= 0x07FF ? 2 : 3;
        }
        return modified > JAVA_CONSTANT;
    }

    private static Finding tooLong(Location at, String what, String name, int bytes, String limit) {
        return Finding.of(Message.ATTRIBUTE_NAME_TOO_LONG, at, what, abbreviate(name), bytes, limit);
    }

    /** The shortest text a key can have: its literals, each component's shortest encoding, and {@code #0} when sharded. */
    static int minimumBytes(KeyModel key) {
        KeyTemplate template = key.template();
        boolean whole = template.parts().size() == 1 && template.parts().get(0) instanceof KeyTemplate.Placeholder;
        int bytes = key.sharding().isPresent() ? 2 : 0;
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Literal literal) {
                bytes += bytes(literal.text());
            } else {
                bytes += shortest(KeyEncoding.of(((KeyTemplate.Placeholder) part).component(), key), whole);
            }
        }
        return bytes;
    }

    /** The shortest encoding of a key component, as the runtime's {@code KeyCodec} writes it in its key format. */
    private static int shortest(KeyEncoding encoding, boolean wholeKey) {
        return switch (encoding.kind()) {
            case STRING, RAW_STRING, CONVERTED -> wholeKey ? 1 : 0;
            case ENUM_ORDINAL -> 5; // "000-A"
            case ENUM_NAME, PLAIN_INTEGER, BIG_INTEGER, BIG_DECIMAL -> 1;
            case PADDED_INTEGER -> encoding.digits();
            case BOOLEAN -> 4;
            case FIXED_INTEGER -> switch (encoding.scalar()) {
                case BYTE -> 4;
                case SHORT -> 6;
                case INT -> 11;
                default -> 20;
            };
            case INSTANT -> 30;
            case INSTANT_TEXT -> encoding.digits() > 0 ? 21 + encoding.digits() : 20;
            case LOCAL_DATE_TIME -> 29;
            case LOCAL_DATE -> 10;
            case UUID -> 36;
        };
    }

    private static int bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    /** A name or template cut to its first 60 characters, for a message. */
    static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 60) + "...";
    }
}
