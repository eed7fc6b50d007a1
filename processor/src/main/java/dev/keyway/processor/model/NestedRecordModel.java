package dev.keyway.processor.model;

import java.util.List;

/** A record stored inside an entity as a map, with its components. */
public record NestedRecordModel(ClassRef type, List<ComponentModel> components) {

    public NestedRecordModel {
        components = List.copyOf(components);
    }
}
