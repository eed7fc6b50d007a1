package dev.keyway.processor.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How deep a component's stored value nests: the lists and maps ({@code L}, {@code M}) on its
 * deepest path, the attribute's own included. DynamoDB refuses an item whose values nest deeper
 * than 32 levels, the top-level attribute being level 1, and refuses a list or map on level 32
 * even when it is empty: a value may hold at most {@value #MAX_CONTAINERS} lists and maps on any
 * path (a scalar or a set then on level 32). A nested record is a map, a list or map one more
 * level, an {@code Optional} nothing; a set is a leaf at the top level and one level inside a
 * list or map, where an empty set is stored as an empty list. A recursive record or a
 * {@code @Convert} converter's value has no depth known at compile time ({@code bounded} false):
 * the generated code checks its values when they are written.
 *
 * @param containers the lists and maps on the deepest path, when bounded
 * @param bounded    whether every value of the type nests at most {@code containers} deep
 * @param path       the deepest path below the attribute, e.g. {@code .lines[n].parts.<key>}
 */
public record StoredDepth(int containers, boolean bounded, String path) {

    /** The most lists and maps DynamoDB stores on one path of a value, the attribute's own included. */
    public static final int MAX_CONTAINERS = 31;

    /** Whether every value fits DynamoDB's limit. */
    public boolean fits() {
        return bounded && containers <= MAX_CONTAINERS;
    }

    /** The depth of an entity's component, through the entity's nested records. */
    public static StoredDepth of(EntityModel entity, ComponentModel component) {
        Map<String, NestedRecordModel> records = new HashMap<>();
        entity.nestedRecords().forEach(record -> records.put(record.type().canonicalName(), record));
        return new Walk(records).depth(component.type(), false, new HashSet<>());
    }

    private record Walk(Map<String, NestedRecordModel> records) {

        StoredDepth depth(ValueType type, boolean nested, Set<String> reading) {
            if (type instanceof ValueType.OptionalType optional) {
                return depth(optional.element(), nested, reading);
            }
            if (type instanceof ValueType.SetType) {
                return new StoredDepth(nested ? 1 : 0, true, "");
            }
            if (type instanceof ValueType.ListType list) {
                return depth(list.element(), true, reading).below(1, "[n]");
            }
            if (type instanceof ValueType.MapType map) {
                return depth(map.value(), true, reading).below(1, ".<key>");
            }
            if (type instanceof ValueType.ConvertedType) {
                return new StoredDepth(0, false, "");
            }
            if (type instanceof ValueType.RecordType record) {
                String name = record.type().canonicalName();
                NestedRecordModel model = records.get(name);
                if (model == null) {
                    return new StoredDepth(1, true, ""); // not read (an entity with errors): a map at least
                }
                if (!reading.add(name)) {
                    return new StoredDepth(0, false, ""); // a record inside itself: no bound
                }
                StoredDepth deepest = new StoredDepth(0, true, "");
                for (ComponentModel component : model.components()) {
                    StoredDepth inner = depth(component.type(), true, reading).below(0, "." + component.name());
                    if (!inner.bounded()) {
                        deepest = inner;
                        break;
                    }
                    if (inner.containers() > deepest.containers()) {
                        deepest = inner;
                    }
                }
                reading.remove(name);
                return deepest.below(1, "");
            }
            return new StoredDepth(0, true, ""); // a scalar or an enum
        }
    }

    /** This depth one step further down: {@code containers} more lists and maps, {@code step} before the path. */
    private StoredDepth below(int more, String step) {
        return new StoredDepth(containers + more, bounded, step + path);
    }

    /** The components whose values a write must check: those whose depth the compiler cannot bound. */
    public static List<ComponentModel> unbounded(EntityModel entity) {
        List<ComponentModel> unbounded = new ArrayList<>();
        for (ComponentModel component : entity.components()) {
            if (!of(entity, component).bounded()) {
                unbounded.add(component);
            }
        }
        return unbounded;
    }
}
