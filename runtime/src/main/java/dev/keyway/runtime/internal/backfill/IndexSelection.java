package dev.keyway.runtime.internal.backfill;

import java.util.AbstractList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The indexes a backfill rewrites: names of the table's indexes (none: all of them), as a list,
 * plus indexes dropped from the whole design, each with the key attributes it used, which the
 * backfill removes from the entity's items. A list of names so that it passes where a backfill
 * takes one; {@link IndexKeyRewrite} reads the dropped indexes from it.
 */
public final class IndexSelection extends AbstractList<String> {

    private final List<String> names;
    private final Map<String, List<String>> dropped;

    private IndexSelection(List<String> names, Map<String, List<String>> dropped) {
        this.names = List.copyOf(names);
        this.dropped = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(dropped));
    }

    /** Every index of the table, and no dropped one. */
    public static IndexSelection all() {
        return new IndexSelection(List.of(), Map.of());
    }

    /** The selection of {@code names}, keeping the dropped indexes; an empty list names every index. */
    public static IndexSelection of(List<String> names, IndexSelection from) {
        return new IndexSelection(names, from.dropped);
    }

    /** This selection also removing the key attributes of a dropped index. */
    public IndexSelection dropping(String index, List<String> attributes) {
        Map<String, List<String>> more = new LinkedHashMap<>(dropped);
        more.put(Objects.requireNonNull(index, "index"), List.copyOf(attributes));
        return new IndexSelection(names, more);
    }

    /** The dropped indexes, each with the key attributes it used. */
    public Map<String, List<String>> dropped() {
        return dropped;
    }

    @Override
    public String get(int index) {
        return names.get(index);
    }

    @Override
    public int size() {
        return names.size();
    }
}
